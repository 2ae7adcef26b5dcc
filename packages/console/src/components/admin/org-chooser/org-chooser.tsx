import { ADMIN_UNIT_TYPES, type AdminUnitType } from '@portico/sdk/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Modal, MODAL_WIDTH } from '@portico/elements/ui';
import { useT } from '../../../lib/use-t';
import { Table, type Column } from '@portico/elements/ui';
import { PAGE_SIZE, pageOrEmpty } from '../paging';
import { Field, Select, TextInput } from '../../ui/form-controls';
import { useDebounced } from '../../ui/use-debounced';
import { fetchChooserPage, type ChooserFetch } from './chooser-api';
import { KIND_RULES, typeChoices, type ChooserKind, type ChosenOrg } from './chooser-kinds';

export interface OrgChooserProps {
  kind: ChooserKind;
  onChoose: (org: ChosenOrg) => void;
  onClose: () => void;
  /** Areas of this group only (or units below it). */
  unitId?: string | null;
  /** The current choice, marked in the list. */
  selectedId?: string | null;
  /** Stories and tests hand in their own list; the console uses the org calls. */
  fetchPage?: ChooserFetch;
}

/**
 * A store/hotel/group/area/supplier/cooperator chooser (product.md §2.9): a dialog (width 900,
 * api-contract.md §9) with a search that waits 500 ms after the last key, a type filter where the
 * kind has several types, and a paged list; a row's button or a click on the row chooses it.
 */
export function OrgChooser({
  kind,
  onChoose,
  onClose,
  unitId,
  selectedId,
  fetchPage = fetchChooserPage,
}: OrgChooserProps) {
  const t = useT();
  const [keyword, setKeyword] = useState('');
  const [type, setType] = useState('');
  const [current, setCurrent] = useState(1);
  const settled = useDebounced(keyword);
  const search = { keyword: settled, type, unitId, current, pageSize: PAGE_SIZE };
  const query = useQuery({
    queryKey: ['org-chooser', kind, search],
    queryFn: () => fetchPage(kind, search),
    placeholderData: keepPreviousData,
  });
  const { rows, total } = pageOrEmpty(query.data, query.isError);
  const types = typeChoices(kind, ADMIN_UNIT_TYPES);
  const isArea = KIND_RULES[kind].path === '/unit/areas';

  const columns: Column<ChosenOrg>[] = [
    {
      key: 'code',
      header: t(isArea ? 'widget.chooser.areaCode' : 'field.unit.code'),
      width: '9rem',
    },
    { key: 'name', header: t(isArea ? 'widget.chooser.areaName' : 'field.unit.name') },
    isArea
      ? { key: 'ownerCode', header: t('widget.chooser.owner'), width: '9rem' }
      : {
          key: 'type',
          header: t('field.unit.type'),
          width: '9rem',
          cell: (row) => (row.type ? t(`unit.type.${row.type}`) : ''),
        },
    {
      key: 'choose',
      header: <span className="sr-only">{t('common.operation')}</span>,
      width: '5rem',
      align: 'right',
      cell: (row) => (
        <Button
          variant="link"
          aria-label={t('widget.chooser.chooseOne', { name: row.name })}
          onClick={(event) => {
            event.stopPropagation();
            onChoose(row);
          }}
        >
          {t('widget.chooser.choose')}
        </Button>
      ),
    },
  ];

  return (
    <Modal
      title={t(KIND_RULES[kind].title)}
      width={MODAL_WIDTH.other}
      onClose={onClose}
      closeOnOutsideClick
    >
      <div className="mb-3 flex flex-wrap items-end gap-3">
        <Field label={t('common.search')} layout="inline" className="w-72">
          <TextInput
            type="search"
            value={keyword}
            autoFocus
            placeholder={t('widget.chooser.searchHint')}
            onChange={(event) => {
              setKeyword(event.target.value);
              setCurrent(1);
            }}
          />
        </Field>
        {types.length > 0 && (
          <Field label={t('field.unit.type')} layout="inline" className="w-56">
            <Select
              value={type}
              onChange={(event) => {
                setType(event.target.value);
                setCurrent(1);
              }}
              options={[
                { value: '', label: t('common.all') },
                ...types.map((value: AdminUnitType) => ({ value, label: t(`unit.type.${value}`) })),
              ]}
            />
          </Field>
        )}
      </div>
      <Table
        density="compact"
        label={t(KIND_RULES[kind].title)}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        loading={query.isFetching}
        error={query.isError ? query.error.message : null}
        selectedKey={selectedId}
        onRowClick={onChoose}
        maxHeight={360}
        pagination={{
          current,
          total,
          pageSize: PAGE_SIZE,
          onChange: setCurrent,
          busy: query.isFetching,
        }}
      />
    </Modal>
  );
}

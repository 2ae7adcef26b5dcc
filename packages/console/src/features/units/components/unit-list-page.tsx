import {
  UNIT_STATUS_VALUES,
  type AdminUnit,
  type AdminUnitType,
  type UnitListStatistic,
} from '@portico/sdk/contract';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Icon, type IconName } from '@portico/elements/ui';
import { AdminPage } from '../../../components/admin/admin-page';
import { adminHref } from '../../../components/admin/admin-paths';
import { UNIT_SCREEN_LINKS } from '../unit-screen-links';
import type { ChosenOrg } from '../../../components/admin/org-chooser/chooser-kinds';
import { OrgChooserField } from '../../../components/admin/org-chooser/org-chooser-field';
import { PagedTable } from '../../../components/admin/paged-table';
import {
  actionsColumn,
  AddButton,
  EditAction,
  ToggleAction,
} from '../../../components/admin/row-actions';
import { useSessionUnit } from '../../../components/admin/session-unit';
import { EnabledBadge } from '../../../components/admin/enabled-badge';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { Column } from '@portico/elements/ui';
import { usePagedList } from '../../../components/admin/use-paged-list';
import { SearchBar } from '../../../components/ui/search-bar/search-bar';
import { selectItem, textItem } from '../../../components/ui/search-bar/search-items';
import { useSearchForm } from '../../../components/ui/search-bar/use-search-form';
import { notify } from '../../../lib/notify';
import { useT } from '../../../lib/use-t';
import { fetchUnits, UNIT_LIST_KEY } from '../api/get-units';
import { useUnitState } from '../api/save-unit';
import { isUnitType } from '../unit-filters';
import { UnitFormDialog } from './unit-form-dialog';
import { UnitTypeTabs } from './unit-type-tabs';

type Filters = { keyword: string; status: string; parentId: string; type: string };

/**
 * /unit/unitList (product.md §2.5): the units of the caller's scope with the type filter, search,
 * add, edit, enable/disable, and the ways into a unit's apps, parameters, departments, overview.
 */
export function UnitListPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const initialType = isUnitType(params.get('type')) ? (params.get('type') as AdminUnitType) : '';
  const form = useSearchForm({ keyword: '', status: '' });
  const [parent, setParent] = useState<ChosenOrg | null>(null);
  const sessionUnit = useSessionUnit();
  const list = usePagedList<AdminUnit, Filters>({
    queryKey: UNIT_LIST_KEY,
    fetchPage: fetchUnits,
    initialFilters: { keyword: '', status: '', parentId: '', type: initialType },
  });
  const [editing, setEditing] = useState<AdminUnit | 'new' | null>(null);
  const [disabling, setDisabling] = useState<AdminUnit | null>(null);
  const state = useUnitState();
  const statistic = list.statistic as UnitListStatistic | undefined;
  const type = list.filters.type as AdminUnitType | '';

  const query = (next: Partial<Filters> = {}) =>
    list.search({ ...form.draft, parentId: parent?.id ?? '', type, ...next });
  const chooseType = (next: AdminUnitType | '') => {
    query({ type: next });
    setParams(next ? { type: next } : {}, { replace: true });
  };
  const changeState = (unit: AdminUnit, status: 'enabled' | 'disabled') =>
    state.mutate(
      { id: unit.id, status },
      {
        onSuccess: () => {
          notify(
            t(status === 'enabled' ? 'units.enabledDone' : 'units.disabledDone', {
              code: unit.code,
            }),
            'success',
          );
          setDisabling(null);
        },
        onError: (error) => notify(error.message, 'error'),
      },
    );
  const busy = (unit: AdminUnit) => state.isPending && state.variables?.id === unit.id;

  const columns: Column<AdminUnit>[] = [
    { key: 'code', header: t('field.unit.code'), width: '8rem' },
    {
      key: 'descript',
      header: t('field.unit.name'),
      cell: (unit) => (
        <Link
          to={adminHref('/unit/unit-box', { unitId: unit.id })}
          className="text-brand-700 hover:underline"
        >
          {unit.descript}
        </Link>
      ),
    },
    {
      key: 'type',
      header: t('field.unit.type'),
      width: '8rem',
      cell: (unit) => t(`unit.type.${unit.type}`),
    },
    {
      key: 'parentCode',
      header: t('units.parent'),
      width: '7rem',
      cell: (unit) => unit.parentCode ?? '—',
    },
    {
      key: 'areaCode',
      header: t('units.area'),
      width: '6rem',
      cell: (unit) => unit.areaCode ?? '—',
    },
    {
      key: 'status',
      header: t('units.status'),
      width: '6rem',
      cell: (unit) => <EnabledBadge status={unit.status} />,
    },
    { key: 'userCount', header: t('units.userCount'), width: '5rem', align: 'right' },
    {
      key: 'createTime',
      header: t('units.createTime'),
      width: '9rem',
      cell: (unit) => unit.createTime.slice(0, 10),
    },
    actionsColumn(t('common.operation'), '13rem', (unit) => (
      <>
        <EditAction
          label={t('units.editOne', { code: unit.code })}
          onClick={() => setEditing(unit)}
        />
        <ToggleAction
          enabled={unit.status === 'enabled'}
          label={t(unit.status === 'enabled' ? 'units.disableOne' : 'units.enableOne', {
            code: unit.code,
          })}
          loading={busy(unit)}
          disabled={unit.parentId === null}
          onClick={() =>
            unit.status === 'enabled' ? setDisabling(unit) : changeState(unit, 'enabled')
          }
        />
        {UNIT_SCREEN_LINKS.map(
          (link) =>
            link.action && (
              <RowLink
                key={link.path}
                to={adminHref(link.path, { unitId: unit.id })}
                icon={link.icon}
                label={t(link.action, { code: unit.code })}
              />
            ),
        )}
      </>
    )),
  ];

  return (
    <AdminPage
      title={t('route.unit.unitList')}
      actions={<AddButton label={t('units.add')} onClick={() => setEditing('new')} />}
    >
      <SearchBar
        label={t('units.search')}
        loading={list.fetching}
        onQuery={() => query()}
        onClear={() => {
          const blank = form.reset();
          setParent(null);
          list.search({ ...blank, parentId: '', type });
        }}
        items={[
          textItem(form, 'keyword', t('units.keyword'), t('widget.chooser.searchHint')),
          selectItem(form, 'status', t('units.status'), [
            { value: '', label: t('common.all') },
            ...UNIT_STATUS_VALUES.map((value) => ({
              value,
              label: t(value === 'enabled' ? 'common.enabled' : 'common.disabled'),
            })),
          ]),
          {
            key: 'parent',
            label: t('units.parent'),
            control: <OrgChooserField kind="unit" value={parent} onChange={setParent} />,
          },
        ]}
      />
      <UnitTypeTabs value={type} onChange={chooseType} counts={statistic?.byType} />
      <PagedTable
        label={t('route.unit.unitList')}
        columns={columns}
        rowKey={(unit) => unit.id}
        list={list}
      />
      {editing && (
        <UnitFormDialog
          unit={editing === 'new' ? undefined : editing}
          parent={parent ?? sessionUnit}
          onClose={() => setEditing(null)}
        />
      )}
      {disabling && (
        <ConfirmDialog
          title={t('units.disableTitle')}
          message={t('units.confirmDisable', { code: disabling.code, name: disabling.descript })}
          confirmLabel={t('units.disable')}
          danger
          loading={state.isPending}
          onConfirm={() => changeState(disabling, 'disabled')}
          onClose={() => setDisabling(null)}
        />
      )}
    </AdminPage>
  );
}

function RowLink({ to, icon, label }: { to: string; icon: IconName; label: string }) {
  return (
    <Link
      to={to}
      aria-label={label}
      title={label}
      className="inline-flex size-7 items-center justify-center rounded text-slate-500 hover:bg-slate-100 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      <Icon name={icon} />
    </Link>
  );
}

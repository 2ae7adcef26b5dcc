import { useMemo, useState } from 'react';
import { Modal, MODAL_WIDTH } from '@portico/elements/ui';
import { ChooserButton } from '../../../components/admin/chooser-button';
import { ConfirmFooter } from '../../../components/admin/confirm-footer';
import { SearchInput } from '../../../components/ui/search-input';
import { useT } from '../../../lib/use-t';
import { useUserDepartmentTree } from '../api/user-departments';
import {
  flattenDepartments,
  searchDepartments,
  type DepartmentOption,
} from '../department-options';
import type { ChosenDepartment } from '../user-form';

/** Rows rendered at once; a search narrows a unit of thousands. */
const SHOWN = 300;

export interface DepartmentChooserFieldProps {
  /** The user's home unit: its departments are the choices. */
  unitId: string | null;
  value: ChosenDepartment | null;
  onChange: (value: ChosenDepartment | null) => void;
  id?: string;
  disabled?: boolean;
  'aria-describedby'?: string;
}

/** The user's department in the form: a button opening the unit's department tree to choose. */
export function DepartmentChooserField({
  unitId,
  value,
  onChange,
  id,
  disabled,
  'aria-describedby': describedBy,
}: DepartmentChooserFieldProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <ChooserButton
      id={id}
      disabled={disabled || !unitId}
      aria-describedby={describedBy}
      text={value ? value.name : t('users.dept.none')}
      chosen={Boolean(value)}
      icon="folder"
      onOpen={() => setOpen(true)}
      clear={{ label: t('users.dept.clear'), onClear: () => onChange(null) }}
    >
      {open && unitId && (
        <DepartmentChooserDialog
          unitId={unitId}
          current={value?.id ?? null}
          onClose={() => setOpen(false)}
          onChoose={(chosen) => {
            onChange({ id: chosen.id, name: chosen.path });
            setOpen(false);
          }}
        />
      )}
    </ChooserButton>
  );
}

/** The unit's departments as an indented list of radios, searched by code or name. */
function DepartmentChooserDialog({
  unitId,
  current,
  onClose,
  onChoose,
}: {
  unitId: string;
  current: string | null;
  onClose: () => void;
  onChoose: (department: DepartmentOption) => void;
}) {
  const t = useT();
  const tree = useUserDepartmentTree(unitId);
  const all = useMemo(() => flattenDepartments(tree.data), [tree.data]);
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<string | null>(current);
  const { shown, more } = useMemo(() => searchDepartments(all, text, SHOWN), [all, text]);
  const chosen = all.find((o) => o.id === picked) ?? null;
  return (
    <Modal
      title={t('users.dept.title')}
      width={MODAL_WIDTH.form}
      onClose={onClose}
      footer={
        <ConfirmFooter
          label={t('common.confirm')}
          disabled={!chosen || chosen.id === current}
          onConfirm={() => chosen && onChoose(chosen)}
          onCancel={onClose}
        />
      }
    >
      <div className="flex flex-col gap-2">
        <SearchInput
          type="text"
          name="departmentSearch"
          label={t('users.dept.search')}
          value={text}
          onChange={setText}
        />
        {tree.isPending ? (
          <p className="text-xs text-slate-500">{t('common.loading')}</p>
        ) : tree.error ? (
          <p role="alert" className="text-xs text-red-600">
            {tree.error.message}
          </p>
        ) : (
          <fieldset className="max-h-80 overflow-auto rounded border border-slate-200 p-1">
            <legend className="sr-only">{t('users.dept.title')}</legend>
            {shown.length === 0 && (
              <p className="p-3 text-center text-xs text-slate-500">{t('common.noData')}</p>
            )}
            {shown.map((option) => (
              <label
                key={option.id}
                className="flex cursor-pointer items-center gap-2 rounded px-1.5 py-1 text-xs text-slate-700 hover:bg-slate-50"
                // Searching lists matches flat, each by its path; otherwise the tree's indent.
                style={{ paddingLeft: `${0.375 + (text.trim() ? 0 : option.depth * 1.1)}rem` }}
              >
                <input
                  type="radio"
                  name="department"
                  value={option.id}
                  checked={picked === option.id}
                  onChange={() => setPicked(option.id)}
                />
                <span>{text.trim() ? option.path : option.name}</span>
                <span className="text-slate-600">{option.code}</span>
              </label>
            ))}
            {more > 0 && (
              <p className="p-2 text-xs text-slate-500">{t('users.dept.more', { count: more })}</p>
            )}
          </fieldset>
        )}
      </div>
    </Modal>
  );
}

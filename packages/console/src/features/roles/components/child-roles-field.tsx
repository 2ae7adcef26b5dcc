import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { CheckRow } from '../../../components/admin/check-row';
import { useT } from '../../../lib/use-t';
import { unitRolesQueryOptions } from '../api/roles';

/**
 * The child roles of a role (product.md §6): the other roles its unit owns, ticked where the
 * role includes them. A holder of the role gets their permissions too (the server walks the
 * chain; it refuses a cycle).
 */
export function ChildRolesField({
  unitId,
  roleId,
  value,
  onChange,
}: {
  unitId: string;
  roleId?: string;
  value: string[];
  onChange: (ids: string[]) => void;
}) {
  const t = useT();
  const hintId = useId();
  const roles = useQuery(unitRolesQueryOptions(unitId));
  // Dispatched roles belong to another unit: the server takes children of the same unit only.
  const choices = (roles.data?.datas ?? []).filter((r) => !r.dispatched && r.id !== roleId);
  const flip = (id: string, on: boolean) =>
    onChange(on ? [...value, id] : value.filter((current) => current !== id));
  return (
    <fieldset className="min-w-0" aria-describedby={hintId}>
      <legend className="mb-1 text-xs text-slate-600">{t('field.role.child')}</legend>
      <p id={hintId} className="mb-1 text-[11px] text-slate-500">
        {t('roleAdmin.childrenHint')}
      </p>
      <div className="max-h-36 overflow-auto rounded-md border border-slate-200 px-2 py-1">
        {roles.isPending && <p className="text-xs text-slate-500">{t('common.loading')}</p>}
        {!roles.isPending && choices.length === 0 && (
          <p className="text-xs text-slate-500">{t('roleAdmin.noChildren')}</p>
        )}
        {choices.map((r) => (
          <CheckRow
            key={r.id}
            name="childRoleIds"
            choice={{ id: r.id, code: r.code, name: r.descript }}
            checked={value.includes(r.id)}
            onChange={(on) => flip(r.id, on)}
            className="py-0.5"
            textClassName="text-slate-500"
          />
        ))}
      </div>
    </fieldset>
  );
}

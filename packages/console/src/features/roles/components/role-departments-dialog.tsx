import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { MODAL_WIDTH } from '@portico/elements/ui';
import { CheckRow } from '../../../components/admin/check-row';
import { ChoiceDialog, toastOutcome, useChosenIds } from '../../../components/admin/choice-dialog';
import { SearchInput } from '../../../components/ui/search-input';
import { VirtualList } from '../../../components/ui/virtual-list/virtual-list';
import { useT } from '../../../lib/use-t';
import {
  roleMembersQueryOptions,
  unitDepartmentsQueryOptions,
  useAssignRoleDepartments,
} from '../api/roles';
import type { RoleUnitDialogProps } from './role-unit-dialog';

const ROW_HEIGHT = 30;

/**
 * Assigns a role to departments of a unit (product.md §6): users of a ticked department hold the
 * role when their use-department-role flag is on. The unit itself is not offered ('Unit cannot
 * be assigned roles'). Windowed, so a unit of thousands of departments stays quick.
 */
export function RoleDepartmentsDialog({ role, unitId, onClose }: RoleUnitDialogProps) {
  const t = useT();
  const departments = useQuery(unitDepartmentsQueryOptions(unitId));
  const members = useQuery(roleMembersQueryOptions(role.id, unitId));
  const { picked, flip } = useChosenIds(members.data?.departmentIds);
  const [filter, setFilter] = useState('');
  const assign = useAssignRoleDepartments();
  const rows = useMemo(() => {
    const needle = filter.trim().toLocaleLowerCase();
    const all = departments.data ?? [];
    if (!needle) return all;
    return all.filter((d) => `${d.code} ${d.name}`.toLocaleLowerCase().includes(needle));
  }, [departments.data, filter]);
  const save = () =>
    assign.mutate(
      { id: role.id, unitId, departmentIds: [...picked] },
      toastOutcome(t('roleAdmin.departmentsSaved', { code: role.code }), onClose),
    );
  const error = departments.error?.message ?? members.error?.message ?? null;
  return (
    <ChoiceDialog
      title={`${t('roleAdmin.departmentsTab')}: ${role.code} (${role.descript})`}
      width={MODAL_WIDTH.form}
      onClose={onClose}
      onSave={save}
      saving={assign.isPending}
      ready={Boolean(members.data && departments.data)}
      count={picked.size}
    >
      <p className="mb-2 text-xs text-slate-500">{t('roleAdmin.departmentsHint')}</p>
      <SearchInput
        label={t('roleAdmin.departmentFilter')}
        value={filter}
        onChange={setFilter}
        className="mb-2 max-w-60"
      />
      {(departments.isPending || members.isPending) && !error && (
        <p className="text-sm text-slate-500">{t('common.loading')}</p>
      )}
      {error && <p className="text-sm text-red-600">{error}</p>}
      {departments.data && departments.data.length === 0 && (
        <p className="text-sm text-slate-500">{t('roleAdmin.noDepartments')}</p>
      )}
      {rows.length > 0 && (
        <VirtualList
          count={rows.length}
          rowHeight={ROW_HEIGHT}
          height={Math.min(rows.length * ROW_HEIGHT, 320)}
          className="rounded-md border border-slate-200"
          role="group"
          aria-label={t('roleAdmin.departmentsTab')}
          renderRow={(index) => {
            const d = rows[index]!;
            return (
              <CheckRow
                key={d.id}
                name="departmentIds"
                choice={d}
                checked={picked.has(d.id)}
                onChange={(on) => flip(d.id, on)}
                className="px-2"
                style={{
                  height: ROW_HEIGHT,
                  paddingLeft: `${0.5 + (filter ? 0 : Math.min(d.depth, 12)) * 1.25}rem`,
                }}
              />
            );
          }}
        />
      )}
    </ChoiceDialog>
  );
}

import type { AdminRole } from '@portico/sdk/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Modal, MODAL_WIDTH } from '@portico/elements/ui';
import { SaveCancelFooter } from '../../../components/admin/form-dialog';
import { TextInput } from '../../../components/ui/form-controls';
import { VirtualList } from '../../../components/ui/virtual-list/virtual-list';
import { notify } from '../../../lib/notify';
import { useT } from '../../../lib/use-t';
import {
  roleMembersQueryOptions,
  unitDepartmentsQueryOptions,
  useAssignRoleDepartments,
} from '../api/roles';

const ROW_HEIGHT = 30;

/**
 * Assigns a role to departments of a unit (product.md §6): users of a ticked department hold the
 * role when their use-department-role flag is on. The unit itself is not offered ('Unit cannot
 * be assigned roles'). Windowed, so a unit of thousands of departments stays quick.
 */
export function RoleDepartmentsDialog({
  role,
  unitId,
  onClose,
}: {
  role: AdminRole;
  unitId: string;
  onClose: () => void;
}) {
  const t = useT();
  const departments = useQuery(unitDepartmentsQueryOptions(unitId));
  const members = useQuery(roleMembersQueryOptions(role.id, unitId));
  const [chosen, setChosen] = useState<Set<string> | null>(null);
  const picked = chosen ?? new Set(members.data?.departmentIds ?? []);
  const [filter, setFilter] = useState('');
  const assign = useAssignRoleDepartments();
  const rows = useMemo(() => {
    const needle = filter.trim().toLocaleLowerCase();
    const all = departments.data ?? [];
    if (!needle) return all;
    return all.filter((d) => `${d.code} ${d.name}`.toLocaleLowerCase().includes(needle));
  }, [departments.data, filter]);
  const flip = (id: string, on: boolean) => {
    const next = new Set(picked);
    if (on) next.add(id);
    else next.delete(id);
    setChosen(next);
  };
  const save = () =>
    assign.mutate(
      { id: role.id, unitId, departmentIds: [...picked] },
      {
        onSuccess: () => {
          notify(t('roleAdmin.departmentsSaved', { code: role.code }), 'success');
          onClose();
        },
        onError: (failure) => notify(failure.message, 'error'),
      },
    );
  const error = departments.error?.message ?? members.error?.message ?? null;
  return (
    <Modal
      title={`${t('roleAdmin.departmentsTab')}: ${role.code} (${role.descript})`}
      width={MODAL_WIDTH.form}
      onClose={onClose}
      footer={
        <SaveCancelFooter
          onCancel={onClose}
          saving={assign.isPending}
          disabled={!members.data || !departments.data}
          onSave={save}
          note={t('roles.chosenCount', { count: picked.size })}
        />
      }
    >
      <p className="mb-2 text-xs text-slate-500">{t('roleAdmin.departmentsHint')}</p>
      <TextInput
        type="search"
        aria-label={t('roleAdmin.departmentFilter')}
        placeholder={t('roleAdmin.departmentFilter')}
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
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
              <label
                key={d.id}
                className="flex items-center gap-2 px-2 text-sm text-slate-700"
                style={{
                  height: ROW_HEIGHT,
                  paddingLeft: `${0.5 + (filter ? 0 : Math.min(d.depth, 12)) * 1.25}rem`,
                }}
              >
                <input
                  type="checkbox"
                  name="departmentIds"
                  value={d.id}
                  className="size-3.5 accent-brand-600"
                  checked={picked.has(d.id)}
                  onChange={(event) => flip(d.id, event.target.checked)}
                />
                <span className="font-mono text-xs">{d.code}</span>
                <span className="truncate">{d.name}</span>
              </label>
            );
          }}
        />
      )}
    </Modal>
  );
}

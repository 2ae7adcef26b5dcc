import { useMutationToasts } from '../../../components/admin/mutation-toasts';
import { ADMIN_UNIT_TYPES, type AdminRole, type AdminUnitType } from '@portico/sdk/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge, Modal, MODAL_WIDTH } from '@portico/elements/ui';
import { SaveCancelFooter } from '../../../components/admin/form-dialog';
import { useT } from '../../../lib/use-t';
import { roleDispatchesQueryOptions, useDispatchRole } from '../api/roles';

/**
 * Dispatches a group's role to hotels of the group (product.md §6 "dispatch roles to hotels"):
 * the units below the role's unit, ticked where it is dispatched; saving makes the dispatch
 * exactly those ticked. A unit unticked loses the role with its users' and departments' grants.
 */
export function RoleDispatchDialog({ role, onClose }: { role: AdminRole; onClose: () => void }) {
  const t = useT();
  const toasts = useMutationToasts();
  // The unit type by its name (联盟, Alliance), never its stored code (ALLIAN).
  const typeName = (type: string) =>
    (ADMIN_UNIT_TYPES as readonly string[]).includes(type)
      ? t(`unit.type.${type as AdminUnitType}`)
      : type;
  const targets = useQuery(roleDispatchesQueryOptions(role.id));
  const [chosen, setChosen] = useState<Set<string> | null>(null);
  const picked =
    chosen ?? new Set((targets.data ?? []).filter((u) => u.dispatched).map((u) => u.unitId));
  const dispatch = useDispatchRole();
  const flip = (unitId: string, on: boolean) => {
    const next = new Set(picked);
    if (on) next.add(unitId);
    else next.delete(unitId);
    setChosen(next);
  };
  const save = () =>
    dispatch.mutate(
      { id: role.id, unitIds: [...picked] },
      toasts.done(onClose, t('roleAdmin.dispatchSaved', { code: role.code, count: picked.size })),
    );
  const rows = targets.data ?? [];
  return (
    <Modal
      title={t('roleAdmin.dispatchOf', { code: role.code, name: role.descript })}
      width={MODAL_WIDTH.form}
      onClose={onClose}
      footer={
        <SaveCancelFooter
          onCancel={onClose}
          saving={dispatch.isPending}
          disabled={!targets.data || rows.length === 0}
          onSave={save}
        />
      }
    >
      <p className="mb-2 text-xs text-slate-500">{t('roleAdmin.dispatchHint')}</p>
      {targets.isPending && <p className="text-sm text-slate-500">{t('common.loading')}</p>}
      {targets.error && <p className="text-sm text-red-600">{targets.error.message}</p>}
      {targets.data && rows.length === 0 && (
        <p className="text-sm text-slate-500">{t('roleAdmin.noTargets')}</p>
      )}
      <ul className="max-h-80 divide-y divide-slate-100 overflow-auto rounded-md border border-slate-200">
        {rows.map((u) => (
          <li key={u.unitId}>
            <label className="flex items-center gap-2 px-3 py-1.5 text-sm text-slate-700">
              <input
                type="checkbox"
                className="size-3.5 accent-brand-600"
                aria-label={t('roleAdmin.dispatchTo', { code: u.code })}
                checked={picked.has(u.unitId)}
                onChange={(event) => flip(u.unitId, event.target.checked)}
              />
              <span className="font-mono text-xs">{u.code}</span>
              <span className="truncate">{u.descript}</span>
              <Badge tone="neutral">{typeName(u.type)}</Badge>
            </label>
          </li>
        ))}
      </ul>
    </Modal>
  );
}

import { useMutationToasts } from '../../../components/admin/mutation-toasts';
import type { Flag } from '@portico/sdk';
import type { AdminUserDetail, UnitProjection } from '@portico/sdk/contract';
import { useState } from 'react';
import { Button } from '@portico/elements/ui';
import type { ChosenOrg } from '../../../components/admin/org-chooser/chooser-kinds';
import { OrgChooserField } from '../../../components/admin/org-chooser/org-chooser-field';
import { Field } from '../../../components/ui/form-controls';
import { Switch } from '../../../components/ui/switch';
import { useT } from '../../../lib/use-t';
import { useEditProjection, useProjection, type ProjectionTarget } from '../api/user-relations';

/**
 * How the user appears in the parent unit and in a unit below the home unit (api-contract.md
 * §7.4 unitProjectionInParent/InChild, editProjectionInParent/InChild; product.md §6).
 */
export function ProjectionsPanel({ user }: { user: AdminUserDetail }) {
  const t = useT();
  const [child, setChild] = useState<ChosenOrg | null>(null);
  const base = { userCode: user.userCode, unitId: user.unitId };
  return (
    <div className="flex flex-col gap-4">
      <section aria-labelledby="user-proj-parent">
        <h3 id="user-proj-parent" className="mb-1 text-xs font-semibold text-slate-700">
          {t('users.proj.parent')}
        </h3>
        <Projection target={base} />
      </section>
      <section aria-labelledby="user-proj-child" className="flex flex-col gap-2">
        <h3 id="user-proj-child" className="text-xs font-semibold text-slate-700">
          {t('users.proj.child')}
        </h3>
        <Field label={t('users.proj.childUnit')} layout="inline" className="max-w-96">
          <OrgChooserField kind="unit" unitId={user.unitId} value={child} onChange={setChild} />
        </Field>
        {child && <Projection key={child.id} target={{ ...base, childId: child.id }} />}
      </section>
    </div>
  );
}

const FLAGS = ['related', 'isAdmin', 'isAgentAdmin', 'canLogin'] as const;
type Flags = Pick<UnitProjection, (typeof FLAGS)[number]>;
const LABEL = {
  related: 'users.proj.related',
  isAdmin: 'users.proj.isAdmin',
  isAgentAdmin: 'users.proj.isAgentAdmin',
  canLogin: 'users.proj.canLogin',
} as const;

function Projection({ target }: { target: ProjectionTarget }) {
  const t = useT();
  const toasts = useMutationToasts();
  const projection = useProjection(target);
  const edit = useEditProjection();
  const [flags, setFlags] = useState<Flags | null>(null);
  if (projection.error) {
    // No parent unit (a top unit), or one outside the caller's scope: nothing to project.
    return <p className="text-xs text-slate-500">{t('users.proj.none')}</p>;
  }
  if (!projection.data) return <p className="text-xs text-slate-500">{t('common.loading')}</p>;
  const current = flags ?? projection.data;
  const set = (key: keyof Flags, on: boolean) => {
    const value: Flag = on ? 'T' : 'F';
    // Without a relation the other flags mean nothing: turning it off clears them.
    const next = { ...current, [key]: value };
    setFlags(
      key === 'related' && !on ? { ...next, isAdmin: 'F', isAgentAdmin: 'F', canLogin: 'F' } : next,
    );
  };
  return (
    <div className="flex flex-wrap items-center gap-x-5 gap-y-2 rounded border border-slate-200 p-2">
      <span className="text-xs font-medium text-slate-700">
        {`${projection.data.unitName} (${projection.data.unitCode})`}
      </span>
      {FLAGS.map((key) => (
        <label key={key} className="flex items-center gap-1.5 text-xs text-slate-600">
          <Switch
            checked={current[key] === 'T'}
            disabled={key !== 'related' && current.related !== 'T'}
            label={t(LABEL[key])}
            onChange={(on) => set(key, on)}
          />
          {t(LABEL[key])}
        </label>
      ))}
      <Button
        className="ml-auto"
        disabled={!flags}
        loading={edit.isPending}
        onClick={() =>
          edit.mutate(
            { ...target, ...current },
            toasts.done(
              () => setFlags(null),
              t('users.proj.saved', { unit: projection.data.unitCode }),
            ),
          )
        }
      >
        {t('common.save')}
      </Button>
    </div>
  );
}

import {
  MFA_FACTORS,
  MFA_MAX_GRACE_DAYS,
  MFA_POLICIES,
  type MfaFactor,
  type MfaPolicyKind,
  type UnitMfaPolicy,
} from '@portico/sdk/contract';
import { useState, type FormEvent } from 'react';
import { Panel } from '../../../components/admin/admin-page';
import { SaveButton } from '../../../components/admin/form-dialog';
import { CheckBox, ChoiceGroup } from '../../../components/ui/bound-fields';
import { ChoiceSelect, Field, TextInput } from '../../../components/ui/form-controls';
import { notify } from '../../../lib/notify';
import { useT } from '../../../lib/use-t';
import { useMfaPolicy, useSaveMfaPolicy, useSourceUnit } from '../api/mfa-policy';
import { wholeNumberIn } from '../security-form';

/**
 * The unit's sign-in factor policy beside its SMS validation: off / optional / required for
 * administrators / for everyone, the factors that count, the grace days, passwordless passkeys
 * and trust in the upstream provider's MFA. An inherited policy says which unit it comes from;
 * saving makes it the unit's own, "Inherit again" drops it.
 */
export function MfaPolicyPanel({ unitId }: { unitId: string }) {
  const t = useT();
  const policy = useMfaPolicy(unitId);
  if (policy.isError) {
    return (
      <p role="alert" className="text-xs text-red-600">
        {policy.error.message}
      </p>
    );
  }
  if (!policy.data) return <p className="text-xs text-slate-600">{t('common.loading')}</p>;
  // Keyed by what is in force, so the form restarts with the saved or inherited values.
  const data = policy.data;
  return (
    <MfaPolicyForm
      key={`${data.unitId}:${data.sourceUnitId}:${JSON.stringify(data)}`}
      data={data}
    />
  );
}

function MfaPolicyForm({ data }: { data: UnitMfaPolicy }) {
  const t = useT();
  const save = useSaveMfaPolicy(data.unitId);
  const source = useSourceUnit(data.own ? null : data.sourceUnitId);
  const [policy, setPolicy] = useState<MfaPolicyKind>(data.policy);
  const [factors, setFactors] = useState<MfaFactor[]>(data.factors);
  const [grace, setGrace] = useState(String(data.graceDays));
  const [passwordless, setPasswordless] = useState(data.passwordless);
  const [trustUpstream, setTrustUpstream] = useState(data.trustUpstreamMfa);
  const [errors, setErrors] = useState<{ factors?: string; grace?: string }>({});

  const origin = data.own
    ? t('mfa.admin.own')
    : data.sourceUnitId
      ? t('mfa.admin.inherited', {
          unit: source.data ? `${source.data.code} ${source.data.descript}` : '…',
        })
      : t('mfa.admin.default');

  const done = {
    onSuccess: () => notify(t('security.saved'), 'success'),
    onError: (error: Error) => notify(error.message, 'error'),
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const graceDays = wholeNumberIn(grace, 0, MFA_MAX_GRACE_DAYS);
    const found = {
      ...(factors.length === 0 ? { factors: t('mfa.admin.factorsRequired') } : {}),
      ...(graceDays === null ? { grace: t('mfa.admin.graceInvalid') } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length) return;
    save.mutate(
      { policy, factors, graceDays: graceDays!, passwordless, trustUpstreamMfa: trustUpstream },
      done,
    );
  }

  return (
    <Panel label={t('mfa.admin.title')}>
      <form onSubmit={submit} className="flex max-w-lg flex-col gap-3" data-testid="mfa-policy">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-sm font-semibold text-slate-800">{t('mfa.admin.title')}</h2>
          <span
            data-testid="mfa-policy-origin"
            data-own={data.own}
            className={`rounded-full px-2 py-0.5 text-xs ${data.own ? 'bg-brand-50 text-brand-700' : 'bg-slate-100 text-slate-600'}`}
          >
            {origin}
          </span>
        </div>
        <Field label={t('mfa.admin.policy')}>
          <ChoiceSelect
            name="policy"
            values={MFA_POLICIES}
            labelOf={(value) => t(`mfa.admin.policy.${value}`)}
            value={policy}
            onChange={setPolicy}
          />
        </Field>
        <ChoiceGroup legend={t('mfa.admin.factors')} required error={errors.factors}>
          {MFA_FACTORS.map((factor) => (
            <CheckBox
              key={factor}
              name={`factor-${factor}`}
              label={t(`mfa.admin.factor.${factor}`)}
              checked={factors.includes(factor)}
              onChange={(event) =>
                setFactors((current) =>
                  event.target.checked
                    ? MFA_FACTORS.filter((f) => f === factor || current.includes(f))
                    : current.filter((f) => f !== factor),
                )
              }
            />
          ))}
        </ChoiceGroup>
        <Field
          label={t('mfa.admin.graceDays')}
          hint={t('mfa.admin.graceHint')}
          error={errors.grace}
        >
          <TextInput
            name="graceDays"
            inputMode="numeric"
            value={grace}
            onChange={(event) => setGrace(event.target.value)}
            className="max-w-24"
          />
        </Field>
        <CheckBox
          name="passwordless"
          label={t('mfa.admin.passwordless')}
          checked={passwordless}
          onChange={(event) => setPasswordless(event.target.checked)}
        />
        <CheckBox
          name="trustUpstreamMfa"
          label={t('mfa.admin.trustUpstream')}
          checked={trustUpstream}
          onChange={(event) => setTrustUpstream(event.target.checked)}
        />
        <div className="flex flex-wrap items-center gap-2">
          <SaveButton saving={save.isPending} />
          {data.own && (
            <button
              type="button"
              onClick={() =>
                save.mutate(
                  {
                    policy: data.policy,
                    factors: data.factors,
                    graceDays: data.graceDays,
                    inherit: true,
                  },
                  done,
                )
              }
              className="text-xs font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              {t('mfa.admin.inherit')}
            </button>
          )}
        </div>
      </form>
    </Panel>
  );
}

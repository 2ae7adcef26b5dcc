import { useMutationToasts } from '../../../components/admin/mutation-toasts';
import type { TextKey } from '../../../texts/catalogue';
import type { UpstreamIdpView } from '@portico/sdk/contract';
import { AdminPage, Panel } from '../../../components/admin/admin-page';
import { UnitScopeField, useScopeUnit } from '../../../components/admin/unit-scope-field';
import { Button } from '@portico/elements/ui';
import { useFormFields } from '../../../components/admin/use-form-fields';
import { bindForm, CheckField, TextField } from '../../../components/ui/bound-fields';
import { useT } from '../../../lib/use-t';
import { useUpstreamIdp, useUpstreamIdpChanges } from '../api/upstream-idp';
import { checkIdpForm, idpFormOf, type IdpForm } from '../oidc-forms';
import { UpstreamLinksPanel } from './upstream-links-panel';

/**
 * /safety/upstreamIdp, beside the unit's other security settings (server README "Upstream
 * identity providers"): the unit's corporate OpenID Connect provider. The secret is write-only:
 * the page only says whether one is stored.
 */
export function UpstreamIdpPage() {
  const t = useT();
  const [unit, setUnit] = useScopeUnit();
  const idp = useUpstreamIdp(unit?.id ?? null);
  return (
    <AdminPage title={t('oidc.upstream.title')} subtitle={t('oidc.upstream.hint')}>
      <UnitScopeField label={t('security.unit')} value={unit} onChange={setUnit} />
      {idp.isError && (
        <p role="alert" className="text-xs text-red-600">
          {idp.error.message}
        </p>
      )}
      {unit && idp.isSuccess && (
        // Keyed by unit so that the form restarts with the other unit's values.
        <IdpFormPanel key={unit.id} unitId={unit.id} view={idp.data} />
      )}
      {unit && idp.isSuccess && idp.data && <UpstreamLinksPanel key={unit.id} unitId={unit.id} />}
    </AdminPage>
  );
}

function IdpFormPanel({ unitId, view }: { unitId: string; view: UpstreamIdpView | null }) {
  const t = useT();
  const toasts = useMutationToasts();
  const { save, remove } = useUpstreamIdpChanges(unitId);
  const { form, setForm, errors, set, setErrors } = useFormFields<
    IdpForm,
    Partial<Record<keyof IdpForm, TextKey>>
  >(() => idpFormOf(view));
  const bind = bindForm({ form, errors, set }, t);
  const text = (
    name: 'issuer' | 'clientId' | 'clientSecret' | 'userCodeClaim',
    label: string,
    hint?: string,
  ) => (
    <TextField
      bind={bind}
      name={name}
      label={label}
      hint={hint}
      required={name === 'issuer' || name === 'clientId'}
      type={name === 'clientSecret' ? 'password' : 'text'}
      autoComplete="off"
    />
  );

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const checked = checkIdpForm(unitId, form);
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    save.mutate(
      checked.value,
      toasts.done(() => set('clientSecret', ''), t('oidc.upstream.saved')),
    );
  };

  return (
    <Panel label={t('oidc.upstream.title')}>
      <form noValidate onSubmit={submit} className="flex max-w-xl flex-col gap-3">
        {!view && <p className="text-xs text-slate-600">{t('oidc.upstream.none')}</p>}
        {text('issuer', t('oidc.upstream.issuer'))}
        {text('clientId', t('oidc.upstream.clientId'))}
        {text(
          'clientSecret',
          t('oidc.upstream.clientSecret'),
          view?.hasSecret ? t('oidc.upstream.secretStored') : undefined,
        )}
        {text('userCodeClaim', t('oidc.upstream.userCodeClaim'))}
        {(['enabled', 'createAccounts'] as const).map((name) => (
          <CheckField key={name} bind={bind} name={name} label={t(`oidc.upstream.${name}`)} />
        ))}
        {view && (
          <p className="text-xs text-slate-600">
            {t('oidc.upstream.redirectUri')}{' '}
            <code data-testid="upstream-redirect-uri" className="select-all break-all">
              {view.redirectUri}
            </code>
          </p>
        )}
        <div className="flex gap-2">
          <Button type="submit" variant="primary" loading={save.isPending}>
            {t('common.save')}
          </Button>
          {view && (
            <Button
              type="button"
              variant="danger"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(
                  undefined,
                  toasts.done(() => setForm(idpFormOf(null)), t('oidc.upstream.removed')),
                )
              }
            >
              {t('oidc.upstream.remove')}
            </Button>
          )}
        </div>
      </form>
    </Panel>
  );
}

import { OIDC_SCOPES, type AdminApp } from '@portico/sdk/contract';
import type { MessageKey } from '@portico/sdk';
import { useState } from 'react';
import { FormDialog } from '../../../components/admin/form-dialog';
import { Button } from '@portico/elements/ui';
import type { Column } from '@portico/elements/ui';
import { Field, TextInput } from '../../../components/ui/form-controls';
import { notify } from '../../../lib/notify';
import { useT } from '../../../lib/use-t';
import { useOidcClient, useOidcClientChanges } from '../api/oidc-client';
import { checkClientForm, clientFormOf, type ClientForm } from '../oidc-forms';
import { SecretOnce } from './secret-once';

const areaClass =
  'min-h-16 w-full rounded border border-slate-300 px-2 py-1 font-mono text-xs focus:border-brand-500 focus:outline-none';

/**
 * An application's OpenID Connect client (server README "OpenID Connect"), opened from the
 * applications screen: the client id is the app code; a confidential client's secret is shown
 * once when made or rotated; addresses are checked with the server's own schema before saving.
 */
export function OidcClientDialog({ app, onClose }: { app: AdminApp; onClose: () => void }) {
  const current = useOidcClient(app.code);
  // The form opens once the stored values are known, and starts from them.
  if (current.isPending) return null;
  return (
    <ClientFormDialog
      app={app}
      onClose={onClose}
      exists={!!current.data}
      initial={clientFormOf(current.data)}
    />
  );
}

function ClientFormDialog({
  app,
  initial,
  exists,
  onClose,
}: {
  app: AdminApp;
  initial: ClientForm;
  exists: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const { save, rotate, remove } = useOidcClientChanges(app.code);
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof ClientForm, MessageKey>>>({});
  const [secret, setSecret] = useState<string | null>(null);
  const [saved, setSaved] = useState(exists);
  const set = <K extends keyof ClientForm>(key: K, value: ClientForm[K]) =>
    setForm((was) => ({ ...was, [key]: value }));
  const error = (key: keyof ClientForm) => (errors[key] ? t(errors[key]) : null);
  const failed = (failure: Error) => notify(failure.message, 'error');

  const submit = () => {
    const checked = checkClientForm(app.code, form);
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    save.mutate(checked.value, {
      onSuccess: (view) => {
        setSaved(true);
        if (view.clientSecret) setSecret(view.clientSecret);
        notify(t('oidc.client.saved'), 'success');
      },
      onError: failed,
    });
  };

  return (
    <FormDialog
      id="oidc-client-form"
      title={t('oidc.client.title', { app: app.descript })}
      saving={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      {!saved && <p className="text-xs text-slate-600">{t('oidc.client.none')}</p>}
      <Field label={t('oidc.client.clientId')}>
        <TextInput name="clientId" value={app.code} readOnly />
      </Field>
      {secret && <SecretOnce secret={secret} />}
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          name="public"
          checked={form.public}
          onChange={(event) => set('public', event.target.checked)}
        />
        {t('oidc.client.public')}
      </label>
      <Field label={t('oidc.client.redirectUris')} error={error('redirectUris')} required>
        <textarea
          name="redirectUris"
          className={areaClass}
          value={form.redirectUris}
          onChange={(event) => set('redirectUris', event.target.value)}
        />
      </Field>
      <Field label={t('oidc.client.postLogoutUris')} error={error('postLogoutRedirectUris')}>
        <textarea
          name="postLogoutRedirectUris"
          className={areaClass}
          value={form.postLogoutRedirectUris}
          onChange={(event) => set('postLogoutRedirectUris', event.target.value)}
        />
      </Field>
      <fieldset className="flex flex-col gap-1">
        <legend className="text-xs text-slate-600">{t('oidc.client.scopes')}</legend>
        <div className="flex flex-wrap gap-3">
          {OIDC_SCOPES.map((scope) => (
            <label key={scope} className="flex items-center gap-1 text-sm text-slate-700">
              <input
                type="checkbox"
                name={`scope-${scope}`}
                checked={form.scopes.includes(scope)}
                onChange={(event) =>
                  set(
                    'scopes',
                    event.target.checked
                      ? [...form.scopes, scope]
                      : form.scopes.filter((s) => s !== scope),
                  )
                }
              />
              {scope}
            </label>
          ))}
        </div>
        {errors.scopes && (
          <p role="alert" className="text-xs text-red-600">
            {t(errors.scopes)}
          </p>
        )}
      </fieldset>
      <Field label={t('oidc.client.backchannel')} error={error('backchannelLogoutUri')}>
        <TextInput
          name="backchannelLogoutUri"
          value={form.backchannelLogoutUri}
          onChange={(event) => set('backchannelLogoutUri', event.target.value)}
        />
      </Field>
      {saved && (
        <div className="flex gap-2">
          {!form.public && (
            <Button
              type="button"
              loading={rotate.isPending}
              onClick={() =>
                rotate.mutate(undefined, {
                  onSuccess: (view) => {
                    setSecret(view.clientSecret ?? null);
                    notify(t('oidc.client.rotated'), 'success');
                  },
                  onError: failed,
                })
              }
            >
              {t('oidc.client.rotate')}
            </Button>
          )}
          <Button
            type="button"
            variant="danger"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: () => {
                  notify(t('oidc.client.removed'), 'success');
                  onClose();
                },
                onError: failed,
              })
            }
          >
            {t('oidc.client.remove')}
          </Button>
        </div>
      )}
    </FormDialog>
  );
}

/** The applications table's column that opens an app's OpenID Connect client. */
export function oidcClientColumn(
  t: ReturnType<typeof useT>,
  open: (app: AdminApp) => void,
): Column<AdminApp> {
  return {
    key: 'oidc',
    header: t('oidc.client.open'),
    width: '5rem',
    cell: (row) => (
      <Button
        variant="link"
        aria-label={t('oidc.client.openOne', { app: row.descript })}
        onClick={() => open(row)}
      >
        {t('oidc.client.open')}
      </Button>
    ),
  };
}

import { OIDC_SCOPES, type AdminApp, type OidcClientView } from '@portico/sdk/contract';
import type { TextKey } from '../../../texts/catalogue';
import { useState } from 'react';
import { FormDialog } from '../../../components/admin/form-dialog';
import { useMutationToasts } from '../../../components/admin/mutation-toasts';
import { Button } from '@portico/elements/ui';
import type { Column } from '@portico/elements/ui';
import { useFormFields } from '../../../components/admin/use-form-fields';
import {
  bindForm,
  CheckBox,
  CheckField,
  ChoiceGroup,
  TextAreaField,
  TextField,
} from '../../../components/ui/bound-fields';
import { Field, TextInput } from '../../../components/ui/form-controls';
import { useT } from '../../../lib/use-t';
import { useOidcClient, useOidcClientChanges } from '../api/oidc-client';
import { checkClientForm, clientFormOf, type ClientForm } from '../oidc-forms';
import { SecretOnce } from './secret-once';

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
  const { form, errors, set, setErrors } = useFormFields<
    ClientForm,
    Partial<Record<keyof ClientForm, TextKey>>
  >(initial);
  const bind = bindForm({ form, errors, set }, t);
  const [secret, setSecret] = useState<string | null>(null);
  const [saved, setSaved] = useState(exists);
  const toasts = useMutationToasts();

  const submit = () => {
    const checked = checkClientForm(app.code, form);
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    save.mutate(
      checked.value,
      toasts.done((view: OidcClientView) => {
        setSaved(true);
        if (view.clientSecret) setSecret(view.clientSecret);
      }, t('oidc.client.saved')),
    );
  };

  return (
    <FormDialog
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
      <CheckField bind={bind} name="public" label={t('oidc.client.public')} />
      <TextAreaField
        bind={bind}
        name="redirectUris"
        label={t('oidc.client.redirectUris')}
        required
      />
      <TextAreaField
        bind={bind}
        name="postLogoutRedirectUris"
        label={t('oidc.client.postLogoutUris')}
      />
      <ChoiceGroup legend={t('oidc.client.scopes')} error={errors.scopes && t(errors.scopes)}>
        {OIDC_SCOPES.map((scope) => (
          <CheckBox
            key={scope}
            name={`scope-${scope}`}
            label={scope}
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
        ))}
      </ChoiceGroup>
      <TextField bind={bind} name="backchannelLogoutUri" label={t('oidc.client.backchannel')} />
      {saved && (
        <div className="flex gap-2">
          {!form.public && (
            <Button
              type="button"
              loading={rotate.isPending}
              onClick={() =>
                rotate.mutate(
                  undefined,
                  toasts.done(
                    (view) => setSecret(view.clientSecret ?? null),
                    t('oidc.client.rotated'),
                  ),
                )
              }
            >
              {t('oidc.client.rotate')}
            </Button>
          )}
          <Button
            type="button"
            variant="danger"
            loading={remove.isPending}
            onClick={() => remove.mutate(undefined, toasts.done(onClose, t('oidc.client.removed')))}
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

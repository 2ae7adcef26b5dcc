import { Button } from '@portico/elements/ui';
import { Panel } from '../../../components/admin/admin-page';
import { useFormFields } from '../../../components/admin/use-form-fields';
import { useMutationToasts } from '../../../components/admin/mutation-toasts';
import { bindForm, TextField } from '../../../components/ui/bound-fields';
import { useT } from '../../../lib/use-t';
import { useUpstreamLinkChanges, useUpstreamLinks } from '../api/upstream-idp';

interface LinkForm {
  userCode: string;
  subject: string;
}

/**
 * Which corporate identities are linked to which users of the unit (server README "Upstream
 * identity providers"), and the administrator's explicit link: a person's identifier at the
 * provider (`sub`) to a user code, so their first corporate sign-in needs no password.
 */
export function UpstreamLinksPanel({ unitId }: { unitId: string }) {
  const t = useT();
  const toasts = useMutationToasts();
  const links = useUpstreamLinks(unitId);
  const { link, unlink } = useUpstreamLinkChanges(unitId);
  const { form, errors, set, setForm } = useFormFields<LinkForm>({ userCode: '', subject: '' });
  const bind = bindForm({ form, errors, set });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const value = { userCode: form.userCode.trim(), subject: form.subject.trim() };
    if (!value.userCode || !value.subject) return;
    link.mutate(
      value,
      toasts.done(() => setForm({ userCode: '', subject: '' }), t('oidc.upstream.linked')),
    );
  };

  return (
    <Panel label={t('oidc.upstream.links')}>
      <p className="mb-3 max-w-xl text-xs text-slate-600">{t('oidc.upstream.linksHint')}</p>
      {links.isSuccess && links.data.length > 0 && (
        <table data-testid="upstream-links" className="mb-4 w-full max-w-2xl text-left text-sm">
          <thead className="text-xs text-slate-500">
            <tr>
              <th className="py-1 pr-3 font-medium">{t('oidc.upstream.linkUser')}</th>
              <th className="py-1 pr-3 font-medium">{t('oidc.upstream.linkSubject')}</th>
              <th className="py-1 pr-3 font-medium">{t('oidc.upstream.linkedBy')}</th>
              <th className="py-1 font-medium">
                <span className="sr-only">{t('oidc.upstream.unlink')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {links.data.map((row) => (
              <tr key={row.id} className="border-t border-slate-100">
                <td className="py-1 pr-3">
                  {row.userCode} ({row.userName})
                </td>
                <td className="py-1 pr-3 break-all">
                  <code>{row.subject}</code>
                </td>
                <td className="py-1 pr-3">{t(`oidc.upstream.linkedBy.${row.linkedBy}`)}</td>
                <td className="py-1">
                  <Button
                    type="button"
                    variant="danger"
                    loading={unlink.isPending && unlink.variables === row.id}
                    onClick={() =>
                      unlink.mutate(
                        row.id,
                        toasts.done(() => {}, t('oidc.upstream.unlinked')),
                      )
                    }
                  >
                    {t('oidc.upstream.unlink')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <form noValidate onSubmit={submit} className="flex max-w-xl flex-col gap-3">
        <TextField bind={bind} name="userCode" label={t('oidc.upstream.linkUser')} required />
        <TextField
          bind={bind}
          name="subject"
          label={t('oidc.upstream.linkSubject')}
          required
          autoComplete="off"
        />
        <div>
          <Button type="submit" variant="primary" loading={link.isPending}>
            {t('oidc.upstream.link')}
          </Button>
        </div>
      </form>
    </Panel>
  );
}

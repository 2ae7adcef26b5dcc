import { useState, type FormEvent } from 'react';
import { useT } from '../../../lib/use-t';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';

/**
 * The one-time confirmation of a corporate identity not linked to a Portico account yet (server
 * README "Upstream identity providers"): the person proves which account is theirs with its user
 * code and password; the provider's suggested code is only a prefill.
 */
export function UpstreamLinkForm({
  suggestedUserCode,
  onLink,
}: {
  suggestedUserCode: string | null;
  onLink: (credentials: { userCode: string; password: string }) => Promise<void>;
}) {
  const t = useT();
  const [userCode, setUserCode] = useState(suggestedUserCode ?? '');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!userCode.trim() || !password) return;
    setBusy(true);
    void onLink({ userCode: userCode.trim(), password }).finally(() => setBusy(false));
  };

  return (
    <form onSubmit={submit} data-testid="upstream-link" className="mt-4 space-y-3">
      <p className="text-sm text-slate-600">{t('login.upstreamLink.hint')}</p>
      <TextField
        name="upstreamUserCode"
        idPrefix="upstream-link"
        label={t('login.userCode')}
        value={userCode}
        onChange={setUserCode}
        autoComplete="username"
      />
      <TextField
        name="upstreamPassword"
        idPrefix="upstream-link"
        type="password"
        label={t('login.password')}
        value={password}
        onChange={setPassword}
        autoComplete="current-password"
      />
      <SubmitButton block busy={busy}>
        {t('login.upstreamLink.submit')}
      </SubmitButton>
    </form>
  );
}

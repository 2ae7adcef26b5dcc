import type { LoginResult } from '@portico/sdk';
import { callApi, MFA_CALLS } from '@portico/sdk/contract';
import { useState, type FormEvent } from 'react';
import { portico } from '../../../lib/portico';
import { useT } from '../../../lib/use-t';
import { secondFactorCode, type SecondFactorKind } from '../second-factor';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';
import { PasskeyFactor } from './passkey-factor';

export interface SecondFactorStepProps {
  /** The token of the sign-in's "second factor due" answer (40121). */
  mfaToken: string;
  onSignedIn: (login: LoginResult) => void;
  onBack: () => void;
}

/**
 * The sign-in's second step: the authenticator's 6-digit code, or a recovery code instead;
 * POST /sso/login/mfa answers the login result. Errors are the catalogue's, under the field.
 */
export function SecondFactorStep({ mfaToken, onSignedIn, onBack }: SecondFactorStepProps) {
  const t = useT();
  const [kind, setKind] = useState<SecondFactorKind>('totp');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const valid = secondFactorCode(kind, code);
    if (!valid.ok) return setError(t(valid.error));
    setBusy(true);
    setError(null);
    try {
      onSignedIn(
        await callApi(
          portico.http,
          MFA_CALLS.login,
          { mfaToken, code: valid.code },
          { skipSessionHooks: true },
        ),
      );
    } catch (failed) {
      setError(failed instanceof Error ? failed.message : t('error.unknown'));
      setBusy(false);
    }
  }

  function switchKind() {
    setKind((current) => (current === 'totp' ? 'recovery' : 'totp'));
    setCode('');
    setError(null);
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      className="space-y-4"
      aria-label={t('mfa.step.title')}
      data-testid="mfa-step"
    >
      <h2 className="text-lg font-semibold text-slate-900">{t('mfa.step.title')}</h2>
      <p className="text-sm text-slate-600">
        {t(kind === 'totp' ? 'mfa.step.codeHint' : 'mfa.step.recoveryHint')}
      </p>
      <TextField
        key={kind}
        idPrefix="mfa"
        name={kind === 'totp' ? 'code' : 'recoveryCode'}
        label={t(kind === 'totp' ? 'mfa.step.code' : 'mfa.step.recovery')}
        autoComplete={kind === 'totp' ? 'one-time-code' : 'off'}
        inputMode={kind === 'totp' ? 'numeric' : 'text'}
        maxLength={kind === 'totp' ? 7 : 32}
        autoFocus
        value={code}
        onChange={(value) => {
          setCode(value);
          setError(null);
        }}
        error={error}
      />
      <SubmitButton busy={busy} busyLabel={t('login.submitting')} block>
        {t('mfa.step.submit')}
      </SubmitButton>
      <PasskeyFactor mfaToken={mfaToken} onSignedIn={onSignedIn} />
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <button
          type="button"
          onClick={onBack}
          className="font-medium text-slate-600 underline-offset-2 hover:underline"
        >
          {t('mfa.step.back')}
        </button>
        <button
          type="button"
          onClick={switchKind}
          className="font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          {t(kind === 'totp' ? 'mfa.step.useRecovery' : 'mfa.step.useCode')}
        </button>
      </div>
    </form>
  );
}

import type { LoginResult } from '@portico/sdk';
import { callApi, MFA_CALLS } from '@portico/sdk/contract';
import { useState, type FormEvent } from 'react';
import { portico } from '../../../lib/portico';
import { useT } from '../../../lib/use-t';
import { passkeysSupported } from '../passkey';
import {
  secondFactorCode,
  secondStepOffer,
  type SecondFactorKind,
  type SecondFactorNamed,
} from '../second-factor';
import { useCountdown } from '../use-countdown';
import { PasskeyFactor } from './passkey-factor';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';
import { VerifyCodeButton } from './verify-code-button';

export interface SecondFactorStepProps {
  /** The token of the sign-in's "second factor due" answer (40121). */
  mfaToken: string;
  /** What that answer named: only these ways are offered. */
  named: SecondFactorNamed;
  onSignedIn: (login: LoginResult) => void;
  onBack: () => void;
}

const HINTS = {
  totp: 'mfa.step.codeHint',
  recovery: 'mfa.step.recoveryHint',
  sms: 'mfa.step.smsHint',
} as const;
const LABELS = {
  totp: 'mfa.step.code',
  recovery: 'mfa.step.recovery',
  sms: 'mfa.step.smsCode',
} as const;

/**
 * The sign-in's second step, offering only the factors the answer named: the authenticator's
 * 6-digit code, a recovery code instead, a code texted to the user's mobile, or a passkey;
 * POST /sso/login/mfa answers the login result. Errors are the catalogue's, under the field.
 */
export function SecondFactorStep({ mfaToken, named, onSignedIn, onBack }: SecondFactorStepProps) {
  const t = useT();
  const [offer] = useState(() => secondStepOffer(named, passkeysSupported()));
  const [kind, setKind] = useState<SecondFactorKind | null>(offer.first);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The masked number the last code went to; null until one was sent.
  const [textedTo, setTextedTo] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const countdown = useCountdown();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!kind) return;
    const valid = secondFactorCode(kind, code);
    if (!valid.ok) return setError(t(valid.error));
    setBusy(true);
    setError(null);
    try {
      const factor = kind === 'sms' ? { factor: 'sms' as const } : {};
      onSignedIn(
        await callApi(
          portico.http,
          MFA_CALLS.login,
          { mfaToken, code: valid.code, ...factor },
          { skipSessionHooks: true },
        ),
      );
    } catch (failed) {
      setError(failed instanceof Error ? failed.message : t('error.unknown'));
      setBusy(false);
    }
  }

  function switchTo(next: SecondFactorKind) {
    setKind(next);
    setCode('');
    setError(null);
  }

  async function textMe() {
    switchTo('sms');
    setSending(true);
    try {
      const sent = await callApi(
        portico.http,
        MFA_CALLS.smsSend,
        { mfaToken },
        { skipSessionHooks: true },
      );
      setTextedTo(sent.mobile);
      countdown.start();
    } catch (failed) {
      setError(failed instanceof Error ? failed.message : t('error.unknown'));
    } finally {
      setSending(false);
    }
  }

  const codeField = kind !== null && (kind !== 'sms' || textedTo !== null);
  const link = 'font-medium text-brand-700 underline-offset-2 hover:underline';

  return (
    <form
      noValidate
      onSubmit={submit}
      className="space-y-4"
      aria-label={t('mfa.step.title')}
      data-testid="mfa-step"
    >
      <h2 className="text-lg font-semibold text-slate-900">{t('mfa.step.title')}</h2>
      {kind && (kind !== 'sms' || textedTo) && (
        <p className="text-sm text-slate-600">{t(HINTS[kind], { mobile: textedTo ?? '' })}</p>
      )}
      {!kind && offer.passkey && (
        <p className="text-sm text-slate-600">{t('mfa.step.passkeyHint')}</p>
      )}
      {!kind && !offer.passkey && (
        <p role="alert" className="text-sm text-red-700">
          {t('mfa.step.noWay')}
        </p>
      )}
      {kind === 'sms' && !textedTo && (
        <button
          type="button"
          onClick={() => void textMe()}
          disabled={sending}
          data-testid="mfa-sms-send"
          className="w-full rounded-lg border border-brand-600 px-4 py-2 text-sm font-medium text-brand-700 transition hover:bg-brand-50 disabled:opacity-60"
        >
          {t('mfa.step.sms')}
        </button>
      )}
      {kind === 'sms' && textedTo && (
        <div className="flex justify-end">
          <VerifyCodeButton
            secondsLeft={countdown.left}
            sending={sending}
            onSend={() => void textMe()}
          />
        </div>
      )}
      {codeField && kind && (
        <>
          <TextField
            key={kind}
            idPrefix="mfa"
            name={kind === 'recovery' ? 'recoveryCode' : 'code'}
            label={t(LABELS[kind])}
            autoComplete={kind === 'recovery' ? 'off' : 'one-time-code'}
            inputMode={kind === 'recovery' ? 'text' : 'numeric'}
            maxLength={kind === 'recovery' ? 32 : 7}
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
        </>
      )}
      {!codeField && error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      {offer.passkey && <PasskeyFactor mfaToken={mfaToken} onSignedIn={onSignedIn} />}
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <button
          type="button"
          onClick={onBack}
          className="font-medium text-slate-600 underline-offset-2 hover:underline"
        >
          {t('mfa.step.back')}
        </button>
        {offer.totp && kind !== 'totp' && (
          <button type="button" onClick={() => switchTo('totp')} className={link}>
            {t('mfa.step.useCode')}
          </button>
        )}
        {offer.recovery && kind !== 'recovery' && (
          <button type="button" onClick={() => switchTo('recovery')} className={link}>
            {t('mfa.step.useRecovery')}
          </button>
        )}
        {offer.sms && kind !== 'sms' && (
          <button
            type="button"
            onClick={() => void textMe()}
            className={link}
            data-testid="mfa-sms"
          >
            {t('mfa.step.sms')}
          </button>
        )}
      </div>
    </form>
  );
}

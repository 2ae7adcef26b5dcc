import type { LoginResult } from '@portico/sdk';
import { useEffect, useId, useState } from 'react';
import { part } from '../../appearance/parts';
import { Button } from '../../ui/button';
import { usePortico } from '../../ui/portico-context';
import { normaliseTotpCode, type TotpEnrolment, type TotpEnrolmentCalls } from './mfa-api';
import { FactorField } from './factor-field';
import { QrCode } from './qr-code';
import { RecoveryCodes } from './recovery-codes';

export interface TotpEnrolmentProps {
  /** The user's own enrolment, or one forced at sign-in (mfa-api.ts). */
  calls: TotpEnrolmentCalls;
  /** Confirmed, and the recovery codes were shown; with the login result of a forced one. */
  onDone: (login?: LoginResult) => void;
  onCancel?: () => void;
  /** The code was accepted: the factor is on while its recovery codes still show. */
  onConfirmed?: () => void;
}

/**
 * Authenticator enrolment: a fresh secret as a QR code drawn in the page and as text, one code
 * to confirm it (until then it is no factor), then the recovery codes, shown once.
 */
export function TotpEnrolmentSteps({ calls, onDone, onCancel, onConfirmed }: TotpEnrolmentProps) {
  const { t } = usePortico();
  const uid = useId();
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<{ recoveryCodes: string[]; login?: LoginResult } | null>(null);

  useEffect(() => {
    let live = true;
    calls.start().then(
      (started) => live && setEnrolment(started),
      (failed: unknown) =>
        live && setError(failed instanceof Error ? failed.message : String(failed)),
    );
    return () => {
      live = false;
    };
    // Started once per dialog: a new start would void the secret the user is scanning.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function confirm() {
    const valid = normaliseTotpCode(code);
    if (!valid) return setError(t('mfa.totp.codeInvalid'));
    setBusy(true);
    setError(null);
    try {
      setDone(await calls.confirm(valid));
      onConfirmed?.();
    } catch (failed) {
      setError(failed instanceof Error ? failed.message : String(failed));
    } finally {
      setBusy(false);
    }
  }

  if (done) return <RecoveryCodes codes={done.recoveryCodes} onDone={() => onDone(done.login)} />;
  if (!enrolment) {
    return error ? (
      <div className="flex flex-col gap-3">
        <p role="alert" part={part('alert')} className="text-portico-danger">
          {error}
        </p>
        {/* Back to the section, from where the user may start again. */}
        {onCancel && (
          <div>
            <Button onClick={onCancel}>{t('common.cancel')}</Button>
          </div>
        )}
      </div>
    ) : (
      <p aria-busy="true" className="text-portico-muted">
        …
      </p>
    );
  }
  return (
    <form
      part={part('form')}
      noValidate
      data-testid="totp-enrolment"
      onSubmit={(event) => {
        event.preventDefault();
        void confirm();
      }}
      className="flex flex-col gap-3"
    >
      <p>{t('mfa.totp.scan')}</p>
      <div className="flex flex-wrap items-center gap-4">
        <QrCode value={enrolment.otpauthUri} label={t('mfa.totp.qr')} />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="text-portico-muted">{t('mfa.totp.secret')}</span>
          <code
            part={part('totp-secret')}
            data-testid="totp-secret"
            dir="ltr"
            className="font-mono text-sm break-all select-all"
          >
            {enrolment.secret.replace(/(.{4})(?=.)/g, '$1 ')}
          </code>
        </div>
      </div>
      <FactorField
        id={`${uid}-code`}
        name="code"
        kind="one-time-code"
        label={t('mfa.totp.code')}
        value={code}
        onChange={(value) => {
          setCode(value);
          setError(null);
        }}
        error={error}
        autoFocus
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="primary" loading={busy}>
          {t('mfa.totp.confirm')}
        </Button>
        {onCancel && <Button onClick={onCancel}>{t('common.cancel')}</Button>}
      </div>
    </form>
  );
}

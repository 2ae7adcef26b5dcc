import { useId, useState } from 'react';
import { part } from '../../appearance/parts';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { usePortico } from '../../ui/portico-context';
import { FactorField } from './factor-field';
import { removeTotp, selfEnrolment, type TotpEnrolmentCalls } from './mfa-api';
import { useReverify, type Guard } from './reverify';
import type { SectionProps } from './section-props';
import { TotpEnrolmentSteps } from './totp-enrolment';

/**
 * The authenticator app: on or off, set it up (QR code, one code, recovery codes) or turn it
 * off with the current password.
 */
/** Both steps of the own enrolment ask for the password again when the session is not fresh. */
function guardedEnrolment(calls: TotpEnrolmentCalls, guard: Guard): TotpEnrolmentCalls {
  return {
    start: () => guard(calls.start),
    confirm: (code) => guard(() => calls.confirm(code)),
  };
}

export function TotpSection({ status, refresh }: SectionProps) {
  const { client, t, toast } = usePortico();
  const guard = useReverify();
  const uid = useId();
  const [mode, setMode] = useState<'view' | 'enrol' | 'remove'>('view');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const on = status?.totp ?? false;

  async function remove() {
    if (!password) return setError(t('mfa.totp.removePassword'));
    setBusy(true);
    setError(null);
    try {
      await removeTotp(client, password);
      toast(t('mfa.totp.removed'), 'success');
      setMode('view');
      setPassword('');
      refresh();
    } catch (failed) {
      setError(failed instanceof Error ? failed.message : String(failed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      part={part('factor-section')}
      data-factor="totp"
      aria-labelledby={`${uid}-title`}
      className="flex flex-col gap-3 rounded-portico border border-portico-border p-3"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={`${uid}-title`} className="text-sm font-semibold">
          {t('mfa.totp.title')}
        </h3>
        <Badge tone={on ? 'success' : 'neutral'}>{t(on ? 'mfa.totp.on' : 'mfa.totp.off')}</Badge>
        {on && status && (
          <span className="text-xs text-portico-muted">
            {t('mfa.recovery.left', { count: status.recoveryCodesLeft })}
          </span>
        )}
      </div>
      {mode === 'view' && (
        <>
          <p className="text-portico-muted">{t('mfa.totp.hint')}</p>
          <div>
            {on ? (
              <Button variant="danger" onClick={() => setMode('remove')}>
                {t('mfa.totp.remove')}
              </Button>
            ) : (
              <Button variant="primary" onClick={() => setMode('enrol')}>
                {t('mfa.totp.start')}
              </Button>
            )}
          </div>
        </>
      )}
      {mode === 'enrol' && (
        <TotpEnrolmentSteps
          calls={guardedEnrolment(selfEnrolment(client), guard)}
          onCancel={() => setMode('view')}
          onConfirmed={refresh}
          onDone={() => {
            setMode('view');
            refresh();
          }}
        />
      )}
      {mode === 'remove' && (
        <form
          part={part('form')}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void remove();
          }}
          className="flex flex-col gap-3"
        >
          <FactorField
            id={`${uid}-password`}
            name="password"
            kind="current-password"
            label={t('mfa.totp.removePassword')}
            value={password}
            onChange={(value) => {
              setPassword(value);
              setError(null);
            }}
            error={error}
            autoFocus
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="danger" loading={busy}>
              {t('mfa.totp.removeConfirm')}
            </Button>
            <Button onClick={() => setMode('view')}>{t('common.cancel')}</Button>
          </div>
        </form>
      )}
    </section>
  );
}

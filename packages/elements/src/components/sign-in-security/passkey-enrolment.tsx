import type { LoginResult } from '@portico/sdk';
import { useId, useState, type FormEvent } from 'react';
import { part } from '../../appearance/parts';
import { Button } from '../../ui/button';
import { usePortico } from '../../ui/portico-context';
import { enrolPasskeyAtSignIn, isCeremonyCancelled } from './passkey-api';
import { registerPasskeyTexts } from './passkey-texts';

registerPasskeyTexts();

const INPUT_CLASS =
  'h-9 w-full min-w-0 rounded-portico border border-portico-border bg-portico-surface px-3 text-sm text-portico-text focus-visible:border-portico-primary focus-visible:outline-2 focus-visible:outline-portico-primary aria-invalid:border-portico-danger';

export interface PasskeyEnrolmentProps {
  /** The token of the sign-in's "enrolment due" answer (40122). */
  mfaToken: string;
  onSignedIn: (login: LoginResult) => void;
}

/**
 * The enrolment at sign-in with a passkey: the user names it (a name is offered), the
 * authenticator makes it, and the sign-in finishes with it.
 */
export function PasskeyEnrolment({ mfaToken, onSignedIn }: PasskeyEnrolmentProps) {
  const { client, t } = usePortico();
  const uid = useId();
  const [name, setName] = useState(() => t('mfa.enrol.passkeyName'));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setError(t('passkey.nameRequired'));
    setBusy(true);
    setError(null);
    try {
      onSignedIn(await enrolPasskeyAtSignIn(client, mfaToken, name.trim()));
    } catch (failed) {
      setError(
        isCeremonyCancelled(failed)
          ? t('passkey.cancelled')
          : failed instanceof Error
            ? failed.message
            : String(failed),
      );
      setBusy(false);
    }
  }

  return (
    <form
      part={part('form')}
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-3"
      data-testid="passkey-enrolment"
    >
      <p className="text-sm">{t('mfa.enrol.passkeyHint')}</p>
      <div part={part('field')} className="flex flex-col gap-1">
        <label htmlFor={`${uid}-name`} className="text-sm font-medium">
          {t('passkey.name')}
        </label>
        <input
          id={`${uid}-name`}
          name="passkey-name"
          autoComplete="off"
          maxLength={64}
          part={part('input')}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${uid}-error` : undefined}
          className={INPUT_CLASS}
        />
        {error && (
          <p id={`${uid}-error`} part={part('error')} className="text-xs text-portico-danger">
            {error}
          </p>
        )}
      </div>
      <div>
        <Button type="submit" variant="primary" loading={busy}>
          {t('passkey.create')}
        </Button>
      </div>
    </form>
  );
}

import type { LoginResult } from '@portico/sdk';
import { useId, useState, type FormEvent } from 'react';
import { part } from '../../appearance/parts';
import { Button } from '../../ui/button';
import { usePortico } from '../../ui/portico-context';
import { enrolPasskeyAtSignIn, isCeremonyCancelled } from './passkey-api';
import { checkPasskeyName, PasskeyNameField } from './passkey-name-field';
import { registerPasskeyTexts } from './passkey-texts';

registerPasskeyTexts();

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
    const checked = checkPasskeyName(name);
    if (checked.error) return setError(t(checked.error));
    setBusy(true);
    setError(null);
    try {
      onSignedIn(await enrolPasskeyAtSignIn(client, mfaToken, checked.name));
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
      <PasskeyNameField
        id={`${uid}-name`}
        value={name}
        onChange={(next) => {
          setName(next);
          setError(null);
        }}
        error={error}
      />
      <div>
        <Button type="submit" variant="primary" loading={busy}>
          {t('passkey.create')}
        </Button>
      </div>
    </form>
  );
}

import type { LoginResult } from '@portico/sdk';
import { useState } from 'react';
import { Modal, MODAL_WIDTH } from '../../ui/modal';
import { usePortico } from '../../ui/portico-context';
import { registerBarTexts } from '../user-bar/bar-texts';
import { signInEnrolment } from './mfa-api';
import { passkeysSupported } from './passkey-api';
import { PasskeyEnrolment } from './passkey-enrolment';
import { registerSignInSecurityTexts } from './sign-in-security-texts';
import { TotpEnrolmentSteps } from './totp-enrolment';

registerBarTexts();
registerSignInSecurityTexts();

export interface EnrolmentDialogProps {
  mfaToken: string;
  /** The factors the 40122 answer named; a passkey is offered when named and usable here. */
  factors?: readonly string[];
  onSignedIn: (login: LoginResult) => void;
  onCancel: () => void;
}

/**
 * The enrolment a sign-in must go through when the unit requires a second factor and the user
 * has none (40122): the authenticator steps with the sign-in's token, or a passkey when the
 * answer named one and the browser can make it; then the login result.
 * Closing it goes back to the password.
 */
export default function EnrolmentDialog({
  mfaToken,
  factors = ['totp'],
  onSignedIn,
  onCancel,
}: EnrolmentDialogProps) {
  const { client, t } = usePortico();
  const app = factors.includes('totp');
  const passkey = factors.includes('passkey') && passkeysSupported();
  const [way, setWay] = useState<'totp' | 'passkey'>(app || !passkey ? 'totp' : 'passkey');
  return (
    <Modal
      onClose={onCancel}
      title={t('mfa.enrol.title')}
      width={MODAL_WIDTH.form}
      testId="mfa-enrolment"
    >
      <div className="flex flex-col gap-3">
        <p className="text-portico-warning">{t('mfa.enrol.hint')}</p>
        {way === 'totp' ? (
          <TotpEnrolmentSteps
            calls={signInEnrolment(client, mfaToken)}
            onCancel={onCancel}
            onDone={(login) => {
              if (login) onSignedIn(login);
            }}
          />
        ) : (
          <PasskeyEnrolment mfaToken={mfaToken} onSignedIn={onSignedIn} />
        )}
        {app && passkey && (
          <button
            type="button"
            onClick={() => setWay(way === 'totp' ? 'passkey' : 'totp')}
            className="self-start text-sm font-medium text-portico-primary underline-offset-2 hover:underline"
            data-testid="enrol-switch"
          >
            {t(way === 'totp' ? 'mfa.enrol.usePasskey' : 'mfa.enrol.useApp')}
          </button>
        )}
      </div>
    </Modal>
  );
}

import type { LoginResult } from '@portico/sdk';
import { Modal, MODAL_WIDTH } from '../../ui/modal';
import { usePortico } from '../../ui/portico-context';
import { registerBarTexts } from '../user-bar/bar-texts';
import { signInEnrolment } from './mfa-api';
import { registerSignInSecurityTexts } from './sign-in-security-texts';
import { TotpEnrolmentSteps } from './totp-enrolment';

registerBarTexts();
registerSignInSecurityTexts();

export interface EnrolmentDialogProps {
  mfaToken: string;
  onSignedIn: (login: LoginResult) => void;
  onCancel: () => void;
}

/**
 * The enrolment a sign-in must go through when the unit requires a second factor and the user
 * has none (40122): the authenticator steps with the sign-in's token, then the login result.
 * Closing it goes back to the password.
 */
export default function EnrolmentDialog({ mfaToken, onSignedIn, onCancel }: EnrolmentDialogProps) {
  const { client, t } = usePortico();
  return (
    <Modal
      onClose={onCancel}
      title={t('mfa.enrol.title')}
      width={MODAL_WIDTH.form}
      testId="mfa-enrolment"
    >
      <div className="flex flex-col gap-3">
        <p className="text-portico-warning">{t('mfa.enrol.hint')}</p>
        <TotpEnrolmentSteps
          calls={signInEnrolment(client, mfaToken)}
          onCancel={onCancel}
          onDone={(login) => {
            if (login) onSignedIn(login);
          }}
        />
      </div>
    </Modal>
  );
}

import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { Modal, MODAL_WIDTH } from '../../ui/modal';
import { usePortico } from '../../ui/portico-context';
import { registerBarTexts } from '../user-bar/bar-texts';
import { getMfaStatus, type SelfMfaStatus } from './mfa-api';
import { PolicyNotice } from './policy-notice';
import { ReverifyProvider } from './reverify';
import type { SectionProps } from './section-props';
import { registerSignInSecurityTexts } from './sign-in-security-texts';
import { TotpSection } from './totp-section';
import { PasskeySection } from './passkey-section';

registerBarTexts();
registerSignInSecurityTexts();

/** The dialog's sections, in order: one file per factor, each given the same status. */
const SECTIONS: ReadonlyArray<ComponentType<SectionProps>> = [
  PolicyNotice,
  TotpSection,
  PasskeySection,
];

export interface SignInSecurityDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Sign-in security" of the user bar's operation menu: the user's second factors, one section
 * each, under what the unit's policy asks. Child apps and partner pages get it with the bar.
 */
export default function SignInSecurityDialog({ open, onOpenChange }: SignInSecurityDialogProps) {
  const { client, t } = usePortico();
  const [status, setStatus] = useState<SelfMfaStatus | null>(null);
  const [error, setError] = useState<string | null>(null);
  const refresh = useCallback(() => {
    getMfaStatus(client).then(setStatus, (failed: unknown) =>
      setError(failed instanceof Error ? failed.message : String(failed)),
    );
  }, [client]);
  useEffect(refresh, [refresh]);

  return (
    <Modal
      open={open}
      onClose={() => onOpenChange(false)}
      title={t('mfa.title')}
      width={MODAL_WIDTH.form}
      testId="sign-in-security"
    >
      <div className="flex flex-col gap-3">
        {error && (
          <p role="alert" className="text-portico-danger">
            {error}
          </p>
        )}
        <ReverifyProvider totp={status?.totp ?? false}>
          {SECTIONS.map((Section, index) => (
            <Section key={index} status={status} refresh={refresh} />
          ))}
        </ReverifyProvider>
      </div>
    </Modal>
  );
}

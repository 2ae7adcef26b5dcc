import type { LoginResult, PorticoClient } from '@portico/sdk';
import { lazy, Suspense } from 'react';
import { withFullStyles } from '../../shadow/adopt-styles';
import { inRoot, type BodyProps } from '../../ui/portico-root';

// The steps, the QR encoder and their texts load when an enrolment is due.
const EnrolmentDialog = lazy(withFullStyles(() => import('./enrolment-dialog')));

export interface SecondFactorEnrolmentProps {
  client?: PorticoClient;
  locale?: string;
  container?: Element | DocumentFragment;
  /** The token of the sign-in's "enrolment due" answer (40122). */
  mfaToken: string;
  /** The factors that answer named (`totp`, `passkey`); the authenticator app when absent. */
  factors?: readonly string[];
  /** Enrolled: the sign-in's login result, for the page to start the session with. */
  onSignedIn: (login: LoginResult) => void;
  /** The user went back to the password. */
  onCancel: () => void;
}

/**
 * The enrolment a sign-in page shows when the user's unit requires a second factor the user does
 * not have yet: set up an authenticator (QR code, one code) and keep the recovery codes, or make
 * a passkey where the answer named one; then signed in.
 */
export function SecondFactorEnrolment(props: SecondFactorEnrolmentProps) {
  return inRoot(props, Body);
}

function Body(props: BodyProps<SecondFactorEnrolmentProps>) {
  return (
    <Suspense fallback={null}>
      <EnrolmentDialog {...props} />
    </Suspense>
  );
}

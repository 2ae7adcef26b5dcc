import type { LoginResult } from '@portico/sdk';
import { SecondFactorEnrolment } from '@portico/elements';
import { portico } from '../../../lib/portico';
import type { SecondFactorNamed } from '../second-factor';
import { SecondFactorStep } from './second-factor-step';

/** What a sign-in answered instead of a session: a factor due (40121) or enrolment due (40122). */
export interface SecondFactorChallenge extends SecondFactorNamed {
  kind: 'due' | 'enrol';
  mfaToken: string;
}

export interface SecondFactorEntryProps {
  challenge: SecondFactorChallenge;
  onSignedIn: (login: LoginResult) => void;
  onBack: () => void;
}

/**
 * The sign-in's second factor, loaded when a sign-in asks for one: the code step, or the
 * enrolment the unit's policy forces (the elements' dialog, as the forced password change).
 */
export function SecondFactorEntry({ challenge, onSignedIn, onBack }: SecondFactorEntryProps) {
  if (challenge.kind === 'due') {
    return (
      <SecondFactorStep
        mfaToken={challenge.mfaToken}
        named={challenge}
        onSignedIn={onSignedIn}
        onBack={onBack}
      />
    );
  }
  return (
    <SecondFactorEnrolment
      client={portico}
      mfaToken={challenge.mfaToken}
      factors={challenge.factors}
      onSignedIn={onSignedIn}
      onCancel={onBack}
    />
  );
}

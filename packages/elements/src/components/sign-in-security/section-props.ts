import type { SelfMfaStatus } from './mfa-api';

/** What every section of the Sign-in security dialog is given. */
export interface SectionProps {
  /** The user's factors and the policy; null while loading. */
  status: SelfMfaStatus | null;
  /** Reads the status again after a section changed a factor. */
  refresh: () => void;
}

import type { AUDIT_CALLS } from '@portico/sdk/contract';
import type { CallFixtures } from './call-fixtures';

/** Matrix input of the audit trail: another unit's administrator reads their own units' records. */
export const AUDIT_FIXTURES: CallFixtures<typeof AUDIT_CALLS> = {
  list: { input: () => ({ firstResult: 0, pageSize: 10 }), foreign: 'own-unit' },
};

import type { Database } from '../../db/client';

/**
 * Whether users of the unit may sign in with a passkey alone: the `passwordless` switch of the
 * unit's sign-in factor policy (inherited like the rest of it).
 */
export async function passwordlessAllowed(_db: Database, _unitId: string): Promise<boolean> {
  // Until the factor policy is stored, no unit allows it.
  return false;
}

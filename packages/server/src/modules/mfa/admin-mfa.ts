import type { MfaPolicySave, UnitMfaPolicy } from '@portico/sdk/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { passkeys } from '../../db/schema';
import { type AdminScope } from '../access/admin-access';
import { announceEnded, revokeSessions } from '../session/session-end';
import { visibleUnit } from '../units/admin-units';
import { visibleUser } from '../users/admin-users';
import { removeTotp } from './factors';
import { mfaPolicyOf, writeMfaPolicy } from './policy';
import { noticeMfaReset, type ResetNoticeChannels } from './reset-notice';

/** The administration of second factors: a unit's policy and a user's reset. */

export async function unitMfaPolicy(
  db: Database,
  scope: AdminScope,
  unitId: string,
): Promise<UnitMfaPolicy> {
  return mfaPolicyOf(db, await visibleUnit(db, scope, unitId));
}

export async function saveUnitMfaPolicy(
  db: Database,
  scope: AdminScope,
  input: MfaPolicySave,
): Promise<UnitMfaPolicy> {
  const unit = await visibleUnit(db, scope, input.unitId);
  await writeMfaPolicy(db, unit, input);
  return mfaPolicyOf(db, unit);
}

/**
 * POST /user/resetMfa: the user's authenticator app and recovery codes go (the user enrols again
 * where the policy asks), and every session of the user ends, in one transaction; then the user
 * is told (reset-notice.ts).
 */
export async function resetUserMfa(
  db: Database,
  scope: AdminScope,
  userId: string,
  notice: ResetNoticeChannels,
): Promise<null> {
  const user = await visibleUser(db, scope, userId);
  const end = { userId: user.id, reason: 'admin' } as const;
  await db.transaction(async (tx) => {
    await removeTotp(tx, user.id);
    // Every factor goes: the user enrols again from scratch.
    await tx.delete(passkeys).where(eq(passkeys.userId, user.id));
    await revokeSessions(tx, end);
  });
  await announceEnded(db, end);
  // The user learns of it from the message list and by mail, not only from the audit trail.
  await noticeMfaReset(db, notice, scope.session, user).catch(notice.onError);
  return null;
}

import type { LoginResult } from '@portico/sdk';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginLogs, sessions, users } from '../../db/schema';
import { recordSignIn } from '../audit/sign-in-events';
import { buildLoginResult } from './login-result';
import { createSession, hashToken, type UnitRow, type UserRow } from '../session/session';
import { announceEnded, revokeSessions } from '../session/session-end';
import type { LoginContext } from './sign-in-checks';

/** A sign-in that passed every check: what its session and login-log row are made of. */
export interface SignInStart {
  unit: UnitRow;
  user: UserRow;
  /** The repeat-login policy applies: the user's older sessions end (52100). */
  repeatPolicy: boolean;
  appCode: string | null;
  /** How the first step was passed (the login log's reason): password, pms, upstream. */
  via: string;
  /** How the sign-in was proven (`amr`). */
  amr: readonly string[];
  /** The second factor proven, for the login log; null: none. */
  factor: string | null;
  idleMinutes: number | null;
  /** A recovery code was spent: every other session of the user ends, whatever the policy. */
  endOthers?: boolean;
}

/**
 * Makes the session of a sign-in and answers its login result: the failure count ends, older
 * sessions end when a policy says so (in the same transaction), the success is logged.
 */
export async function startSignedIn(
  db: Database,
  start: SignInStart,
  context: LoginContext,
): Promise<LoginResult> {
  const { unit, user, repeatPolicy } = start;
  const endOthers = repeatPolicy || start.endOthers === true;
  const reason = repeatPolicy ? 'repeatLogin' : 'logout';
  const { token, familyId } = await db.transaction(async (tx) => {
    if (user.failedAttempts !== 0 || user.locked === 'T') {
      await tx
        .update(users)
        .set({ failedAttempts: 0, locked: 'F', lockedUntil: null })
        .where(eq(users.id, user.id));
    }
    // The repeat-login policy: older sessions end now and answer 52100 from their next call.
    if (endOthers) await revokeSessions(tx, { userId: user.id, reason });
    const created = await createSession(tx, {
      user,
      appCode: start.appCode,
      ip: context.ip,
      userAgent: context.userAgent,
      idleMinutes: start.idleMinutes,
      amr: start.amr,
      // The sign-in itself proves the user: factors may be added for a while without asking.
      verifiedAt: new Date(),
    });
    // The session is its family's root: its id links this sign-in to the family's later grants
    // and logout in the audit trail.
    const [session] = await tx
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(created)));
    await tx.insert(loginLogs).values({
      unitCode: unit.code,
      userCode: user.userCode,
      userName: user.name,
      loginState: 'success',
      ip: context.ip ?? null,
      appCode: start.appCode,
      reason: start.via,
      factor: start.factor,
    });
    // The audit trail's sign-in events, in the same transaction as the session they record.
    const facts = {
      unit,
      user,
      sessionFamily: session?.id ?? null,
      ip: context.ip,
      userAgent: context.userAgent,
    };
    await recordSignIn(tx, 'signIn.success', { ...facts, reason: start.via });
    if (start.factor) {
      await recordSignIn(tx, 'signIn.secondFactor', { ...facts, reason: start.factor });
    }
    return { token: created, familyId: session?.id };
  });
  if (endOthers) {
    // The new sign-in's own family keeps its sockets; every older one closes on every node.
    await announceEnded(db, { userId: user.id, exceptFamilyId: familyId, reason });
  }
  return buildLoginResult(db, {
    user,
    unit,
    token,
    appCode: start.appCode,
    lockScreenMinutes: start.idleMinutes,
  });
}

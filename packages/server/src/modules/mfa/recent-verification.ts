import type { SelfVerified, SelfVerifyRequest } from '@portico/sdk/contract';
import { UcCode } from '@portico/sdk/internal';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { ApiError } from '../../shared/errors';
import { verifyPassword } from '../../shared/password';
import { rootOf, type ActiveSession } from '../session/session';
import type { LoginContext } from '../sso/sign-in-checks';
import { countWrongSecret, isLocked, logFailure } from './complete';

/**
 * Recent verification ("sudo mode"): adding a sign-in factor needs the session family to have
 * proved the user's identity a short while ago, by the sign-in itself or by POST /self/verify.
 * A stolen session token alone then cannot plant a passkey or an authenticator app of its own,
 * which would outlive a password change.
 */

/**
 * Ten minutes: long enough to finish an enrolment started right after signing in or confirming
 * the password, short enough that a token taken from an idle browser cannot add a factor.
 */
export const REVERIFY_WINDOW_MS = 10 * 60 * 1000;

/** When the session's family last proved the user; null: never (a session from before this). */
async function verifiedAtOf(db: Database, session: ActiveSession): Promise<Date | null> {
  const [row] = await db
    .select({ verifiedAt: sessions.verifiedAt })
    .from(sessions)
    .where(eq(sessions.id, rootOf(session)));
  return row?.verifiedAt ?? null;
}

/** Refuses (40125) unless the family proved the user within the window before `now`. */
export async function requireRecentVerification(
  db: Database,
  session: ActiveSession,
  now = Date.now(),
): Promise<void> {
  const verifiedAt = await verifiedAtOf(db, session);
  if (verifiedAt && now - verifiedAt.getTime() < REVERIFY_WINDOW_MS) return;
  throw new ApiError(UcCode.REVERIFY_REQUIRED, 'mfa.server.reverifyRequired');
}

/**
 * POST /self/verify: the current password renews the family's verification. A wrong password
 * counts toward the lockout like a wrong sign-in (and is logged); while a lock runs no password
 * is checked, so a held session cannot go on guessing.
 */
export async function verifySelf(
  db: Database,
  session: ActiveSession,
  { password }: SelfVerifyRequest,
  context: LoginContext = {},
): Promise<SelfVerified> {
  const { user } = session;
  const now = Date.now();
  // The user's row as it is now: the session cache may hold an older failure count.
  const [current] = await db
    .select({ locked: users.locked, lockedUntil: users.lockedUntil })
    .from(users)
    .where(eq(users.id, user.id));
  const locked = current ? isLocked(current, now) : false;
  if (locked || !(await verifyPassword(user.passwordHash, password))) {
    // While a lock runs the attempt is logged but not counted: no password was checked.
    if (locked) await logFailure(db, session, context, 'verifyPasswordWrong');
    else await countWrongSecret(db, session, context, 'verifyPasswordWrong');
    throw new ApiError(UcCode.OLD_PASSWORD_WRONG, 'mfa.server.passwordWrong');
  }
  const verifiedAt = new Date(now);
  await db.transaction(async (tx) => {
    await tx
      .update(sessions)
      .set({ verifiedAt })
      .where(eq(sessions.id, rootOf(session)));
    // A right password ends the series of failures, as a successful sign-in does.
    await tx.update(users).set({ failedAttempts: 0 }).where(eq(users.id, user.id));
  });
  return { verifiedUntil: new Date(now + REVERIFY_WINDOW_MS).toISOString() };
}

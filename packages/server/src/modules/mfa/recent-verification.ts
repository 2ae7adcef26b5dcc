import type { CallParsed, MFA_CALLS, SelfVerified } from '@portico/sdk/contract';
import { UcCode } from '@portico/sdk/internal';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { ApiError } from '../../shared/errors';
import { verifyPassword } from '../../shared/password';
import { rootOf, type ActiveSession } from '../session/session';
import type { LoginContext } from '../sso/sign-in-checks';
import { countWrongSecret, isLocked, logFailure } from './complete';
import { codeWrong, spendTotpCode } from './factors';

/**
 * Recent verification ("sudo mode"): adding a sign-in factor needs the session family to have
 * proved the user's identity a short while ago, by the sign-in itself or by POST /self/verify
 * (the password, or a code of the authenticator app the user already has).
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
 * POST /self/verify: the current password, or a current code of the user's authenticator app
 * (accepted once, like at sign-in), renews the family's verification. A wrong secret counts
 * toward the lockout like a wrong sign-in (and is logged); while a lock runs nothing is checked,
 * so a held session cannot go on guessing.
 */
export async function verifySelf(
  db: Database,
  session: ActiveSession,
  input: CallParsed<typeof MFA_CALLS.verify>,
  context: LoginContext = {},
): Promise<SelfVerified> {
  const { user } = session;
  const now = Date.now();
  const { code, password } = input;
  const byCode = code !== undefined;
  const reason = byCode ? 'verifyCodeWrong' : 'verifyPasswordWrong';
  const wrong = () =>
    byCode ? codeWrong() : new ApiError(UcCode.OLD_PASSWORD_WRONG, 'mfa.server.passwordWrong');
  // The user's row as it is now: the session cache may hold an older failure count.
  const [current] = await db
    .select({ locked: users.locked, lockedUntil: users.lockedUntil })
    .from(users)
    .where(eq(users.id, user.id));
  if (current && isLocked(current, now)) {
    // The attempt is logged but not counted: no secret was checked.
    await logFailure(db, session, context, reason);
    throw wrong();
  }
  const proven =
    code !== undefined
      ? await spendTotpCode(db, user.id, code, now)
      : await verifyPassword(user.passwordHash, password ?? '');
  if (!proven) {
    await countWrongSecret(db, session, context, reason);
    throw wrong();
  }
  const verifiedAt = new Date(now);
  await db.transaction(async (tx) => {
    await tx
      .update(sessions)
      .set({ verifiedAt })
      .where(eq(sessions.id, rootOf(session)));
    // A right secret ends the series of failures, as a successful sign-in does.
    await tx.update(users).set({ failedAttempts: 0 }).where(eq(users.id, user.id));
  });
  return { verifiedUntil: new Date(now + REVERIFY_WINDOW_MS).toISOString() };
}

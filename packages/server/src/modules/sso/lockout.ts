import { translate, type Locale } from '@portico/sdk';
import { UcCode } from '@portico/sdk/internal';
import { VERIFICATION_CODE_TTL_MINUTES, type UnlockAccountRequest } from '@portico/sdk/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { units, users } from '../../db/schema';
import { consumeCode, issueCode } from './codes';
import { ApiError } from '../../shared/errors';
import type { Mailer } from '../../shared/mail';
import type { UnitRow, UserRow } from '../session/session';

/**
 * Lockout after repeated failed sign-ins (DESIGN.md security model; product.md §4 "lock status"),
 * built so that it slows a guesser without letting anyone lock the holder out for good:
 *
 * - every `maxFailedAttempts` consecutive failures lock the account for a delay that doubles with
 *   each lock of the series (`lockMinutes`, then twice, four times… at most MAX_LOCK_MINUTES);
 *   a successful sign-in ends the series;
 * - while a lock runs no password is checked and every attempt answers like a wrong password, so
 *   guessing is paused and the answer tells nothing (existing, unknown and locked accounts alike);
 * - the holder is told by e-mail (the reason, the end, the address of the last attempt) and can
 *   end the lock at once with the mailed code (POST /sso/unlockAccount), or simply wait.
 */
export const MAX_LOCK_MINUTES = 24 * 60;

/** The delay of the lock that `failures` consecutive failures set; 0: no lock (yet). */
export function lockDelayMinutes(failures: number, max: number, lockMinutes: number): number {
  if (max <= 0 || failures < max || failures % max !== 0) return 0;
  const series = failures / max - 1;
  return Math.min(MAX_LOCK_MINUTES, lockMinutes * 2 ** Math.min(series, 20));
}

/** Counts a failure (in SQL, so concurrent attempts cannot both read the old count). */
export async function countFailure(
  db: Database,
  user: UserRow,
  policy: { maxFailedAttempts: number; lockMinutes: number },
  now: number,
): Promise<{ failures: number; lockedUntil: Date | null }> {
  const [counted] = await db
    .update(users)
    .set({ failedAttempts: sql`${users.failedAttempts} + 1` })
    .where(eq(users.id, user.id))
    .returning({ failedAttempts: users.failedAttempts });
  const failures = counted?.failedAttempts ?? 0;
  const minutes = lockDelayMinutes(failures, policy.maxFailedAttempts, policy.lockMinutes);
  if (!minutes) return { failures, lockedUntil: null };
  const lockedUntil = new Date(now + minutes * 60_000);
  await db.update(users).set({ locked: 'T', lockedUntil }).where(eq(users.id, user.id));
  return { failures, lockedUntil };
}

/**
 * Tells the holder why the account is locked, until when, and the code that unlocks it. Without
 * a bound e-mail there is no one to tell: the lock then just runs out. A mail failure never
 * changes the answer of the sign-in (it would tell the caller that the account exists).
 */
export async function mailLock(
  db: Database,
  mailer: Mailer | undefined,
  input: { unit: UnitRow; user: UserRow; failures: number; until: Date; ip?: string },
  locale: Locale,
): Promise<void> {
  const { unit, user } = input;
  if (!mailer || !user.email) return;
  try {
    const code = await issueCode(
      db,
      { purpose: 'UNLOCK_ACCOUNT', userId: user.id, target: user.email },
      { resendLimit: false },
    );
    await mailer.deliver(db, {
      channel: 'mail',
      to: user.email,
      subject: translate(locale, 'server.mail.lockedSubject'),
      text: translate(locale, 'server.mail.lockedBody', {
        name: user.name,
        unitCode: unit.code,
        userCode: user.userCode,
        attempts: input.failures,
        ip: input.ip ?? '-',
        until: input.until.toISOString().slice(0, 16).replace('T', ' '),
        code,
        minutes: VERIFICATION_CODE_TTL_MINUTES,
      }),
    });
  } catch {
    // The lock holds anyway; the holder can still wait it out.
  }
}

/**
 * POST /sso/unlockAccount {unitCode, userCode, validateCode}: the holder ends a failure lock
 * with the mailed code. An administrator's lock is not opened this way. Unknown accounts and
 * wrong codes answer alike (40109).
 */
export async function unlockAccount(db: Database, input: UnlockAccountRequest): Promise<void> {
  const [row] = await db
    .select({ user: users })
    .from(users)
    .innerJoin(units, eq(units.id, users.unitId))
    .where(and(eq(units.code, input.unitCode), eq(users.userCode, input.userCode)))
    .limit(1);
  const user = row?.user;
  const done =
    !!user?.email &&
    (await db.transaction(async (tx) => {
      const right = await consumeCode(tx, {
        purpose: 'UNLOCK_ACCOUNT',
        userId: user.id,
        target: user.email!,
        code: input.validateCode,
      });
      if (!right) return false;
      // Only a lock with an end (a failure lock); the series starts again from zero.
      await tx
        .update(users)
        .set({ locked: 'F', lockedUntil: null, failedAttempts: 0 })
        .where(and(eq(users.id, user.id), sql`${users.lockedUntil} is not null`));
      return true;
    }));
  if (!done) throw new ApiError(UcCode.CODE_INVALID, 'serverAdmin.codeInvalid');
}

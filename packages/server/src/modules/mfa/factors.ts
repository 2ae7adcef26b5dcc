import { UcCode } from '@portico/sdk/internal';
import { and, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mfaRecoveryCodes, userMfa } from '../../db/schema';
import { ApiError } from '../../shared/errors';
import { invalid } from '../../shared/admin-db';
import { passkeyCountOf } from '../passkeys/passkey-count';
import { openSecret, sealSecret } from './stored-secret';
import {
  hashRecoveryCode,
  isRecoveryShape,
  isTotpShape,
  matchingStep,
  newRecoveryCode,
  normalizeCode,
  RECOVERY_CODE_COUNT,
} from './totp';

/** A user's second factors as stored: what sign-in asks and the status call tells. */

type Reader = Pick<Database, 'select'>;
type Writer = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

export interface UserFactors {
  totp: boolean;
  recoveryCodesLeft: number;
  passkeys: number;
  requiredSince: Date | null;
}

export async function userFactorsOf(db: Reader, userId: string): Promise<UserFactors> {
  const [[row], [left], passkeys] = await Promise.all([
    db.select().from(userMfa).where(eq(userMfa.userId, userId)).limit(1),
    db
      .select({ n: count() })
      .from(mfaRecoveryCodes)
      .where(and(eq(mfaRecoveryCodes.userId, userId), isNull(mfaRecoveryCodes.usedAt))),
    passkeyCountOf(db, userId),
  ]);
  return {
    totp: Boolean(row?.totpSecret),
    recoveryCodesLeft: row?.totpSecret ? (left?.n ?? 0) : 0,
    passkeys,
    requiredSince: row?.requiredSince ?? null,
  };
}

/** Notes when the policy first required a factor of the user (the grace period's start). */
export async function markRequired(db: Writer, userId: string, now: Date): Promise<Date> {
  await db
    .insert(userMfa)
    .values({ userId, requiredSince: now })
    .onConflictDoUpdate({
      target: userMfa.userId,
      set: { requiredSince: sql`coalesce(${userMfa.requiredSince}, ${now})` },
    });
  const [row] = await db
    .select({ since: userMfa.requiredSince })
    .from(userMfa)
    .where(eq(userMfa.userId, userId));
  return row?.since ?? now;
}

/**
 * Starts (or restarts) an enrolment: the secret waits apart until a code confirms it. Secrets are
 * stored sealed (stored-secret.ts).
 */
export async function savePendingSecret(db: Writer, userId: string, secret: string) {
  const [row] = await db
    .select({ totpSecret: userMfa.totpSecret })
    .from(userMfa)
    .where(eq(userMfa.userId, userId));
  if (row?.totpSecret) {
    throw invalid('mfa.server.alreadyEnrolled');
  }
  const sealed = sealSecret(userId, secret);
  await db
    .insert(userMfa)
    .values({ userId, totpPendingSecret: sealed })
    .onConflictDoUpdate({
      target: userMfa.userId,
      set: { totpPendingSecret: sealed, updatedAt: new Date() },
    });
}

export function codeWrong(): ApiError {
  return new ApiError(UcCode.MFA_CODE_WRONG, 'mfa.server.codeWrong');
}

/**
 * Confirms the pending secret with a code: in one transaction the secret becomes the factor and
 * ten new recovery codes replace any earlier ones. Null when the code does not match (the
 * caller counts the failure); nothing is written then.
 */
export async function confirmPendingSecret(
  db: Database,
  userId: string,
  code: string,
  now = Date.now(),
): Promise<string[] | null> {
  const [row] = await db.select().from(userMfa).where(eq(userMfa.userId, userId));
  if (!row?.totpPendingSecret) {
    throw invalid('mfa.server.noPendingEnrolment');
  }
  // The sealed value moves to the factor's column as it is: it is bound to the user, not the column.
  const stored = row.totpPendingSecret;
  const step = matchingStep(openSecret(userId, stored), normalizeCode(code), now);
  if (step === null) return null;
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const confirmed = await db.transaction(async (tx) => {
    const [done] = await tx
      .update(userMfa)
      .set({
        totpSecret: stored,
        totpPendingSecret: null,
        totpLastStep: step,
        totpEnrolledAt: new Date(now),
        updatedAt: new Date(now),
      })
      // Another confirmation of the same enrolment may have won meanwhile.
      .where(and(eq(userMfa.userId, userId), eq(userMfa.totpPendingSecret, stored)))
      .returning({ userId: userMfa.userId });
    if (!done) return false;
    await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
    await tx
      .insert(mfaRecoveryCodes)
      .values(codes.map((c) => ({ userId, codeHash: hashRecoveryCode(c) })));
    return true;
  });
  if (!confirmed) throw invalid('mfa.server.noPendingEnrolment');
  return codes;
}

/**
 * Checks a code of the user's authenticator app and spends it: a TOTP step is accepted once (its
 * step must be newer than the last accepted one, compared and set in one statement so two nodes
 * cannot both accept it). False: wrong, malformed, replayed or not enrolled.
 */
export async function spendTotpCode(
  db: Database,
  userId: string,
  typed: string,
  now = Date.now(),
): Promise<boolean> {
  const code = normalizeCode(typed);
  if (!isTotpShape(code)) return false;
  const [row] = await db.select().from(userMfa).where(eq(userMfa.userId, userId));
  if (!row?.totpSecret) return false;
  const step = matchingStep(openSecret(userId, row.totpSecret), code, now);
  if (step === null) return false;
  const [accepted] = await db
    .update(userMfa)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(userMfa.userId, userId),
        or(isNull(userMfa.totpLastStep), lt(userMfa.totpLastStep, step)),
      ),
    )
    .returning({ userId: userMfa.userId });
  return Boolean(accepted);
}

/**
 * Checks a TOTP or recovery code and spends it: a TOTP code as spendTotpCode does; a recovery
 * code is marked used. Null: wrong, malformed, replayed or not enrolled.
 */
export async function spendCode(
  db: Database,
  userId: string,
  typed: string,
  now = Date.now(),
): Promise<'totp' | 'recovery' | null> {
  const code = normalizeCode(typed);
  if (isTotpShape(code)) return (await spendTotpCode(db, userId, code, now)) ? 'totp' : null;
  if (!isRecoveryShape(code)) return null;
  // Recovery codes stand for the authenticator app: none count once it is removed.
  const [row] = await db.select().from(userMfa).where(eq(userMfa.userId, userId));
  if (!row?.totpSecret) return null;
  const [used] = await db
    .update(mfaRecoveryCodes)
    .set({ usedAt: new Date(now) })
    .where(
      and(
        eq(mfaRecoveryCodes.userId, userId),
        eq(mfaRecoveryCodes.codeHash, hashRecoveryCode(code)),
        isNull(mfaRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: mfaRecoveryCodes.id });
  return used ? 'recovery' : null;
}

/** Removes the authenticator app and its recovery codes (the grace period's start is kept). */
export async function removeTotp(db: Writer, userId: string): Promise<void> {
  await db
    .update(userMfa)
    .set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null, totpEnrolledAt: null })
    .where(eq(userMfa.userId, userId));
  await db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
}

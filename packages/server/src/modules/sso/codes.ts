import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { UcCode } from '@portico/sdk/internal';
import { VERIFICATION_CODE_TTL_MINUTES } from '@portico/sdk/contract';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { verificationCodes } from '../../db/schema';
import { ApiError } from '../../shared/errors';

export type CodePurpose = (typeof verificationCodes.$inferSelect)['purpose'];

/** The client's countdown (api-contract.md §9): one code per purpose and user per minute. */
export const RESEND_SECONDS = 60;
/** Wrong guesses before a code is burnt: 6 digits and 5 tries leave 1 in 200,000. */
export const MAX_CODE_ATTEMPTS = 5;

function hashCode(id: string, code: string): string {
  return createHash('sha256').update(`${id}:${code}`).digest('hex');
}

/**
 * Issues a 6-digit code for a purpose, valid 10 minutes, single-use; any older unused code of the
 * same purpose and user is retired. Refused (42901) within a minute of the previous one.
 */
export async function issueCode(
  db: Database,
  input: { purpose: CodePurpose; userId: string; target: string },
  // The server's own notices (a lock) are not the client's countdown.
  options: { resendLimit?: boolean } = {},
): Promise<string> {
  const now = Date.now();
  const [recent] = await db
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(
      and(eq(verificationCodes.userId, input.userId), eq(verificationCodes.purpose, input.purpose)),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  const waited = recent ? (now - recent.createdAt.getTime()) / 1000 : Infinity;
  if (options.resendLimit !== false && waited < RESEND_SECONDS) {
    const seconds = Math.ceil(RESEND_SECONDS - waited);
    throw new ApiError(UcCode.CODE_TOO_SOON, 'serverAdmin.codeTooSoon', { seconds });
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.transaction(async (tx) => {
    await tx
      .update(verificationCodes)
      .set({ usedAt: new Date(now) })
      .where(
        and(
          eq(verificationCodes.userId, input.userId),
          eq(verificationCodes.purpose, input.purpose),
          isNull(verificationCodes.usedAt),
        ),
      );
    const [row] = await tx
      .insert(verificationCodes)
      .values({
        purpose: input.purpose,
        userId: input.userId,
        target: input.target,
        codeHash: 'pending',
        expiresAt: new Date(now + VERIFICATION_CODE_TTL_MINUTES * 60_000),
      })
      .returning({ id: verificationCodes.id });
    // The row id salts the hash, so it is only known after the insert.
    await tx
      .update(verificationCodes)
      .set({ codeHash: hashCode(row!.id, code) })
      .where(eq(verificationCodes.id, row!.id));
  });
  return code;
}

/**
 * Consumes a code: true once for the right code, sent to `target`, unexpired and unused. A wrong
 * guess counts; after MAX_CODE_ATTEMPTS the code is burnt. Runs in the caller's transaction so
 * that the code is only spent when the change it authorises is written.
 */
export async function consumeCode(
  db: Pick<Database, 'select' | 'update'>,
  input: { purpose: CodePurpose; userId: string; target: string; code: string },
): Promise<boolean> {
  return verifyCode(db, input, { consume: true });
}

/**
 * Checks a code without spending it, so that a form can refuse a wrong code at the step where it
 * was typed. A wrong guess counts exactly as in consumeCode: checking is no way around the
 * MAX_CODE_ATTEMPTS limit.
 */
export async function checkCode(
  db: Pick<Database, 'select' | 'update'>,
  input: { purpose: CodePurpose; userId: string; target: string; code: string },
): Promise<boolean> {
  return verifyCode(db, input, { consume: false });
}

async function verifyCode(
  db: Pick<Database, 'select' | 'update'>,
  input: { purpose: CodePurpose; userId: string; target: string; code: string },
  { consume }: { consume: boolean },
): Promise<boolean> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.userId, input.userId),
        eq(verificationCodes.purpose, input.purpose),
        isNull(verificationCodes.usedAt),
        gt(verificationCodes.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (!row) return false;
  const expected = Buffer.from(row.codeHash);
  const given = Buffer.from(hashCode(row.id, input.code.trim()));
  const right =
    expected.length === given.length &&
    timingSafeEqual(expected, given) &&
    row.target.toLowerCase() === input.target.trim().toLowerCase();
  if (!right) {
    const attempts = row.attempts + 1;
    await db
      .update(verificationCodes)
      .set({ attempts, usedAt: attempts >= MAX_CODE_ATTEMPTS ? new Date() : null })
      .where(eq(verificationCodes.id, row.id));
    return false;
  }
  if (!consume) return true;
  // The guard on used_at makes the code single-use even under concurrent requests.
  const spent = await db
    .update(verificationCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.usedAt)))
    .returning({ id: verificationCodes.id });
  return spent.length === 1;
}

import { UcCode } from '@portico/sdk/internal';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mfaTokens } from '../../db/schema';
import { ApiError } from '../../shared/errors';
import { hashToken, newToken } from '../session/session';

/**
 * The tokens of a sign-in held at its second factor (40121) or at a forced enrolment (40122):
 * short-lived, stored hashed in the database so that any node redeems them, spent once.
 */

export const MFA_TOKEN_TTL_MS = 5 * 60 * 1000;

export type MfaTokenRow = typeof mfaTokens.$inferSelect;
export type MfaTokenPurpose = MfaTokenRow['purpose'];

export interface HeldSignIn {
  userId: string;
  unitId: string;
  purpose: MfaTokenPurpose;
  appCode: string | null;
  via: string;
  amr: string[];
  ip: string | null;
}

export function tokenInvalid(): ApiError {
  return new ApiError(UcCode.MFA_TOKEN_INVALID, 'mfa.server.tokenInvalid');
}

export async function issueMfaToken(
  db: Database,
  held: HeldSignIn,
  now = Date.now(),
): Promise<{ mfaToken: string; expiresAt: Date }> {
  const mfaToken = newToken();
  const expiresAt = new Date(now + MFA_TOKEN_TTL_MS);
  // Tokens nobody redeemed are swept as new ones are made, so the table stays small.
  await db.delete(mfaTokens).where(lt(mfaTokens.expiresAt, new Date(now - MFA_TOKEN_TTL_MS)));
  await db.insert(mfaTokens).values({
    tokenHash: hashToken(mfaToken),
    userId: held.userId,
    unitId: held.unitId,
    purpose: held.purpose,
    appCode: held.appCode,
    via: held.via,
    amr: held.amr.join(','),
    ip: held.ip,
    expiresAt,
  });
  return { mfaToken, expiresAt };
}

function live(token: string, purpose: MfaTokenPurpose) {
  return and(
    eq(mfaTokens.tokenHash, hashToken(token)),
    eq(mfaTokens.purpose, purpose),
    isNull(mfaTokens.usedAt),
    gt(mfaTokens.expiresAt, new Date()),
  );
}

function heldOf(row: MfaTokenRow): HeldSignIn {
  return {
    userId: row.userId,
    unitId: row.unitId,
    purpose: row.purpose,
    appCode: row.appCode,
    via: row.via,
    amr: row.amr ? row.amr.split(',') : [],
    ip: row.ip,
  };
}

/** A live token of that purpose, not spent (the factor is checked first); else 40124. */
export async function readMfaToken(
  db: Pick<Database, 'select'>,
  token: string,
  purpose: MfaTokenPurpose,
): Promise<HeldSignIn> {
  const [row] = await db.select().from(mfaTokens).where(live(token, purpose)).limit(1);
  if (!row) throw tokenInvalid();
  return heldOf(row);
}

/** Spends a live token once, atomically (two nodes cannot both redeem it); else 40124. */
export async function spendMfaToken(
  db: Pick<Database, 'update'>,
  token: string,
  purpose: MfaTokenPurpose,
): Promise<HeldSignIn> {
  const [row] = await db
    .update(mfaTokens)
    .set({ usedAt: new Date() })
    .where(live(token, purpose))
    .returning();
  if (!row) throw tokenInvalid();
  return heldOf(row);
}

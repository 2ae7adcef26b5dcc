import { timingSafeEqual } from 'node:crypto';
import { translate } from '@portico/sdk';
import {
  formatMessage,
  validateNewPassword,
  validatePasswordConfirmation,
  type MessageRef,
} from '@portico/sdk/internal';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { settings, units, users } from '../../db/schema';
import { hashSetupToken, SETUP_LINK_KEY, type PendingSetupLink } from '../../db/seed-bootstrap';
import { hashPassword } from '../../shared/password';
import { passwordPolicyOf } from '../units/parameters';

/** The account a valid link sets the password of. */
export interface SetupTarget {
  userId: string;
  unitCode: string;
  userCode: string;
  /** The stored row as read, so that spending it can require that nobody spent it meanwhile. */
  stored: string;
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The account of a setup link that is still pending and unexpired; null for any other token. */
export async function setupTargetOf(
  db: Database,
  token: string,
  now = new Date(),
): Promise<SetupTarget | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db.select().from(settings).where(eq(settings.key, SETUP_LINK_KEY));
  if (!row) return null;
  const pending = JSON.parse(row.value) as PendingSetupLink;
  if (!sameHash(pending.tokenHash, hashSetupToken(token))) return null;
  if (new Date(pending.expiresAt) <= now) return null;
  const [account] = await db
    .select({ unitCode: units.code, userCode: users.userCode })
    .from(users)
    .innerJoin(units, eq(units.id, users.unitId))
    .where(eq(users.id, pending.userId));
  return account ? { userId: pending.userId, ...account, stored: row.value } : null;
}

export type SetupOutcome =
  { ok: true; unitCode: string; userCode: string } | { ok: false; message: string; retry: boolean };

const text = (ref: MessageRef) =>
  formatMessage(ref, (key, params) => translate('en-US', key, params));

/**
 * Sets the administrator's password through the link: the platform unit's password rules apply,
 * and the link is spent in the same transaction as the password is written, so it works once.
 */
export async function setPasswordWithLink(
  db: Database,
  input: { token?: string; password?: string; confirm?: string },
): Promise<SetupOutcome> {
  const target = await setupTargetOf(db, input.token ?? '');
  if (!target) {
    return { ok: false, retry: false, message: 'This setup link is not valid: used or expired.' };
  }
  const [unit] = await db.select().from(units).where(eq(units.code, target.unitCode));
  const { strategy } = unit ? await passwordPolicyOf(db, unit) : { strategy: undefined };
  const password = input.password ?? '';
  const problem =
    validateNewPassword(password, '', { strategy }) ??
    validatePasswordConfirmation(input.confirm ?? '', password);
  if (problem) return { ok: false, retry: true, message: text(problem) };

  const passwordHash = await hashPassword(password);
  const spent = await db.transaction(async (tx) => {
    const rows = await tx
      .delete(settings)
      .where(and(eq(settings.key, SETUP_LINK_KEY), eq(settings.value, target.stored)))
      .returning({ key: settings.key });
    if (!rows.length) return false;
    await tx
      .update(users)
      .set({ passwordHash, pwdChangedAt: new Date(), firstLogin: 'F', failedAttempts: 0 })
      .where(eq(users.id, target.userId));
    return true;
  });
  if (!spent) {
    return { ok: false, retry: false, message: 'This setup link is not valid: used or expired.' };
  }
  return { ok: true, unitCode: target.unitCode, userCode: target.userCode };
}

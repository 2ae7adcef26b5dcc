import {
  parsePasswordStrategy,
  type PasswordStrategy,
  type UnitParameter,
} from '@portico/sdk/internal';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { parameters } from '../../db/schema';
import type { UnitRow, UserRow } from '../session/session';
import { unitChain } from './units';

export const PASSWORD_STRATEGY = 'PASSWORD_STRATEGY';

/** A unit's parameter, inherited from the nearest ancestor that sets it; null when none does. */
export async function unitParameter(
  db: Database,
  unit: UnitRow,
  code: string,
): Promise<UnitParameter | null> {
  for (const current of await unitChain(db, unit)) {
    const [row] = await db
      .select()
      .from(parameters)
      .where(and(eq(parameters.unitId, current.id), eq(parameters.code, code)))
      .limit(1);
    if (row) return { code, value: row.value, remark: row.remark, unitCode: current.code };
  }
  return null;
}

export interface UnitPasswordPolicy {
  strategy: PasswordStrategy;
  /** Days a password may be kept (remark `maxAgeDays`); null: forever. */
  maxAgeDays: number | null;
}

/** The unit's PASSWORD_STRATEGY, read by the same parser the clients use (product.md §5). */
export async function passwordPolicyOf(db: Database, unit: UnitRow): Promise<UnitPasswordPolicy> {
  const parameter = await unitParameter(db, unit, PASSWORD_STRATEGY);
  return { strategy: parsePasswordStrategy(parameter), maxAgeDays: maxAgeOf(parameter?.remark) };
}

function maxAgeOf(remark: string | null | undefined): number | null {
  if (!remark) return null;
  try {
    const value = (JSON.parse(remark) as { maxAgeDays?: unknown }).maxAgeDays;
    return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

/**
 * pwdChange of the login result (product.md §4 "Forced password change"): first login, or a
 * password older than the unit's PASSWORD_STRATEGY allows. Backdoor users are never forced.
 */
export function mustChangePassword(user: UserRow, policy: UnitPasswordPolicy, now = Date.now()) {
  if (user.isBackdoor === 'T') return false;
  if (user.firstLogin === 'T') return true;
  if (policy.maxAgeDays === null) return false;
  const changed = user.pwdChangedAt?.getTime() ?? user.createdAt.getTime();
  return now - changed > policy.maxAgeDays * 24 * 60 * 60 * 1000;
}

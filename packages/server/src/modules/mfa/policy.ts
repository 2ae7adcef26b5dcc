import {
  MFA_FACTORS,
  type MfaFactor,
  type MfaPolicySave,
  type UnitMfaPolicy,
} from '@portico/sdk/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mfaPolicies } from '../../db/schema';
import { unitChain } from '../units/units';
import type { UnitRow } from '../session/session';

/**
 * The sign-in factor policy of a unit: its own, else its nearest ancestor's (child units inherit
 * unless they set their own), else off.
 */

type PolicyRow = typeof mfaPolicies.$inferSelect;

const DEFAULT_FACTORS: MfaFactor[] = ['totp', 'passkey'];

export function factorsOf(stored: string): MfaFactor[] {
  const named = new Set(stored.split(','));
  return MFA_FACTORS.filter((factor) => named.has(factor));
}

function fromRow(unitId: string, row: PolicyRow | undefined): UnitMfaPolicy {
  if (!row) {
    return {
      unitId,
      policy: 'off',
      factors: DEFAULT_FACTORS,
      graceDays: 0,
      passwordless: false,
      trustUpstreamMfa: false,
      sourceUnitId: null,
      own: false,
    };
  }
  return {
    unitId,
    policy: row.policy,
    factors: factorsOf(row.factors),
    graceDays: row.graceDays,
    passwordless: row.passwordless,
    trustUpstreamMfa: row.trustUpstreamMfa,
    sourceUnitId: row.unitId,
    own: row.unitId === unitId,
  };
}

/** The policy that applies in `unit`, read along its chain of ancestors in one query. */
export async function mfaPolicyOf(db: Database, unit: UnitRow): Promise<UnitMfaPolicy> {
  const chain = await unitChain(db, unit);
  const rows = await db
    .select()
    .from(mfaPolicies)
    .where(
      inArray(
        mfaPolicies.unitId,
        chain.map((u) => u.id),
      ),
    );
  const byUnit = new Map(rows.map((row) => [row.unitId, row]));
  const nearest = chain.map((u) => byUnit.get(u.id)).find((row) => row !== undefined);
  return fromRow(unit.id, nearest);
}

/** Writes a unit's own policy, or drops it (`inherit`) so the unit takes its parent's again. */
export async function writeMfaPolicy(db: Database, unit: UnitRow, input: MfaPolicySave) {
  if (input.inherit) {
    await db.delete(mfaPolicies).where(eq(mfaPolicies.unitId, unit.id));
    return;
  }
  const current = await mfaPolicyOf(db, unit);
  const next = {
    policy: input.policy,
    factors: [...new Set(input.factors)].join(','),
    graceDays: input.graceDays,
    passwordless: input.passwordless ?? current.passwordless,
    trustUpstreamMfa: input.trustUpstreamMfa ?? current.trustUpstreamMfa,
    updatedAt: new Date(),
  };
  await db
    .insert(mfaPolicies)
    .values({ unitId: unit.id, ...next })
    .onConflictDoUpdate({ target: mfaPolicies.unitId, set: next });
}

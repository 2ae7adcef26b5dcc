import type { UnitRecord } from '@portico/sdk/contract';
import type { Database } from '../../db/client';
import type { UnitRow } from '../session/session';
import { unitByCode, unitChain } from '../units/units';

/**
 * A unit the caller may see: its own unit or one below it. Other units answer like unknown ones,
 * so that unit codes cannot be probed.
 */
export async function findVisibleUnit(
  db: Database,
  callerUnitId: string,
  code: string,
): Promise<UnitRecord | null> {
  const target = await unitByCode(db, code);
  if (!target) return null;
  const chain = await unitChain(db, target);
  return chain.some((u) => u.id === callerUnitId) ? toRecord(target) : null;
}

export function toRecord(unit: UnitRow): UnitRecord {
  const { id, uuid, code, descript, logo, type, theme } = unit;
  return { id, uuid, code, descript, logo, type, theme };
}

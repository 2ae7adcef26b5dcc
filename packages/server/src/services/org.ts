import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { units } from '../db/schema';
import type { UnitRow } from './session';

/** The unit record of GET {UC}/org/code/{code} (product.md §3 "Unit"). */
export interface UnitRecord {
  id: string;
  uuid: string;
  code: string;
  descript: string;
  logo: string | null;
  type: string;
  theme: string | null;
}

/** Deeper trees than this are a data error; the bound keeps a cycle from looping forever. */
const MAX_DEPTH = 16;

/**
 * A unit the caller may see: its own unit or one below it. Other units answer like unknown ones,
 * so that unit codes cannot be probed.
 */
export async function findVisibleUnit(
  db: Database,
  callerUnitId: string,
  code: string,
): Promise<UnitRecord | null> {
  const [target] = await db.select().from(units).where(eq(units.code, code)).limit(1);
  if (!target) return null;
  let current: UnitRow | undefined = target;
  for (let depth = 0; current && depth < MAX_DEPTH; depth += 1) {
    if (current.id === callerUnitId) return toRecord(target);
    if (!current.parentId) break;
    [current] = await db.select().from(units).where(eq(units.id, current.parentId)).limit(1);
  }
  return null;
}

function toRecord(unit: UnitRow): UnitRecord {
  const { id, uuid, code, descript, logo, type, theme } = unit;
  return { id, uuid, code, descript, logo, type, theme };
}

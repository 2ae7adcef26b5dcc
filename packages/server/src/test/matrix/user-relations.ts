import type { USER_RELATION_CALLS } from '@portico/sdk/contract';
import { and, eq } from 'drizzle-orm';
import { areas } from '../../db/schema';
import type { CallFixtures } from './call-fixtures';
import type { MatrixContext } from './context';

/** G001's area EAST (demo seed), whose hotels a zone relation grants. */
async function eastArea({ db, ids }: MatrixContext): Promise<string> {
  const [row] = await db
    .select({ id: areas.id })
    .from(areas)
    .where(and(eq(areas.unitId, ids.G001), eq(areas.code, 'EAST')));
  return row!.id;
}

/**
 * Matrix inputs of the user relation calls (zone, company and supplier relations, unit
 * projections; api-contract.md §7.4): each about a user of H001, or H001 as the unit below G001.
 */
export const USER_RELATION_FIXTURES: CallFixtures<typeof USER_RELATION_CALLS> = {
  saveZones: async (c) => ({ userId: c.ids.nightaudit, areaIds: [await eastArea(c)] }),
  saveCompanies: ({ ids }) => ({ userId: ids.nightaudit, unitIds: [] }),
  saveSupplier: ({ ids }) => ({ userId: ids.nightaudit, unitIds: [] }),
  projectionInParent: ({ ids }) => ({ userCode: 'frontdesk', unitId: ids.H001 }),
  projectionInChild: ({ ids }) => ({ userCode: 'groupadmin', unitId: ids.G001, childId: ids.H001 }),
  editProjectionInParent: ({ ids }) => ({ userCode: 'frontdesk', unitId: ids.H001, related: 'F' }),
  editProjectionInChild: ({ ids }) => ({
    userCode: 'groupadmin',
    unitId: ids.G001,
    childId: ids.H001,
    related: 'F',
  }),
};

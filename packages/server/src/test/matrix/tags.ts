import type { TAG_CALLS } from '@portico/sdk/contract';
import { managedTags } from '../../db/schema';
import type { CallFixtures } from './call-fixtures';

/**
 * Matrix inputs of the managed tag calls (api-contract.md §7.4 /userManagedTag); `list` needs
 * none, its `unitId` is derived.
 */
export const TAG_FIXTURES: CallFixtures<typeof TAG_CALLS> = {
  save: ({ ids }) => ({ unitId: ids.H001, code: 'MATRIX', name: 'Matrix' }),
  delete: async (c) => {
    const [row] = await c.db
      .insert(managedTags)
      .values({ unitId: c.ids.H001, code: 'MATRIX_DEL', name: 'Matrix' })
      .returning();
    return { id: row!.id };
  },
  userList: ({ ids }) => ({ userId: ids.frontdesk }),
  userSave: ({ ids }) => ({ userId: ids.frontdesk, tagIds: [] }),
};

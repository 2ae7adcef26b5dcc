import { managedTags } from '../db/schema';
import type { MatrixRow } from '../test/matrix/context';

/** Authorization-matrix rows of the managed tags (api-contract.md §7.4 /userManagedTag). */
export const TAG_MATRIX_ROWS: MatrixRow[] = [
  { call: 'GET /uc/managedTag/list', request: ({ ids }) => ({ query: { unitId: ids.H001 } }) },
  {
    call: 'PUT /uc/managedTag/save',
    request: ({ ids }) => ({ body: { unitId: ids.H001, code: 'MATRIX', name: 'Matrix' } }),
  },
  {
    call: 'DELETE /uc/managedTag/delete',
    request: async (c) => {
      const [row] = await c.db
        .insert(managedTags)
        .values({ unitId: c.ids.H001, code: 'MATRIX_DEL', name: 'Matrix' })
        .returning();
      return { query: { id: row!.id } };
    },
  },
  {
    call: 'GET /uc/userManagedTag/list',
    request: ({ ids }) => ({ query: { userId: ids.frontdesk } }),
  },
  {
    call: 'POST /uc/userManagedTag',
    request: ({ ids }) => ({ body: { userId: ids.frontdesk, tagIds: [] } }),
  },
];

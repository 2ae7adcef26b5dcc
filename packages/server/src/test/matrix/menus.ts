import type { MENU_CALLS } from '@portico/sdk/contract';
import type { CallFixtures } from './call-fixtures';
import type { MatrixContext } from './context';
import { menus } from '../../db/schema';

/** A top-level GC menu of its own, so that each row changes a menu nobody else reads. */
async function freshMenu(c: MatrixContext): Promise<string> {
  const identity = `MATRIX_${Math.random().toString(36).slice(2, 10)}`;
  const [row] = await c.db
    .insert(menus)
    .values({ appCode: 'GC', identity, name: identity.toLowerCase(), title: 'Matrix', sort: 9000 })
    .returning();
  return row!.id;
}

const fields = { name: 'matrix', title: 'Matrix', path: '/matrix' };

/** Matrix inputs of the menu editor's calls (product.md §3 "Menu"). Menus are the platform's, like the app's other resources: an administrator of another unit gets 40301. */
export const MENU_FIXTURES: CallFixtures<typeof MENU_CALLS> = {
  menus: { input: () => ({ appCode: 'GC' }), foreign: 40301 },
  addMenu: {
    input: () => ({ appCode: 'GC', identity: 'MATRIX_ADD', ...fields }),
    foreign: 40301,
  },
  updateMenu: {
    input: async (c) => ({ id: await freshMenu(c), identity: 'MATRIX_UPD', ...fields }),
    foreign: 40301,
  },
  moveMenu: {
    input: async (c) => ({ id: await freshMenu(c), parentId: null, index: 0 }),
    foreign: 40301,
  },
  deleteMenu: { input: async (c) => ({ id: await freshMenu(c) }), foreign: 40301 },
};

import type { APP_CALLS } from '@portico/sdk/contract';
import type { CallFixtures } from './call-fixtures';
import type { MatrixContext } from './context';
import { appLinks, appOpenSteps, resources } from '../../db/schema';

async function freshResource(c: MatrixContext): Promise<string> {
  const code = `MATRIX_${Math.random().toString(36).slice(2, 10)}`;
  const [row] = await c.db
    .insert(resources)
    .values({ appCode: 'GC', type: 'REPORT', code, name: 'Matrix' })
    .returning();
  return row!.id;
}

const page = { firstResult: 0, pageSize: 10 };

/** Matrix inputs of the application calls (product.md §2.5 /apply). Apps and their resources are the platform's: an administrator of another unit gets 40301. Links, openings and opening steps belong to units: H001's are hidden from other units' administrators (40401). */
export const APP_FIXTURES: CallFixtures<typeof APP_CALLS> = {
  list: { input: () => ({}), foreign: 40301 },
  add: { input: () => ({ code: 'MATRIXAPP', descript: 'Matrix app' }), foreign: 40301 },
  update: { input: () => ({ code: 'MATRIXAPP', descript: 'Matrix application' }), foreign: 40301 },
  delete: { input: () => ({ code: 'MATRIXAPP' }), foreign: 40301 },
  links: ({ ids }) => ({ unitId: ids.H001 }),
  saveLink: ({ ids }) => ({ unitId: ids.H001, code: 'MATRIX', descript: 'Matrix' }),
  deleteLink: async (c) => {
    const [row] = await c.db
      .insert(appLinks)
      .values({ unitId: c.ids.H001, code: 'MATRIX_DEL', descript: 'Matrix' })
      .returning();
    return { id: row!.id };
  },
  openList: ({ ids }) => ({ ...page, unitId: ids.H001 }),
  openTasks: ({ ids }) => ({ ...page, unitId: ids.H001 }),
  saveTask: async (c) => {
    const [row] = await c.db
      .insert(appOpenSteps)
      .values({ unitId: c.ids.H001, appCode: 'GC', step: 90, name: 'Matrix' })
      .returning();
    return { id: row!.id, status: 'DONE', remark: 'Matrix' };
  },
  resources: { input: () => ({ appCode: 'GC', type: 'REPORT' }), foreign: 40301 },
  addResource: {
    input: () => ({ appCode: 'GC', type: 'REPORT', code: 'MATRIX_ADD', name: 'Matrix' }),
    foreign: 40301,
  },
  updateResource: {
    input: async (c) => ({ id: await freshResource(c), code: 'MATRIX_UPD', name: 'Matrix' }),
    foreign: 40301,
  },
  moveResource: {
    input: async (c) => ({ id: await freshResource(c), parentId: null }),
    foreign: 40301,
  },
  deleteResource: { input: async (c) => ({ id: await freshResource(c) }), foreign: 40301 },
};

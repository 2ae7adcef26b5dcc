import { appLinks, appOpenSteps, resources } from '../db/schema';
import type { MatrixContext, MatrixRow } from '../test/matrix/context';

/**
 * Authorization-matrix rows of the application calls (product.md §2.5 /apply). Apps and their
 * resources are the platform's: an administrator of another unit gets 40301. Links, openings and
 * opening steps belong to units: H001's are hidden from other units' administrators (40401).
 */
const page = { firstResult: '0', pageSize: '10' };

async function freshResource(c: MatrixContext): Promise<string> {
  const code = `MATRIX_${Math.random().toString(36).slice(2, 10)}`;
  const [row] = await c.db
    .insert(resources)
    .values({ appCode: 'GC', type: 'REPORT', code, name: 'Matrix' })
    .returning();
  return row!.id;
}

export const APP_MATRIX_ROWS: MatrixRow[] = [
  { call: 'GET /uc/apply/list', request: () => ({}), foreign: 40301 },
  {
    call: 'POST /uc/apply/add',
    request: () => ({ body: { code: 'MATRIXAPP', descript: 'Matrix app' } }),
    foreign: 40301,
  },
  {
    call: 'PUT /uc/apply/update',
    request: () => ({ body: { code: 'MATRIXAPP', descript: 'Matrix application' } }),
    foreign: 40301,
  },
  {
    call: 'DELETE /uc/apply/delete',
    request: () => ({ query: { code: 'MATRIXAPP' } }),
    foreign: 40301,
  },
  { call: 'GET /uc/apply/links', request: ({ ids }) => ({ query: { unitId: ids.H001 } }) },
  {
    call: 'PUT /uc/apply/saveLink',
    request: ({ ids }) => ({ body: { unitId: ids.H001, code: 'MATRIX', descript: 'Matrix' } }),
  },
  {
    call: 'DELETE /uc/apply/deleteLink',
    request: async (c) => {
      const [row] = await c.db
        .insert(appLinks)
        .values({ unitId: c.ids.H001, code: 'MATRIX_DEL', descript: 'Matrix' })
        .returning();
      return { query: { id: row!.id } };
    },
  },
  {
    call: 'GET /uc/apply/openList',
    request: ({ ids }) => ({ query: { ...page, unitId: ids.H001 } }),
  },
  {
    call: 'GET /uc/apply/openTasks',
    request: ({ ids }) => ({ query: { ...page, unitId: ids.H001 } }),
  },
  {
    call: 'PUT /uc/apply/saveTask',
    request: async (c) => {
      const [row] = await c.db
        .insert(appOpenSteps)
        .values({ unitId: c.ids.H001, appCode: 'GC', step: 90, name: 'Matrix' })
        .returning();
      return { body: { id: row!.id, status: 'DONE', remark: 'Matrix' } };
    },
  },
  {
    call: 'GET /uc/apply/resources',
    request: () => ({ query: { appCode: 'GC', type: 'REPORT' } }),
    foreign: 40301,
  },
  {
    call: 'POST /uc/apply/addResource',
    request: () => ({
      body: { appCode: 'GC', type: 'REPORT', code: 'MATRIX_ADD', name: 'Matrix' },
    }),
    foreign: 40301,
  },
  {
    call: 'PUT /uc/apply/updateResource',
    request: async (c) => ({
      body: { id: await freshResource(c), code: 'MATRIX_UPD', name: 'Matrix' },
    }),
    foreign: 40301,
  },
  {
    call: 'PUT /uc/apply/moveResource',
    request: async (c) => ({ body: { id: await freshResource(c), parentId: null } }),
    foreign: 40301,
  },
  {
    call: 'DELETE /uc/apply/deleteResource',
    request: async (c) => ({ query: { id: await freshResource(c) } }),
    foreign: 40301,
  },
];

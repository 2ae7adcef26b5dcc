import type { UNIT_CALLS } from '@portico/sdk/contract';
import type { CallFixtures } from './call-fixtures';

const page = { firstResult: 0, pageSize: 10 };

/** Matrix inputs of the unit calls (product.md §2.5 /unit/unitList, unit-app-list, unit-params). */
export const UNIT_FIXTURES: CallFixtures<typeof UNIT_CALLS> = {
  list: ({ ids }) => ({ ...page, parentId: ids.G001 }),
  detail: ({ ids }) => ({ id: ids.H001 }),
  add: ({ ids }) => ({
    code: 'MATRIXH',
    descript: 'Matrix Hotel',
    type: 'HOTEL',
    parentId: ids.G001,
  }),
  update: ({ ids }) => ({ id: ids.H001, descript: 'Harbour Hotel Shanghai' }),
  updateState: ({ ids }) => ({ id: ids.H001, status: 'enabled' }),
  areas: ({ ids }) => ({ ...page, unitId: ids.G001 }),
  delete: async (c) => ({ id: await c.fresh('unit') }),
  apps: ({ ids }) => ({ unitId: ids.H001 }),
  appSteps: ({ ids }) => ({ unitId: ids.H001 }),
  saveApp: ({ ids }) => ({ unitId: ids.H001, appCode: 'WK', enabled: true }),
  params: ({ ids }) => ({ unitId: ids.H001 }),
  saveParam: ({ ids }) => ({ unitId: ids.H001, code: 'MATRIX', value: '1' }),
  savePasswordStrategy: ({ ids }) => ({ unitId: ids.H001, complexity: ['digit'], length: 8 }),
  deleteParam: ({ ids }) => ({ unitId: ids.H001, code: 'MATRIX' }),
};

import type { MatrixRow } from '../test/matrix/context';
import { APP_MATRIX_ROWS } from './admin-matrix-rows-apps';
import { CONFIG_MATRIX_ROWS } from './admin-matrix-rows-config';
import { REPORT_MATRIX_ROWS } from './admin-matrix-rows-reports';
import { TAG_MATRIX_ROWS } from './admin-matrix-rows-tags';
import { STYLE_MATRIX_ROWS } from './admin-matrix-rows-styles';
import { ROLE_MATRIX_ROWS } from './admin-matrix-rows-roles';

const page = { firstResult: '0', pageSize: '10' };

/**
 * The matrix rows of the administration calls not yet declared in `@portico/sdk/contract`; the
 * declared ones have their fixtures in test/matrix/ (test/matrix/rows.ts joins both).
 */
export const MATRIX_ROWS: MatrixRow[] = [
  // Units (product.md §2.5 /unit/unitList, unit-app-list, unit-params)
  // Departments (/unit/admin-departs, /unit/manageUnit)
  // Roles (/role/admin-roles, /role/roleList)
  { call: 'GET /uc/role/list', request: ({ ids }) => ({ query: { ...page, unitId: ids.H001 } }) },
  { call: 'GET /uc/role/detail', request: ({ ids }) => ({ query: { id: ids.NIGHT_AUDIT } }) },
  {
    call: 'POST /uc/role/add',
    request: ({ ids }) => ({ body: { unitId: ids.H001, code: 'MATRIX', descript: 'Matrix' } }),
  },
  {
    call: 'PUT /uc/role/update',
    request: ({ ids }) => ({
      body: { id: ids.NIGHT_AUDIT, code: 'NIGHT_AUDIT', descript: 'Night audit' },
    }),
  },
  {
    call: 'DELETE /uc/role/delete',
    request: async (c) => ({ query: { id: await c.fresh('role') } }),
  },
  {
    call: 'GET /uc/role/authTree',
    request: ({ ids }) => ({ query: { id: ids.NIGHT_AUDIT, appCode: 'GC', kind: 'menu' } }),
  },
  {
    call: 'PUT /uc/role/saveAuth',
    request: ({ ids }) => ({
      body: { id: ids.NIGHT_AUDIT, appCode: 'GC', kind: 'menu', ids: [ids.GC_REVENUE] },
    }),
  },
  { call: 'GET /uc/role/dispatches', request: ({ ids }) => ({ query: { id: ids.HOTEL_STAFF } }) },
  {
    call: 'PUT /uc/role/dispatch',
    request: ({ ids }) => ({ body: { id: ids.HOTEL_STAFF, unitIds: [ids.H001] } }),
  },
  {
    call: 'GET /uc/role/members',
    request: ({ ids }) => ({ query: { id: ids.HOTEL_STAFF, unitId: ids.H001 } }),
  },
  {
    call: 'PUT /uc/role/assignUsers',
    request: ({ ids }) => ({
      body: { id: ids.NIGHT_AUDIT, unitId: ids.H001, userIds: [ids.nightaudit] },
    }),
  },
  // Security (/safety), login limits (/login-limit), login logs (/login-log)
  { call: 'GET /uc/safety/settings', request: ({ ids }) => ({ query: { unitId: ids.H001 } }) },
  {
    call: 'PUT /uc/safety/save',
    request: ({ ids }) => ({ body: { unitId: ids.H001, lockScreenMinutes: 10 } }),
  },
  {
    call: 'PUT /uc/safety/saveIpWhitelist',
    request: ({ ids }) => ({ body: { unitId: ids.H001, entries: [{ ip: '10.1.0.0/16' }] } }),
  },
  {
    call: 'PUT /uc/safety/saveExceptions',
    request: ({ ids }) => ({ body: { unitId: ids.H001, kind: 'SMS', userIds: [ids.frontdesk] } }),
  },
  {
    call: 'GET /uc/loginLimit/list',
    request: ({ ids }) => ({ query: { ...page, unitId: ids.H001 } }),
  },
  {
    call: 'PUT /uc/loginLimit/save',
    request: ({ ids }) => ({
      body: { unitId: ids.H001, weekdays: '1111100', startTime: '08:00', endTime: '20:00' },
    }),
  },
  {
    call: 'DELETE /uc/loginLimit/delete',
    request: async (c) => ({ query: { id: await c.fresh('limit') } }),
  },
  { call: 'GET /uc/loginLog/list', request: () => ({ query: page }), foreign: 'own-unit' },
  {
    call: 'GET /uc/loginLog/adminList',
    request: () => ({ query: { ...page, unitCode: 'H001' } }),
    foreign: 40301,
  },
  ...STYLE_MATRIX_ROWS,
  ...ROLE_MATRIX_ROWS,
  ...CONFIG_MATRIX_ROWS,
  ...APP_MATRIX_ROWS,
  ...REPORT_MATRIX_ROWS,
  ...TAG_MATRIX_ROWS,
];

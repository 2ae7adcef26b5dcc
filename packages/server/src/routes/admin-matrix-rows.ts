import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { departments, loginLimits, menus, roles, units, users } from '../db/schema';
import { departmentId, roleId, unitId, userId } from './admin-test-kit';
import { APP_MATRIX_ROWS } from './admin-matrix-rows-apps';
import { CONFIG_MATRIX_ROWS } from './admin-matrix-rows-config';
import { REPORT_MATRIX_ROWS } from './admin-matrix-rows-reports';
import { TAG_MATRIX_ROWS } from './admin-matrix-rows-tags';
import { USER_MATRIX_ROWS } from './admin-matrix-rows-users';
import { STYLE_MATRIX_ROWS } from './admin-matrix-rows-styles';
import { ROLE_MATRIX_ROWS } from './admin-matrix-rows-roles';

/**
 * The rows of the authorization matrix (issue 4 item 5; admin-matrix.test.ts): every
 * administration call, about the data of hotel H001 (or of its group G001). Adding a call adds a
 * row here. Throwaway records (for deletes) are made by `request` itself.
 */
export interface MatrixRequest {
  query?: Record<string, string>;
  body?: unknown;
}

export interface MatrixRow {
  call: `${'GET' | 'POST' | 'PUT' | 'DELETE'} /uc/${string}`;
  request: (c: MatrixContext) => Promise<MatrixRequest> | MatrixRequest;
  /**
   * What an administrator of another unit gets: 40401 (the record is hidden, answered as unknown)
   * unless the call is platform-only (40301), or 'own-unit' when the call reads the caller's own
   * unit and must show nothing of H001.
   */
  foreign?: 40401 | 40301 | 'own-unit';
}

export interface MatrixIds {
  H001: string;
  G001: string;
  frontdesk: string;
  newhire: string;
  leaver: string;
  contractor: string;
  nightaudit: string;
  FRONT: string;
  HOUSEKEEPING: string;
  NIGHT_AUDIT: string;
  FRONT_OFFICE: string;
  HOTEL_STAFF: string;
  GC_REVENUE: string;
}

export interface MatrixContext {
  ids: MatrixIds;
  /** The test database, for rows whose throwaway records `fresh` does not make. */
  db: Database;
  /** A new record of H001 (or below G001) nothing depends on, for the delete rows. */
  fresh(kind: 'unit' | 'department' | 'user' | 'role' | 'limit'): Promise<string>;
}

export async function createMatrixContext(db: Database): Promise<MatrixContext> {
  const [revenue] = await db.select().from(menus).where(eq(menus.identity, 'GC_REVENUE'));
  const ids: MatrixIds = {
    H001: await unitId(db, 'H001'),
    G001: await unitId(db, 'G001'),
    frontdesk: await userId(db, 'H001', 'frontdesk'),
    newhire: await userId(db, 'H001', 'newhire'),
    leaver: await userId(db, 'H001', 'leaver'),
    contractor: await userId(db, 'H001', 'contractor'),
    nightaudit: await userId(db, 'H001', 'nightaudit'),
    FRONT: await departmentId(db, 'H001', 'FRONT'),
    HOUSEKEEPING: await departmentId(db, 'H001', 'HOUSEKEEPING'),
    NIGHT_AUDIT: await roleId(db, 'H001', 'NIGHT_AUDIT'),
    FRONT_OFFICE: await roleId(db, 'H001', 'FRONT_OFFICE'),
    HOTEL_STAFF: await roleId(db, 'G001', 'HOTEL_STAFF'),
    GC_REVENUE: revenue!.id,
  };
  const code = () => `M${randomBytes(4).toString('hex')}`;
  const insert = {
    unit: () =>
      db
        .insert(units)
        .values({ code: code(), descript: 'Matrix', type: 'HOTEL', parentId: ids.G001 }),
    department: () =>
      db.insert(departments).values({ unitId: ids.H001, code: code(), name: 'Matrix' }),
    user: () =>
      db
        .insert(users)
        .values({ unitId: ids.H001, userCode: code(), name: 'Matrix', passwordHash: 'x' }),
    role: () => db.insert(roles).values({ unitId: ids.H001, code: code(), descript: 'Matrix' }),
    limit: () => db.insert(loginLimits).values({ unitId: ids.H001 }),
  };
  return {
    ids,
    db,
    fresh: async (kind) => {
      const [row] = await insert[kind]().returning();
      return row!.id;
    },
  };
}

const page = { firstResult: '0', pageSize: '10' };

export const MATRIX_ROWS: MatrixRow[] = [
  // Units (product.md §2.5 /unit/unitList, unit-app-list, unit-params)
  { call: 'GET /uc/unit/list', request: ({ ids }) => ({ query: { ...page, parentId: ids.G001 } }) },
  { call: 'GET /uc/unit/detail', request: ({ ids }) => ({ query: { id: ids.H001 } }) },
  {
    call: 'POST /uc/unit/add',
    request: ({ ids }) => ({
      body: { code: 'MATRIXH', descript: 'Matrix Hotel', type: 'HOTEL', parentId: ids.G001 },
    }),
  },
  {
    call: 'PUT /uc/unit/update',
    request: ({ ids }) => ({ body: { id: ids.H001, descript: 'Harbour Hotel Shanghai' } }),
  },
  {
    call: 'DELETE /uc/unit/delete',
    request: async (c) => ({ query: { id: await c.fresh('unit') } }),
  },
  {
    call: 'PUT /uc/unit/updateState',
    request: ({ ids }) => ({ body: { id: ids.H001, status: 'enabled' } }),
  },
  { call: 'GET /uc/unit/areas', request: ({ ids }) => ({ query: { ...page, unitId: ids.G001 } }) },
  { call: 'GET /uc/unit/apps', request: ({ ids }) => ({ query: { unitId: ids.H001 } }) },
  { call: 'GET /uc/unit/appSteps', request: ({ ids }) => ({ query: { unitId: ids.H001 } }) },
  {
    call: 'POST /uc/unit/saveApp',
    request: ({ ids }) => ({ body: { unitId: ids.H001, appCode: 'WK', enabled: true } }),
  },
  { call: 'GET /uc/unit/params', request: ({ ids }) => ({ query: { unitId: ids.H001 } }) },
  {
    call: 'PUT /uc/unit/saveParam',
    request: ({ ids }) => ({ body: { unitId: ids.H001, code: 'MATRIX', value: '1' } }),
  },
  {
    call: 'PUT /uc/unit/savePasswordStrategy',
    request: ({ ids }) => ({ body: { unitId: ids.H001, complexity: ['digit'], length: 8 } }),
  },
  {
    call: 'POST /uc/unit/deleteParam',
    request: ({ ids }) => ({ body: { unitId: ids.H001, code: 'MATRIX' } }),
  },
  // Departments (/unit/admin-departs, /unit/manageUnit)
  { call: 'GET /uc/depart/tree', request: ({ ids }) => ({ query: { unitId: ids.H001 } }) },
  {
    call: 'POST /uc/depart/add',
    request: ({ ids }) => ({ body: { unitId: ids.H001, code: 'MATRIX', name: 'Matrix' } }),
  },
  {
    call: 'PUT /uc/depart/update',
    request: ({ ids }) => ({ body: { id: ids.HOUSEKEEPING, code: 'HOUSEKEEPING', name: 'Rooms' } }),
  },
  {
    call: 'PUT /uc/depart/move',
    request: ({ ids }) => ({ body: { id: ids.HOUSEKEEPING, parentId: ids.H001 } }),
  },
  {
    call: 'DELETE /uc/depart/delete',
    request: async (c) => ({ query: { id: await c.fresh('department') } }),
  },
  { call: 'GET /uc/depart/roles', request: ({ ids }) => ({ query: { id: ids.FRONT } }) },
  {
    call: 'PUT /uc/depart/saveRoles',
    request: ({ ids }) => ({ body: { id: ids.FRONT, roleIds: [ids.FRONT_OFFICE] } }),
  },
  // Users (/user/user-list, /user/unit-user-list; api-contract.md §7.4)
  { call: 'GET /uc/user/list', request: ({ ids }) => ({ query: { ...page, unitId: ids.H001 } }) },
  {
    call: 'GET /uc/user/groupAndHotelUsers',
    request: () => ({ query: { ...page, unitCode: 'H001' } }),
  },
  { call: 'GET /uc/user/detail', request: ({ ids }) => ({ query: { id: ids.frontdesk } }) },
  {
    call: 'POST /uc/user/add',
    request: ({ ids }) => ({
      body: {
        unitId: ids.H001,
        userCode: 'matrix',
        name: 'Matrix',
        email: 'matrix@harbour.example',
        unitName: 'Harbour Hotel Shanghai',
        password: 'Matrix2026x',
      },
    }),
  },
  {
    call: 'PUT /uc/user/update',
    request: ({ ids }) => ({ body: { id: ids.frontdesk, address: 'Shanghai' } }),
  },
  {
    call: 'PUT /uc/user/updateState',
    request: ({ ids }) => ({ body: { id: ids.newhire, status: 'enabled' } }),
  },
  { call: 'POST /uc/user/unlock', request: ({ ids }) => ({ body: { id: ids.leaver } }) },
  {
    call: 'POST /uc/user/resetPassword',
    request: ({ ids }) => ({
      body: { id: ids.contractor, passwd: 'Matrix2026x', passwdCheck: 'Matrix2026x' },
    }),
  },
  {
    call: 'DELETE /uc/user/delete',
    request: async (c) => ({ query: { id: await c.fresh('user') } }),
  },
  { call: 'GET /uc/user/units', request: ({ ids }) => ({ query: { id: ids.frontdesk } }) },
  {
    call: 'PUT /uc/user/saveUnits',
    request: ({ ids }) => ({ body: { id: ids.nightaudit, units: [{ unitId: ids.H001 }] } }),
  },
  {
    call: 'PUT /uc/user/saveUserAuthInfo',
    request: ({ ids }) => ({ body: { userId: ids.frontdesk, roleIds: [ids.HOTEL_STAFF] } }),
  },
  {
    call: 'PUT /uc/user/saveUserAuthInfoBatch',
    request: ({ ids }) => ({
      body: { userIds: [ids.frontdesk], appCode: 'GC', menuIds: [ids.GC_REVENUE] },
    }),
  },
  {
    call: 'POST /uc/user/updateUserResourceByCode',
    request: () => ({
      body: {
        userCode: 'frontdesk',
        unitCode: 'H001',
        appCode: 'GC',
        type: 'MENU',
        codes: ['GC_ROOMS'],
      },
    }),
  },
  ...USER_MATRIX_ROWS,
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

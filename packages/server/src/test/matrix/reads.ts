import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { menus, units } from '../../db/schema';
import { unitId, userId } from '../admin-test-kit';

/**
 * Rows of the read half of the authorization matrix (admin-matrix-reads.test.ts): every read
 * that names another user (or that user's unit) by a selector. `self` says whether a caller may
 * read its own record through the call (the administration-only calls answer by scope alone).
 */
export interface ReadSubject {
  unitCode: string;
  unitId: string;
  unitUuid: string;
  userCode: string;
  userId: string;
}

export interface ReadRow {
  call: `GET /${string}`;
  query: (subject: ReadSubject, c: ReadContext) => Record<string, string>;
  self: boolean;
}

export interface ReadContext {
  /** A UC menu, for the resource diagnosis. */
  menuId: string;
}

export async function readSubject(
  db: Database,
  unitCode: string,
  userCode: string,
): Promise<ReadSubject> {
  const [unit] = await db.select().from(units).where(eq(units.code, unitCode));
  return {
    unitCode,
    unitId: await unitId(db, unitCode),
    unitUuid: unit!.uuid,
    userCode,
    userId: await userId(db, unitCode, userCode),
  };
}

export async function createReadContext(db: Database): Promise<ReadContext> {
  const [menu] = await db.select().from(menus).where(eq(menus.identity, 'UC_REPORTS'));
  return { menuId: menu!.id };
}

const tree = (s: ReadSubject) => ({
  appCode: 'UC',
  organizationUnitId: s.unitId,
  userCode: s.userCode,
});

export const READ_MATRIX_ROWS: ReadRow[] = [
  { call: 'GET /uc/user/menuTree', query: tree, self: true },
  { call: 'GET /uc/user/reportTree', query: tree, self: true },
  { call: 'GET /uc/user/operationTree', query: tree, self: true },
  {
    call: 'GET /uc/user/fetchUserAuthInfoByUserCode',
    query: (s) => ({ userCode: s.userCode, unitCode: s.unitCode }),
    self: true,
  },
  {
    call: 'GET /uc/thirdPlatform/getWechatAccounts',
    query: (s) => ({ userCode: s.userCode, unitCode: s.unitCode }),
    self: true,
  },
  {
    call: 'GET /uc/customDataAuth/userAuths',
    query: (s) => ({ userId: s.userId, unitId: s.unitId }),
    self: false,
  },
  {
    call: 'GET /uc/user/unitProjectionInParent',
    query: (s) => ({ userCode: s.userCode, unitId: s.unitId }),
    self: false,
  },
  {
    call: 'GET /uc/org/listChildNodes',
    query: (s) => ({ parentUUID: s.unitUuid, userCode: s.userCode, strict: 'false' }),
    self: true,
  },
  {
    call: 'GET /uc/resource/diagnosis',
    query: (s, c) => ({ resourceId: c.menuId, unitCode: s.unitCode, userCode: s.userCode }),
    self: false,
  },
];

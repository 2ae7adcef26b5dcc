import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { departments, loginLimits, menus, roles, units, users } from '../../db/schema';
import { departmentId, roleId, unitId, userId } from '../admin-test-kit';

/**
 * The context of the authorization matrix (modules/admin/admin-matrix.test.ts): every administration
 * call is made about the data of hotel H001 (or of its group G001). Throwaway records (for
 * deletes) are made by a row's `request` itself.
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
  /** The schema the allowed call's `retVal` must parse with, when the call declares one. */
  answer?: z.ZodType;
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

export { MATRIX_APP_OPTIONS } from './app-options';

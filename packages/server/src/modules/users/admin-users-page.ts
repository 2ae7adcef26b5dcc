import { and, asc, desc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { preparedPer } from '../../db/prepared';
import { departments, passkeys, units, userMfa, users } from '../../db/schema';

/**
 * The user list's queries when only a unit (or nothing) narrows it, the list every
 * administration screen opens on: prepared once per database (db/prepared.ts), so a page costs
 * no query building. Same SQL as admin-users.ts pageOf builds for that case.
 */
const USER_COLUMNS = {
  user: users,
  unitCode: units.code,
  unitName: units.descript,
  deptCode: departments.code,
  deptName: departments.name,
  /** A confirmed authenticator app (the list shows each user's second factors). */
  totp: sql<boolean>`exists (select 1 from ${userMfa} where ${userMfa.userId} = ${users.id} and ${userMfa.totpSecret} is not null)`.mapWith(
    Boolean,
  ),
  passkey:
    sql<boolean>`exists (select 1 from ${passkeys} where ${passkeys.userId} = ${users.id})`.mapWith(
      Boolean,
    ),
};

/** A user with the codes and names of its unit and department, as the user calls answer it. */
export function selectUsers(db: Database) {
  return db
    .select(USER_COLUMNS)
    .from(users)
    .innerJoin(units, eq(units.id, users.unitId))
    .leftJoin(departments, eq(departments.id, users.departmentId));
}

const lockedAt = (table: { locked: AnyPgColumn; lockedUntil: AnyPgColumn } = users) =>
  and(
    eq(table.locked, 'T'),
    or(isNull(table.lockedUntil), gt(table.lockedUntil, sql.placeholder('now'))),
  )!;

const counts = {
  enabled: sql<number>`count(*) filter (where ${users.status} = 'enabled')`.mapWith(Number),
  disabled: sql<number>`count(*) filter (where ${users.status} = 'disabled')`.mapWith(Number),
  locked: sql<number>`count(*) filter (where ${lockedAt()})`.mapWith(Number),
  total: sql<number>`count(*)`.mapWith(Number),
};

export interface UserCounts {
  enabled: number;
  disabled: number;
  locked: number;
  total: number;
}

/**
 * The same counts as one JSON value of a subquery over `users` under another name, to ride
 * along the first page's rows: an uncorrelated subquery, which PostgreSQL runs once a query.
 */
const counted = alias(users, 'counted');
const countsJson = sql<UserCounts>`json_build_object(
  'enabled', count(*) filter (where ${counted.status} = 'enabled'),
  'disabled', count(*) filter (where ${counted.status} = 'disabled'),
  'locked', count(*) filter (where ${lockedAt(counted)}),
  'total', count(*))`;

const inUnit = eq(users.unitId, sql.placeholder('unitId'));
const offset = sql.placeholder('offset');
const limit = sql.placeholder('limit');

/** The first page (ids from `users` alone, as below) with the counts, in one round trip. */
function firstPageWithCounts(db: Database, unitId: SQL | undefined) {
  const countsOf = db
    .select({ counts: countsJson })
    .from(counted)
    .where(unitId && eq(counted.unitId, unitId));
  const ids = unitId
    ? db.select({ id: users.id }).from(users).where(inUnit).orderBy(asc(users.userCode))
    : db
        .select({ id: users.id })
        .from(users)
        .innerJoin(units, eq(units.id, users.unitId))
        .orderBy(asc(units.code), asc(users.userCode));
  return db
    .select({ ...USER_COLUMNS, counts: sql<UserCounts>`(${countsOf})` })
    .from(users)
    .innerJoin(units, eq(units.id, users.unitId))
    .leftJoin(departments, eq(departments.id, users.departmentId))
    .where(inArray(users.id, ids.limit(limit)))
    .orderBy(...(unitId ? [asc(users.userCode)] : [asc(units.code), asc(users.userCode)]));
}

const queries = preparedPer((db) => ({
  firstUnit: firstPageWithCounts(db, sql.placeholder('unitId') as unknown as SQL).prepare(
    'portico_user_first_page_unit',
  ),
  firstAll: firstPageWithCounts(db, undefined).prepare('portico_user_first_page_all'),
  countAll: db.select(counts).from(users).prepare('portico_user_count_all'),
  countUnit: db.select(counts).from(users).where(inUnit).prepare('portico_user_count_unit'),
  // Within one unit the (unit_id, user_code) index walks to the page; across units, by unit code.
  // The page's ids come from `users` alone (a subquery) and only those rows are joined, all in
  // one round trip.
  pageUnit: [asc, desc].map((by) => {
    const ids = db
      .select({ id: users.id })
      .from(users)
      .where(inUnit)
      .orderBy(by(users.userCode))
      .offset(offset)
      .limit(limit);
    return selectUsers(db)
      .where(inArray(users.id, ids))
      .orderBy(by(users.userCode))
      .prepare(`portico_user_page_unit_${by === asc ? 'asc' : 'desc'}`);
  }),
  pageAll: [asc, desc].map((by) => {
    const ids = db
      .select({ id: users.id })
      .from(users)
      .innerJoin(units, eq(units.id, users.unitId))
      .orderBy(by(units.code), by(users.userCode))
      .offset(offset)
      .limit(limit);
    return selectUsers(db)
      .where(inArray(users.id, ids))
      .orderBy(by(units.code), by(users.userCode))
      .prepare(`portico_user_page_all_${by === asc ? 'asc' : 'desc'}`);
  }),
}));

/**
 * The first page of every user (unitId null) or of one unit's, with the status counts and total
 * (null when the page is empty: the counts then need a query of their own).
 */
export async function plainFirstPage(db: Database, unitId: string | null, limit: number) {
  const q = queries(db);
  const now = new Date();
  const rows = unitId
    ? await q.firstUnit.execute({ unitId, limit, now })
    : await q.firstAll.execute({ limit, now });
  return { rows, counts: rows[0]?.counts ?? null };
}

/** The status counts and total of every user (unitId null) or of one unit's. */
export async function plainCounts(db: Database, unitId: string | null) {
  const q = queries(db);
  const now = new Date();
  const [row] = unitId
    ? await q.countUnit.execute({ unitId, now })
    : await q.countAll.execute({ now });
  return row ?? { enabled: 0, disabled: 0, locked: 0, total: 0 };
}

/** One page's users with their unit and department, walked forwards or backwards (in that order). */
export function plainPage(
  db: Database,
  unitId: string | null,
  page: { offset: number; limit: number; backwards: boolean },
) {
  const q = queries(db);
  const at = page.backwards ? 1 : 0;
  const params = { offset: page.offset, limit: page.limit };
  return unitId ? q.pageUnit[at]!.execute({ ...params, unitId }) : q.pageAll[at]!.execute(params);
}

import {
  type AnyPgColumn,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { LOCALES } from '@portico/sdk';
import { ADMIN_UNIT_TYPES } from '@portico/sdk/contract';
import { createdAt, flag, inList, tz, id, flagCheck } from './columns';

export const UNIT_STATUSES = ['enabled', 'disabled'] as const;

/**
 * The owning unit or user of a row: a required key that goes with its owner. Declared as functions
 * so the tables above `units` and `users` in this file, and every other table file, can call them.
 */
export function unitRef() {
  return uuid('unit_id')
    .notNull()
    .references(() => units.id, { onDelete: 'cascade' });
}
export function userRef() {
  return uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
}

/**
 * The organisation (product.md §3): units in a parent tree (a hotel group is a COMPAN unit, its
 * hotels HOTEL units below it), areas that group a unit's hotels, departments, users and the
 * user–unit relations.
 */
export const units = pgTable(
  'units',
  {
    id: id(),
    /** The public identifier (orgUUID of the login result); `id` stays internal. */
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    code: varchar('code', { length: 64 }).notNull().unique(),
    descript: varchar('descript', { length: 200 }).notNull(),
    type: varchar('type', { length: 8, enum: ADMIN_UNIT_TYPES }).notNull(),
    parentId: uuid('parent_id'),
    /** The area (of the parent group) the unit belongs to, if any. */
    areaId: uuid('area_id'),
    logo: text('logo'),
    theme: varchar('theme', { length: 64 }),
    /**
     * The language the unit's pages default to when nothing else decides (no saved choice, no
     * `language` parameter, a browser that speaks neither locale); null: its parent's.
     */
    language: varchar('language', { length: 8, enum: LOCALES }),
    /** A disabled unit's users cannot sign in to it, and its live sessions end. */
    status: varchar('status', { length: 8, enum: UNIT_STATUSES }).notNull().default('enabled'),
    createdAt: createdAt(),
  },
  (t) => [
    check('units_type_check', inList('type', ADMIN_UNIT_TYPES)),
    check('units_status_check', inList('status', UNIT_STATUSES)),
    check('units_language_check', inList('language', LOCALES)),
    // Declared here, not on the column: a self-reference in the column would be a circular type.
    foreignKey({ name: 'units_parent_fk', columns: [t.parentId], foreignColumns: [t.id] }),
    foreignKey({ name: 'units_area_fk', columns: [t.areaId], foreignColumns: [areas.id] }).onDelete(
      'set null',
    ),
    index('units_parent_idx').on(t.parentId),
  ],
);

/** Area: code, descript (product.md §3), owned by the group unit whose hotels it groups. */
export const areas = pgTable(
  'areas',
  {
    id: id(),
    // Annotated: units also references areas, and two inferred types may not depend on each other.
    unitId: uuid('unit_id')
      .notNull()
      .references((): AnyPgColumn => units.id, { onDelete: 'cascade' }),
    code: varchar('code', { length: 64 }).notNull(),
    descript: varchar('descript', { length: 200 }).notNull(),
  },
  (t) => [unique('areas_unit_code_uq').on(t.unitId, t.code)],
);

/**
 * Departments of a unit. A null parent means "directly below the root": the root 'all departments'
 * is the unit itself, so it has no row that could be edited, deleted or given roles (product.md §3).
 */
export const departments = pgTable(
  'departments',
  {
    id: id(),
    unitId: unitRef(),
    code: varchar('code', { length: 64 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    parentId: uuid('parent_id'),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    unique('departments_unit_code_uq').on(t.unitId, t.code),
    foreignKey({
      name: 'departments_parent_fk',
      columns: [t.parentId],
      foreignColumns: [t.id],
    }).onDelete('cascade'),
    index('departments_parent_idx').on(t.parentId),
  ],
);

export const SEXES = ['male', 'female'] as const;
export const USER_STATUSES = ['enabled', 'disabled'] as const;

export const users = pgTable(
  'users',
  {
    id: id(),
    /** The home unit: login is by this unit's code (DESIGN.md login body). */
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id),
    userCode: varchar('user_code', { length: 64 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    email: varchar('email', { length: 254 }),
    /**
     * When the user proved they receive mail at `email` (a code sent there and typed back); null
     * while unproven. Any other change of the address (an administrator's edit) clears it, so
     * other systems are told `email_verified` only for an address the user bound themselves.
     */
    emailVerifiedAt: tz('email_verified_at'),
    mobile: varchar('mobile', { length: 32 }),
    departmentId: uuid('department_id').references(() => departments.id, {
      onDelete: 'set null',
    }),
    idcard: varchar('idcard', { length: 18 }),
    sex: varchar('sex', { length: 6, enum: SEXES }),
    birth: date('birth', { mode: 'string' }),
    address: varchar('address', { length: 200 }),
    /** End of the use period; past it the account cannot sign in. */
    expireTime: tz('expire_time'),
    status: varchar('status', { length: 8, enum: USER_STATUSES }).notNull().default('enabled'),
    /** Lock status: 'T' until the lock runs out (`lockedUntil`) or, without one, an admin unlocks. */
    locked: flag('locked').notNull().default('F'),
    firstLogin: flag('first_login').notNull().default('F'),
    isBackdoor: flag('is_backdoor').notNull().default('F'),
    canUseBackdoor: flag('can_use_backdoor').notNull().default('F'),
    receiveMessage: flag('receive_message').notNull().default('T'),
    isSupplierAdmin: flag('is_supplier_admin').notNull().default('F'),
    /** The user also holds the roles of their department (product.md §6). */
    useDeptRole: flag('use_dept_role').notNull().default('F'),
    /** Hotel-system account for PMS login, unique within the unit. */
    pmsAccount: varchar('pms_account', { length: 64 }),
    wechatOpenId: varchar('wechat_open_id', { length: 64 }),
    wechatFollowed: flag('wechat_followed').notNull().default('F'),
    pwdChangedAt: tz('pwd_changed_at'),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lockedUntil: tz('locked_until'),
    createUser: varchar('create_user', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('users_unit_code_uq').on(t.unitId, t.userCode),
    unique('users_unit_pms_uq').on(t.unitId, t.pmsAccount),
    check('users_status_check', inList('status', USER_STATUSES)),
    check('users_sex_check', inList('sex', SEXES)),
    flagCheck('users', 'locked'),
    flagCheck('users', 'first_login'),
    flagCheck('users', 'is_backdoor'),
    flagCheck('users', 'can_use_backdoor'),
    flagCheck('users', 'receive_message'),
    flagCheck('users', 'is_supplier_admin'),
    flagCheck('users', 'use_dept_role'),
    flagCheck('users', 'wechat_followed'),
    index('users_department_idx').on(t.departmentId),
    // The user list's counts (enabled, disabled, locked) scan only this index, not the rows.
    index('users_unit_state_idx').on(t.unitId, t.status, t.locked, t.lockedUntil),
  ],
);

/**
 * User–unit relations (product.md §6): administrator flags per unit, and the units other than the
 * home unit that the user may switch to ("possible login units").
 */
export const userUnits = pgTable(
  'user_units',
  {
    userId: userRef(),
    unitId: unitRef(),
    isAdmin: flag('is_admin').notNull().default('F'),
    isAgentAdmin: flag('is_agent_admin').notNull().default('F'),
    canLogin: flag('can_login').notNull().default('T'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.unitId] }),
    flagCheck('user_units', 'is_admin'),
    flagCheck('user_units', 'is_agent_admin'),
    flagCheck('user_units', 'can_login'),
    index('user_units_unit_idx').on(t.unitId),
  ],
);

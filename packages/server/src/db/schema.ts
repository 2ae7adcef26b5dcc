import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * One schema for PGlite and PostgreSQL (DESIGN.md "Server"). Flags are stored as 'T'/'F' because
 * the contract spells them that way (product.md §3), so rows map to payloads without translation.
 */

/** Unit types of the unit list filter (product.md §2.5 /unit/unitList). */
export const UNIT_TYPES = [
  'COMPAN',
  'HOTEL',
  'OTA',
  'TRAVEL',
  'SUPPLI',
  'DISTRI',
  'ALLIAN',
] as const;
export type UnitType = (typeof UNIT_TYPES)[number];

const FLAG = ['T', 'F'] as const;
const flag = (name: string) => varchar(name, { length: 1, enum: FLAG });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** Check constraints keep the database honest when a row is written outside the server. */
const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`);

export const units = pgTable(
  'units',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The public identifier (orgUUID of the login result); `id` stays internal. */
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    code: varchar('code', { length: 64 }).notNull().unique(),
    descript: varchar('descript', { length: 200 }).notNull(),
    type: varchar('type', { length: 8, enum: UNIT_TYPES }).notNull(),
    parentId: uuid('parent_id'),
    logo: text('logo'),
    theme: varchar('theme', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [
    check('units_type_check', inList('type', UNIT_TYPES)),
    // Declared here, not on the column: a self-reference in the column would be a circular type.
    foreignKey({ name: 'units_parent_fk', columns: [t.parentId], foreignColumns: [t.id] }),
    index('units_parent_idx').on(t.parentId),
  ],
);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id),
    userCode: varchar('user_code', { length: 64 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    email: varchar('email', { length: 254 }),
    mobile: varchar('mobile', { length: 32 }),
    deptName: varchar('dept_name', { length: 100 }),
    status: varchar('status', { length: 8, enum: ['enabled', 'disabled'] })
      .notNull()
      .default('enabled'),
    firstLogin: flag('first_login').notNull().default('F'),
    isBackdoor: flag('is_backdoor').notNull().default('F'),
    canUseBackdoor: flag('can_use_backdoor').notNull().default('F'),
    receiveMessage: flag('receive_message').notNull().default('T'),
    pwdChangedAt: timestamp('pwd_changed_at', { withTimezone: true }),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('users_unit_code_uq').on(t.unitId, t.userCode),
    check('users_status_check', inList('status', ['enabled', 'disabled'])),
    check('users_first_login_check', inList('first_login', FLAG)),
    check('users_is_backdoor_check', inList('is_backdoor', FLAG)),
    check('users_can_use_backdoor_check', inList('can_use_backdoor', FLAG)),
    check('users_receive_message_check', inList('receive_message', FLAG)),
  ],
);

export const apps = pgTable(
  'apps',
  {
    code: varchar('code', { length: 32 }).primaryKey(),
    descript: varchar('descript', { length: 200 }).notNull(),
    logo: text('logo'),
    sLogo: text('s_logo'),
    /** Null means the app has no address ('no matched address', product.md §2.7). */
    href: text('href'),
    sso: flag('sso').notNull().default('T'),
    sort: integer('sort').notNull().default(0),
  },
  () => [check('apps_sso_check', inList('sso', FLAG))],
);

export const unitApps = pgTable(
  'unit_apps',
  {
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    appCode: varchar('app_code', { length: 32 })
      .notNull()
      .references(() => apps.code, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.unitId, t.appCode] })],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** sha256 of the token: a leaked table does not leak usable tokens. */
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const loginLogs = pgTable(
  'login_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Codes as typed, not foreign keys: failed attempts name units and users that may not exist. */
    unitCode: varchar('unit_code', { length: 64 }).notNull(),
    userCode: varchar('user_code', { length: 64 }).notNull(),
    userName: varchar('user_name', { length: 100 }),
    loginDate: timestamp('login_date', { withTimezone: true }).notNull().defaultNow(),
    loginState: varchar('login_state', { length: 8, enum: ['success', 'failure'] }).notNull(),
    ip: varchar('ip', { length: 64 }),
  },
  (t) => [
    check('login_logs_state_check', inList('login_state', ['success', 'failure'])),
    index('login_logs_date_idx').on(t.loginDate),
    index('login_logs_unit_idx').on(t.unitCode),
  ],
);

export const settings = pgTable('settings', {
  key: varchar('key', { length: 100 }).primaryKey(),
  value: text('value').notNull(),
});

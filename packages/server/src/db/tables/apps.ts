import { APP_OPEN_STEP_STATUSES, MENU_WIN_TYPES } from '@portico/sdk/contract';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  createdAt,
  flag,
  inList,
  updatedAt,
  type TextTranslations,
  id,
  flagCheck,
} from './columns';
import { unitRef } from './org';

/** Applications (product.md §3 "App"), their opening per unit, links, menus and resources. */

/** The app a row belongs to, gone with it. */
export const appCodeOf = () =>
  varchar('app_code', { length: 32 })
    .notNull()
    .references(() => apps.code, { onDelete: 'cascade' });

export const APP_STATUSES = ['enabled', 'disabled'] as const;

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
    /** A disabled app is closed for every unit (/sso/check answers non-zero). */
    status: varchar('status', { length: 8, enum: APP_STATUSES }).notNull().default('enabled'),
    sort: integer('sort').notNull().default(0),
  },
  () => [flagCheck('apps', 'sso'), check('apps_status_check', inList('status', APP_STATUSES))],
);

/** An app opened for a unit; `enabled` false keeps the grant but closes it. */
export const unitApps = pgTable(
  'unit_apps',
  {
    unitId: unitRef(),
    appCode: appCodeOf(),
    enabled: boolean('enabled').notNull().default(true),
    /** Per-unit SSO flag: with 'F' the launcher of this unit does not list the app. */
    sso: flag('sso').notNull().default('T'),
  },
  (t) => [primaryKey({ columns: [t.unitId, t.appCode] }), flagCheck('unit_apps', 'sso')],
);

/** The steps of opening an app for a unit (/apply/open-list, open-task-list). */
export const appOpenSteps = pgTable(
  'app_open_steps',
  {
    id: id(),
    unitId: unitRef(),
    appCode: appCodeOf(),
    step: integer('step').notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    status: varchar('status', { length: 8, enum: APP_OPEN_STEP_STATUSES })
      .notNull()
      .default('PENDING'),
    remark: varchar('remark', { length: 500 }),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('app_open_steps_uq').on(t.unitId, t.appCode, t.step),
    check('app_open_steps_status_check', inList('status', APP_OPEN_STEP_STATUSES)),
  ],
);

/**
 * App links of the "My Apps" popover (product.md §2.7, §3 "App link"), per customer unit; a unit
 * without links of its own uses its nearest ancestor's.
 */
export const appLinks = pgTable(
  'app_links',
  {
    id: id(),
    unitId: unitRef(),
    code: varchar('code', { length: 32 }).notNull(),
    url: text('url'),
    icon: text('icon'),
    iconName: varchar('icon_name', { length: 64 }),
    color: varchar('color', { length: 16 }),
    descript: varchar('descript', { length: 200 }).notNull(),
    /** The description in other locales ("My Apps" reads the caller's); null: `descript` only. */
    translations: jsonb('translations').$type<TextTranslations<'descript'>>(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [unique('app_links_unit_code_uq').on(t.unitId, t.code)],
);

export const MENU_KINDS = ['MENU', 'BUTTON'] as const;

/**
 * Menus of an app (product.md §3 "Menu"), and the buttons below them, which are permissions but
 * never shown in the menu tree. `identity` names a menu in URLs (?identity=), unique per app.
 */
export const menus = pgTable(
  'menus',
  {
    id: id(),
    appCode: appCodeOf(),
    parentId: uuid('parent_id'),
    kind: varchar('kind', { length: 8, enum: MENU_KINDS }).notNull().default('MENU'),
    identity: varchar('identity', { length: 100 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    path: text('path'),
    link: text('link'),
    winType: varchar('win_type', { length: 12, enum: MENU_WIN_TYPES }).notNull().default('ROUTE'),
    stretch: flag('stretch').notNull().default('F'),
    icon: varchar('icon', { length: 200 }),
    tip: varchar('tip', { length: 500 }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    unique('menus_app_identity_uq').on(t.appCode, t.identity),
    foreignKey({ name: 'menus_parent_fk', columns: [t.parentId], foreignColumns: [t.id] }).onDelete(
      'cascade',
    ),
    check('menus_kind_check', inList('kind', MENU_KINDS)),
    check('menus_win_type_check', inList('win_type', MENU_WIN_TYPES)),
    flagCheck('menus', 'stretch'),
    index('menus_parent_idx').on(t.parentId),
  ],
);

export const RESOURCE_TYPES = ['OPERATION', 'REPORT'] as const;

/**
 * Permission-bearing resources other than menus: operation objects and reports (product.md §6),
 * each a tree per app. `code` is the identity of /resource/report?identity=.
 */
export const resources = pgTable(
  'resources',
  {
    id: id(),
    appCode: appCodeOf(),
    type: varchar('type', { length: 12, enum: RESOURCE_TYPES }).notNull(),
    parentId: uuid('parent_id'),
    code: varchar('code', { length: 100 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    url: text('url'),
    descript: varchar('descript', { length: 500 }),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    unique('resources_app_type_code_uq').on(t.appCode, t.type, t.code),
    foreignKey({
      name: 'resources_parent_fk',
      columns: [t.parentId],
      foreignColumns: [t.id],
    }).onDelete('cascade'),
    check('resources_type_check', inList('type', RESOURCE_TYPES)),
  ],
);

/** Application macro config (product.md §3): application, macro code, config, type, sort, state. */
export const appMacros = pgTable(
  'app_macros',
  {
    id: id(),
    appCode: appCodeOf(),
    macroCode: varchar('macro_code', { length: 64 }).notNull(),
    config: text('config').notNull(),
    type: varchar('type', { length: 32 }).notNull(),
    sort: integer('sort').notNull().default(0),
    state: flag('state').notNull().default('T'),
  },
  (t) => [
    unique('app_macros_app_code_uq').on(t.appCode, t.macroCode),
    flagCheck('app_macros', 'state'),
  ],
);

import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { appCodeOf } from './apps';
import { LOCALES } from '@portico/sdk';
import { STYLE_ASSET_KINDS } from '@portico/sdk/contract';
import { flag, inList, updatedAt, id, flagCheck } from './columns';
import { units, unitRef, userRef } from './org';

/**
 * Configuration: unit parameters (PASSWORD_STRATEGY…), logos, brands and domains, code dictionary,
 * reminder tone and kv translations (product.md §3, api-contract.md §7.5–§7.8).
 */
export const settings = pgTable('settings', {
  key: varchar('key', { length: 100 }).primaryKey(),
  value: text('value').notNull(),
});

/**
 * A unit's parameter (parameter-config, unit-params). A unit without its own row inherits the
 * nearest ancestor's; `remark` holds JSON text (PASSWORD_STRATEGY: { fruit, inputValue }).
 */
export const parameters = pgTable(
  'parameters',
  {
    id: id(),
    unitId: unitRef(),
    code: varchar('code', { length: 64 }).notNull(),
    value: text('value').notNull(),
    remark: text('remark'),
    updatedAt: updatedAt(),
  },
  (t) => [unique('parameters_unit_code_uq').on(t.unitId, t.code)],
);

/** A unit's uploaded logo image and ico icon (product.md §3 "Logo"), base64 with its type. */
export const logos = pgTable('logos', {
  unitId: uuid('unit_id')
    .primaryKey()
    .references(() => units.id, { onDelete: 'cascade' }),
  image: text('image'),
  imageType: varchar('image_type', { length: 64 }),
  icon: text('icon'),
  iconType: varchar('icon_type', { length: 64 }),
  updatedAt: updatedAt(),
});

/** Customer brands (/code/{code}): the login-page theme of a customer. */
export const brands = pgTable('brands', {
  code: varchar('code', { length: 64 }).primaryKey(),
  descript: varchar('descript', { length: 200 }).notNull(),
  theme: varchar('theme', { length: 64 }),
  loginPage: varchar('login_page', { length: 200 }),
  logoUrl: text('logo_url'),
  backgroundUrl: text('background_url'),
  copyRight: varchar('copy_right', { length: 300 }),
});

/** Domain record (product.md §3): a host name bound to a unit, with its login-page look. */
export const domains = pgTable('domains', {
  id: id(),
  domain: varchar('domain', { length: 253 }).notNull().unique(),
  unitId: unitRef(),
  brandCode: varchar('brand_code', { length: 64 }).references(() => brands.code, {
    onDelete: 'set null',
  }),
  logoUrl: text('logo_url'),
  backgroundUrl: text('background_url'),
  copyRight: varchar('copy_right', { length: 300 }),
  loginPage: varchar('login_page', { length: 200 }),
});

/** Code dictionary of an app (GET /codeDict), e.g. GC / UPDATE_HISTORY_URL → the URL. */
export const codeDicts = pgTable(
  'code_dicts',
  {
    id: id(),
    appCode: appCodeOf(),
    code: varchar('code', { length: 64 }).notNull(),
    content: text('content').notNull(),
    descript: varchar('descript', { length: 200 }),
    isHalt: flag('is_halt').notNull().default('F'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    unique('code_dicts_app_code_uq').on(t.appCode, t.code),
    flagCheck('code_dicts', 'is_halt'),
  ],
);

/** Reminder tone of a unit (product.md §3): time 999 loops forever; inherited like parameters. */
export const remindTones = pgTable('remind_tones', {
  unitId: uuid('unit_id')
    .primaryKey()
    .references(() => units.id, { onDelete: 'cascade' }),
  toneUrl: text('tone_url').notNull(),
  time: integer('time').notNull(),
});

/** kv translations (api-contract.md §7.8); `updated_at` drives the incremental pull. */
export const translations = pgTable(
  'translations',
  {
    id: id(),
    appCode: varchar('app_code', { length: 32 }).notNull(),
    lang: varchar('lang', { length: 8, enum: LOCALES }).notNull(),
    key: varchar('key', { length: 200 }).notNull(),
    value: text('value').notNull(),
    page: varchar('page', { length: 100 }),
    /** The unit whose subtree the text applies to (an override); null: platform-wide. */
    unitId: uuid('unit_id').references(() => units.id, { onDelete: 'cascade' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One platform-wide row per key (nulls not distinct), and one per unit.
    unique('translations_app_lang_key_unit_uq')
      .on(t.appCode, t.lang, t.key, t.unitId)
      .nullsNotDistinct(),
    check('translations_lang_check', inList('lang', LOCALES)),
    index('translations_pull_idx').on(t.appCode, t.lang, t.updatedAt),
  ],
);

/**
 * Managed tags (product.md §3 "tags"; api-contract.md §7.4 POST /userManagedTag): labels a unit
 * defines for its users, e.g. 'VIP desk' or 'trainee'.
 */
export const managedTags = pgTable(
  'managed_tags',
  {
    id: id(),
    unitId: unitRef(),
    code: varchar('code', { length: 64 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    /** A CSS colour (#rrggbb) for the chip; null: the theme's default. */
    color: varchar('color', { length: 16 }),
    updatedAt: updatedAt(),
  },
  (t) => [unique('managed_tags_unit_code_uq').on(t.unitId, t.code)],
);

/** The managed tags a user carries. */
export const userManagedTags = pgTable(
  'user_managed_tags',
  {
    userId: userRef(),
    tagId: uuid('tag_id')
      .notNull()
      .references(() => managedTags.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.tagId] }),
    index('user_managed_tags_tag_idx').on(t.tagId),
  ],
);

/** The kinds of customer style assets (product.md §2.5 /style: file, html, css, javascript, vue). */

/**
 * Customer style assets a unit publishes for its pages (/style/*): uploaded files and html, css,
 * javascript and vue snippets, stored as text (files as base64 with their type).
 */
export const styleAssets = pgTable(
  'style_assets',
  {
    id: id(),
    unitId: unitRef(),
    kind: varchar('kind', { length: 16, enum: STYLE_ASSET_KINDS }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    content: text('content').notNull(),
    contentType: varchar('content_type', { length: 100 }),
    enabled: flag('enabled').notNull().default('T'),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('style_assets_unit_kind_name_uq').on(t.unitId, t.kind, t.name),
    check('style_assets_kind_check', inList('kind', STYLE_ASSET_KINDS)),
    flagCheck('style_assets', 'enabled'),
  ],
);

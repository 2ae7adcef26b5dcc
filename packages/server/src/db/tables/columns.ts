import type { Locale } from '@portico/sdk';
import { sql } from 'drizzle-orm';
import { check, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/**
 * Column helpers shared by the table files. Flags are stored as 'T'/'F' because the contract spells
 * them that way (product.md §3), so rows map to payloads without translation.
 */
export const FLAG = ['T', 'F'] as const;
export const flag = (name: string) => varchar(name, { length: 1, enum: FLAG });
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const tz = (name: string) => timestamp(name, { withTimezone: true });

/** Check constraints keep the database honest when a row is written outside the server. */
export const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`);

/** The check that keeps a flag column to 'T'/'F', named `<table>_<column>_check`. */
export const flagCheck = (table: string, column: string) =>
  check(`${table}_${column}_check`, inList(column, FLAG));

/**
 * A stored text's wording in other locales (`{ "zh-CN": { title, text } }`), kept beside the text
 * it translates: the server answers the reader's locale (the `language` header) and the stored
 * text when the locale has none. Editing the text drops them, so no stale wording outlives it.
 */
export type TextTranslations<F extends string> = Partial<
  Record<Locale, Partial<Record<F, string>>>
>;

/** A table's own key: a random UUID. */
export const id = () => uuid('id').primaryKey().defaultRandom();

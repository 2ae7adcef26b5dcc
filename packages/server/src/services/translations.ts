import {
  ServerCode,
  type KvBatchRequest,
  type KvTranslatesResult,
  type Locale,
} from '@portico/sdk';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { translations } from '../db/schema';
import { ApiError } from './errors';
import { hasResource } from './permissions';
import type { ActiveSession } from './session';
import { isUnitAdmin } from './units';

/** The translator permission: an operation object of the user centre (api-contract.md §7.8). */
export const TRANSLATOR_APP = 'UC';
export const TRANSLATOR_RESOURCE = 'UC_OP_TRANSLATE';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}(:?\d{2})?)?$/;

/** lastPullDate as sent back (ISO 8601 with microseconds), or epoch milliseconds; else 40001. */
export function parsePullDate(value: string | undefined): string | null {
  if (!value) return null;
  if (/^\d{1,15}$/.test(value)) return new Date(Number(value)).toISOString();
  if (ISO_DATE.test(value) && !Number.isNaN(Date.parse(value.replace(' ', 'T')))) return value;
  throw new ApiError(ServerCode.INVALID_INPUT, 'server.invalidInput', { detail: 'lastPullDate' });
}

/**
 * GET {TRANSLATE}/kv_translate/kv_translates: entries of the app and locale changed after
 * lastPullDate. The date answered is the newest entry's, to the microsecond as stored, so the next
 * pull neither repeats nor misses one.
 */
export async function pullTranslations(
  db: Database,
  query: { appCode: string; lang: Locale; lastPullDate: string | null },
): Promise<KvTranslatesResult> {
  const filters = [eq(translations.appCode, query.appCode), eq(translations.lang, query.lang)];
  if (query.lastPullDate)
    filters.push(gt(translations.updatedAt, sql`${query.lastPullDate}::timestamptz`));
  const rows = await db
    .select({
      key: translations.key,
      value: translations.value,
      page: translations.page,
      appCode: translations.appCode,
      lang: translations.lang,
      updatedAt: translations.updatedAt,
      stamp: sql<string>`to_char(${translations.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(translations)
    .where(and(...filters))
    .orderBy(asc(translations.updatedAt), asc(translations.key));
  const newest = rows.at(-1)?.stamp ?? query.lastPullDate;
  return {
    translatesDTOs: rows.map((row) => ({
      key: row.key,
      value: row.value,
      page: row.page,
      appCode: row.appCode,
      lang: row.lang,
      updatedAt: row.updatedAt.toISOString(),
    })),
    lastPullDate: newest ?? null,
  };
}

/** The translator permission in the session unit, or an administrator of it. */
async function mayTranslate(db: Database, session: ActiveSession): Promise<boolean> {
  const { user, unit } = session;
  if (await hasResource(db, user, unit.id, TRANSLATOR_APP, 'OPERATION', TRANSLATOR_RESOURCE))
    return true;
  return isUnitAdmin(db, user.id, unit.id);
}

/**
 * POST {TRANSLATE}/kv_translate/batch: writes every entry in one statement (all or nothing); a key
 * sent twice keeps its last value. An empty value is kept: clients read it as a removal.
 */
export async function saveTranslations(
  db: Database,
  session: ActiveSession,
  input: KvBatchRequest,
): Promise<{ saved: number }> {
  if (!(await mayTranslate(db, session)))
    throw new ApiError(ServerCode.FORBIDDEN, 'server.forbidden');
  const byKey = new Map(input.data.map((entry) => [entry.key, entry]));
  const rows = [...byKey.values()].map((entry) => ({
    appCode: input.appCode,
    lang: input.lang,
    key: entry.key,
    value: entry.value,
    page: entry.page ?? null,
    updatedAt: sql`now()`,
  }));
  await db
    .insert(translations)
    .values(rows as never)
    .onConflictDoUpdate({
      target: [translations.appCode, translations.lang, translations.key],
      set: {
        value: sql`excluded.value`,
        page: sql`excluded.page`,
        updatedAt: sql`now()`,
      },
    });
  return { saved: rows.length };
}

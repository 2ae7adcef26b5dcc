import { type Locale } from '@portico/sdk';
import { ServerCode } from '@portico/sdk/internal';
import { type KvBatchRequest, type KvTranslatesResult } from '@portico/sdk/contract';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { translations } from '../../db/schema';
import { adminScope, inScope } from '../access/admin-access';
import { ApiError } from '../../shared/errors';
import { hasResource } from '../access/permissions';
import type { ActiveSession, UnitRow } from '../session/session';
import { unitChain } from '../units/units';

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
 * lastPullDate, as the reader's unit sees them: the unit's own override, else its parent's…, else
 * the platform-wide text (DESIGN.md security model: shared records are scoped to the unit that
 * wrote them). Without a session (the login page) only platform-wide text is read. A key is sent
 * when any row of the chain for it changed, with the value that wins, so an incremental pull never
 * lets a newer platform text replace an older unit override. The date answered is the newest
 * row's, to the microsecond as stored, so the next pull neither repeats nor misses one.
 */
export async function pullTranslations(
  db: Database,
  query: { appCode: string; lang: Locale; lastPullDate: string | null; unit?: UnitRow | null },
): Promise<KvTranslatesResult> {
  const chain = query.unit ? (await unitChain(db, query.unit)).map((u) => u.id) : [];
  const scope = chain.length
    ? or(isNull(translations.unitId), inArray(translations.unitId, chain))
    : isNull(translations.unitId);
  const rows = await db
    .select({
      key: translations.key,
      value: translations.value,
      page: translations.page,
      appCode: translations.appCode,
      lang: translations.lang,
      unitId: translations.unitId,
      updatedAt: translations.updatedAt,
      changed: query.lastPullDate
        ? sql<boolean>`${translations.updatedAt} > ${query.lastPullDate}::timestamptz`
        : sql<boolean>`true`,
      stamp: sql<string>`to_char(${translations.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(translations)
    .where(and(eq(translations.appCode, query.appCode), eq(translations.lang, query.lang), scope))
    .orderBy(asc(translations.updatedAt), asc(translations.key));
  // Nearest first: the session unit, its parent…, the platform-wide row last.
  const rank = (unitId: string | null) => (unitId === null ? chain.length : chain.indexOf(unitId));
  const winners = new Map<string, (typeof rows)[number]>();
  const changed = new Set<string>();
  let newest: (typeof rows)[number] | undefined;
  for (const row of rows) {
    const held = winners.get(row.key);
    if (!held || rank(row.unitId) < rank(held.unitId)) winners.set(row.key, row);
    if (row.changed) changed.add(row.key);
    if (row.changed) newest = row;
  }
  const sent = [...winners.values()]
    .filter((row) => changed.has(row.key))
    .sort((a, b) => a.updatedAt.getTime() - b.updatedAt.getTime() || a.key.localeCompare(b.key));
  return {
    translatesDTOs: sent.map((row) => ({
      key: row.key,
      value: row.value,
      page: row.page,
      appCode: row.appCode,
      lang: row.lang,
      updatedAt: row.updatedAt.toISOString(),
    })),
    lastPullDate: newest?.stamp ?? query.lastPullDate ?? null,
  };
}

/**
 * Where the caller's texts go (product.md §6, DESIGN.md security model): a session in the
 * platform unit writes platform-wide text, which needs the translator permission and
 * administration of the platform (admin-access.ts, the translations screen's family); a session
 * in any other unit writes an override for that unit and its subtree, which needs its
 * administration or the translator permission there. Anything else is 40301.
 */
async function translationTarget(db: Database, session: ActiveSession): Promise<string | null> {
  const { user, unit } = session;
  const translator = await hasResource(
    db,
    user,
    unit.id,
    TRANSLATOR_APP,
    'OPERATION',
    TRANSLATOR_RESOURCE,
  );
  const scope = await adminScope(db, session, 'translations').catch(() => null);
  if (unit.parentId === null) {
    if (translator && scope?.platform) return null;
  } else if (translator || (scope && inScope(scope, unit.id))) {
    return unit.id;
  }
  throw new ApiError(ServerCode.FORBIDDEN, 'server.forbidden');
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
  const unitId = await translationTarget(db, session);
  const byKey = new Map(input.data.map((entry) => [entry.key, entry]));
  const rows = [...byKey.values()].map((entry) => ({
    appCode: input.appCode,
    lang: input.lang,
    key: entry.key,
    value: entry.value,
    page: entry.page ?? null,
    unitId,
    updatedAt: sql`now()`,
  }));
  await db
    .insert(translations)
    .values(rows as never)
    .onConflictDoUpdate({
      target: [translations.appCode, translations.lang, translations.key, translations.unitId],
      set: {
        value: sql`excluded.value`,
        page: sql`excluded.page`,
        updatedAt: sql`now()`,
      },
    });
  return { saved: rows.length };
}

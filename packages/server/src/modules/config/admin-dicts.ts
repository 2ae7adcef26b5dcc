import type { ServiceOf } from '../../http/mount-call';
import type { CodeDictRow, CONFIG_CALLS, dictSaveSchema } from '@portico/sdk/contract';
import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { codeDicts } from '../../db/schema';
import { assertPlatform, notFound, type AdminScope } from '../access/admin-access';
import { guardWrite, paged } from '../../shared/admin-db';
import { assertApp } from './admin-macros';
import { likePattern } from '../self/user-info';

/**
 * The code dictionary (api-contract.md §7.6 GET /codeDict reads it, e.g. GC/UPDATE_HISTORY_URL):
 * application-wide, so platform administrators only. A halted entry is not served.
 */

type DictTableRow = typeof codeDicts.$inferSelect;

function toRow(row: DictTableRow): CodeDictRow {
  const { id, appCode, code, content, descript, isHalt, sort } = row;
  return { id, appCode, code, content, descript, isHalt, sort };
}

/** GET /dict/list?appCode&keyword. */
export const listDicts: ServiceOf<typeof CONFIG_CALLS.dictList> = async (db, scope, query) => {
  assertPlatform(scope);
  const filters: (SQL | undefined)[] = [
    query.appCode ? eq(codeDicts.appCode, query.appCode) : undefined,
    query.keyword
      ? or(
          ilike(codeDicts.code, likePattern(query.keyword)),
          ilike(codeDicts.descript, likePattern(query.keyword)),
        )
      : undefined,
  ];
  const where = and(...filters);
  const [total] = await db.select({ n: count() }).from(codeDicts).where(where);
  const rows = await db
    .select()
    .from(codeDicts)
    .where(where)
    .orderBy(asc(codeDicts.appCode), asc(codeDicts.sort), asc(codeDicts.code))
    .offset(query.firstResult)
    .limit(query.pageSize);
  return paged(rows.map(toRow), total?.n ?? 0, null);
};

async function existingDict(db: Database, id: string): Promise<DictTableRow> {
  const [row] = await db.select().from(codeDicts).where(eq(codeDicts.id, id));
  if (!row) throw notFound();
  return row;
}

/** POST /dict/add, PUT /dict/update: a code once per application. */
export async function saveDict(
  db: Database,
  scope: AdminScope,
  input: z.output<typeof dictSaveSchema>,
): Promise<CodeDictRow> {
  assertPlatform(scope);
  if (input.id) await existingDict(db, input.id);
  await assertApp(db, input.appCode);
  const values = {
    appCode: input.appCode,
    code: input.code,
    content: input.content,
    descript: input.descript ?? null,
    sort: input.sort,
    isHalt: input.isHalt,
  };
  const [row] = await guardWrite(
    () =>
      input.id
        ? db.update(codeDicts).set(values).where(eq(codeDicts.id, input.id)).returning()
        : db.insert(codeDicts).values(values).returning(),
    'config.dict.exists',
  );
  if (!row) throw notFound();
  return toRow(row);
}

/** PUT /dict/halt: halt ('T') or resume ('F'). */
export const haltDict: ServiceOf<typeof CONFIG_CALLS.dictHalt> = async (db, scope, input) => {
  assertPlatform(scope);
  await existingDict(db, input.id);
  const [row] = await db
    .update(codeDicts)
    .set({ isHalt: input.isHalt })
    .where(eq(codeDicts.id, input.id))
    .returning();
  return toRow(row!);
};

/** DELETE /dict/delete. */
export async function deleteDict(db: Database, scope: AdminScope, id: string): Promise<void> {
  assertPlatform(scope);
  await existingDict(db, id);
  await db.delete(codeDicts).where(eq(codeDicts.id, id));
}

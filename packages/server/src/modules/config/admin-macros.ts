import type { ServiceOf } from '../../http/mount-call';
import type {
  CONFIG_CALLS,
  ConfigAppOption,
  MacroRow,
  macroSaveSchema,
} from '@portico/sdk/contract';
import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { appMacros, apps } from '../../db/schema';
import { assertPlatform, notFound, type AdminScope } from '../access/admin-access';
import { guardWrite, invalid, paged } from '../../shared/admin-db';
import { likePattern } from '../self/user-info';

/**
 * Application macro config (product.md §3: application, macro code, config, type, sort, state).
 * Macros belong to applications, not units, so only platform administrators manage them.
 */

type MacroTableRow = typeof appMacros.$inferSelect;

function toRow(row: MacroTableRow): MacroRow {
  const { id, appCode, macroCode, config, type, sort, state } = row;
  return { id, appCode, macroCode, config, type, sort, state };
}

/** GET /config/apps: the applications to choose from (macro and dictionary screens). */
export async function configApps(db: Database, scope: AdminScope): Promise<ConfigAppOption[]> {
  assertPlatform(scope);
  return db.select({ code: apps.code, descript: apps.descript }).from(apps).orderBy(asc(apps.code));
}

/** The app of a save exists ('The application does not exist' otherwise). */
export async function assertApp(db: Database, code: string): Promise<void> {
  const [app] = await db.select({ code: apps.code }).from(apps).where(eq(apps.code, code));
  if (!app) throw invalid('config.appCode.unknown');
}

/** GET /macro/list?appCode&keyword: by app, then sort. */
export const listMacros: ServiceOf<typeof CONFIG_CALLS.macroList> = async (db, scope, query) => {
  assertPlatform(scope);
  const filters: (SQL | undefined)[] = [
    query.appCode ? eq(appMacros.appCode, query.appCode) : undefined,
    query.keyword
      ? or(
          ilike(appMacros.macroCode, likePattern(query.keyword)),
          ilike(appMacros.config, likePattern(query.keyword)),
        )
      : undefined,
  ];
  const where = and(...filters);
  const [total] = await db.select({ n: count() }).from(appMacros).where(where);
  const rows = await db
    .select()
    .from(appMacros)
    .where(where)
    .orderBy(asc(appMacros.appCode), asc(appMacros.sort), asc(appMacros.macroCode))
    .offset(query.firstResult)
    .limit(query.pageSize);
  return paged(rows.map(toRow), total?.n ?? 0, null);
};

async function existingMacro(db: Database, id: string): Promise<MacroTableRow> {
  const [row] = await db.select().from(appMacros).where(eq(appMacros.id, id));
  if (!row) throw notFound();
  return row;
}

/** POST /macro/add, PUT /macro/update: a macro code once per application. */
export async function saveMacro(
  db: Database,
  scope: AdminScope,
  input: z.output<typeof macroSaveSchema>,
): Promise<MacroRow> {
  assertPlatform(scope);
  if (input.id) await existingMacro(db, input.id);
  await assertApp(db, input.appCode);
  const values = {
    appCode: input.appCode,
    macroCode: input.macroCode,
    config: input.config,
    type: input.type,
    sort: input.sort,
    state: input.state,
  };
  const [row] = await guardWrite(
    () =>
      input.id
        ? db.update(appMacros).set(values).where(eq(appMacros.id, input.id)).returning()
        : db.insert(appMacros).values(values).returning(),
    'config.macro.exists',
  );
  if (!row) throw notFound();
  return toRow(row);
}

/** PUT /macro/updateState: enable or disable. */
export const setMacroState: ServiceOf<typeof CONFIG_CALLS.macroUpdateState> = async (
  db,
  scope,
  input,
) => {
  assertPlatform(scope);
  await existingMacro(db, input.id);
  const [row] = await db
    .update(appMacros)
    .set({ state: input.state })
    .where(eq(appMacros.id, input.id))
    .returning();
  return toRow(row!);
};

/** DELETE /macro/delete. */
export async function deleteMacro(db: Database, scope: AdminScope, id: string): Promise<void> {
  assertPlatform(scope);
  await existingMacro(db, id);
  await db.delete(appMacros).where(eq(appMacros.id, id));
}

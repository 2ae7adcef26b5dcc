import { type PagedResult } from '@portico/sdk';
import { type CodeDictEntry, ServerCode } from '@portico/sdk/internal';
import { type MenuResource, type ReportResource } from '@portico/sdk/contract';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { codeDicts, menus, resources } from '../../db/schema';
import { isAppOpen } from './apps';
import { ApiError } from '../../shared/errors';
import { isGranted, menuGrants, resourceGrants } from '../access/permissions';
import type { ActiveSession } from '../session/session';

function notFound(): ApiError {
  return new ApiError(ServerCode.NOT_FOUND, 'server.notFound');
}

/**
 * GET /resource/menu?identity (product.md §2.4: a child app verifies the identity query): the
 * menu, when the caller holds it in the session unit; the session's app unless appCode is given.
 */
export async function menuByIdentity(
  db: Database,
  session: ActiveSession,
  query: { identity: string; appCode?: string },
): Promise<MenuResource> {
  const filters = [eq(menus.identity, query.identity)];
  const appCode = query.appCode ?? session.appCode;
  if (appCode) filters.push(eq(menus.appCode, appCode));
  const candidates = await db
    .select()
    .from(menus)
    .where(and(...filters));
  for (const menu of candidates) {
    if (!(await isAppOpen(db, session.unit.id, menu.appCode))) continue;
    const grants = await menuGrants(db, session.user, session.unit.id, menu.appCode);
    if (!isGranted(grants, menu.id)) continue;
    const { name, title, path, link, winType, stretch, icon, tip, identity } = menu;
    return {
      appCode: menu.appCode,
      identity,
      name,
      title,
      path,
      link,
      winType,
      stretch,
      icon,
      tip,
    };
  }
  throw notFound();
}

/** GET /resource/report?identity: the report, when the caller holds it. */
export async function reportByIdentity(
  db: Database,
  session: ActiveSession,
  query: { identity: string; appCode?: string },
): Promise<ReportResource> {
  const filters = [eq(resources.type, 'REPORT'), eq(resources.code, query.identity)];
  const appCode = query.appCode ?? session.appCode;
  if (appCode) filters.push(eq(resources.appCode, appCode));
  const candidates = await db
    .select()
    .from(resources)
    .where(and(...filters));
  for (const report of candidates) {
    if (!(await isAppOpen(db, session.unit.id, report.appCode))) continue;
    const grants = await resourceGrants(
      db,
      session.user,
      session.unit.id,
      report.appCode,
      'REPORT',
    );
    if (!isGranted(grants, report.id)) continue;
    const [parent] = report.parentId
      ? await db
          .select({ code: resources.code })
          .from(resources)
          .where(eq(resources.id, report.parentId))
      : [];
    return {
      appCode: report.appCode,
      identity: report.code,
      name: report.name,
      url: report.url,
      parentIdentity: parent?.code ?? null,
    };
  }
  throw notFound();
}

/** GET /codeDict?appCode&code&isHalt&page&size: pages count from 0 (api-contract.md §7.6). */
export async function codeDictPage(
  db: Database,
  query: { appCode: string; code?: string; isHalt?: 'T' | 'F'; page: number; size: number },
): Promise<PagedResult<CodeDictEntry>> {
  const filters = [eq(codeDicts.appCode, query.appCode)];
  if (query.code) filters.push(eq(codeDicts.code, query.code));
  if (query.isHalt) filters.push(eq(codeDicts.isHalt, query.isHalt));
  const where = and(...filters);
  const [total] = await db.select({ n: count() }).from(codeDicts).where(where);
  const rows = await db
    .select({
      appCode: codeDicts.appCode,
      code: codeDicts.code,
      content: codeDicts.content,
      descript: codeDicts.descript,
      isHalt: codeDicts.isHalt,
    })
    .from(codeDicts)
    .where(where)
    .orderBy(asc(codeDicts.sort), asc(codeDicts.code))
    .offset(query.page * query.size)
    .limit(query.size);
  return { datas: rows, totalRows: total?.n ?? 0, statistic: null };
}

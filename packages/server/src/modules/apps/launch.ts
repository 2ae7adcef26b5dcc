import { type Locale } from '@portico/sdk';
import { type AppLinkInfo, UcCode } from '@portico/sdk/internal';
import { type HotelInfo } from '@portico/sdk/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appLinks, units } from '../../db/schema';
import { isAppOpen, listUnitApps } from './apps';
import { ApiError } from '../../shared/errors';
import { createSession, type ActiveSession } from '../session/session';
import { unitsMatching } from '../self/user-info';
import {
  canLoginTo,
  descendantIds,
  isWithin,
  loginUnitIds,
  unitByCode,
  unitById,
  unitChain,
} from '../units/units';

/**
 * GET /loginApps: the "My Apps" links of the caller's customer: the nearest unit up the tree that
 * has links. A link without its own URL uses the address of the app of that code when the unit
 * has opened it; otherwise it has none (the popover's 'no matched address'). Descriptions come in
 * the caller's locale (the `language` header), so a child app on any origin shows them localized.
 */
export async function loginApps(
  db: Database,
  session: ActiveSession,
  locale: Locale,
): Promise<AppLinkInfo[]> {
  const opened = new Map((await listUnitApps(db, session.unit.id)).map((a) => [a.code, a.href]));
  for (const unit of await unitChain(db, session.unit)) {
    const rows = await db
      .select()
      .from(appLinks)
      .where(eq(appLinks.unitId, unit.id))
      .orderBy(asc(appLinks.sort), asc(appLinks.code));
    if (!rows.length) continue;
    return rows.map((link) => ({
      code: link.code,
      url: link.url ?? opened.get(link.code) ?? null,
      icon: link.icon,
      iconName: link.iconName,
      color: link.color,
      // In the reader's locale when the link has that wording (the seeded ones), else as written.
      descript: link.translations?.[locale]?.descript || link.descript,
    }));
  }
  return [];
}

/**
 * GET /pms/token?appCode&unitCode: a token for a native app link (product.md §2.7: IGROUP,
 * OHOTELWEB, POSCLIENT, IHOTEL), for the session unit, a unit below it (a group opening one of its
 * hotels) or a unit the user may sign in to; an app session of the caller's session family.
 */
export async function pmsToken(
  db: Database,
  session: ActiveSession,
  query: { appCode: string; unitCode: string },
  ip?: string,
): Promise<string> {
  const unit = await unitByCode(db, query.unitCode);
  const reachable =
    unit !== null &&
    ((await isWithin(db, unit.id, session.unit.id)) ||
      (await canLoginTo(db, session.user, unit.id)));
  if (!unit || !reachable)
    throw new ApiError(UcCode.UNIT_NOT_ALLOWED, 'serverAdmin.unitNotAllowed');
  if (!(await isAppOpen(db, unit.id, query.appCode))) {
    throw new ApiError(UcCode.APP_UNAVAILABLE, 'serverAdmin.appUnavailable');
  }
  return createSession(db, {
    user: session.user,
    unitId: unit.id,
    appCode: query.appCode,
    from: session,
    ip,
  });
}

/** GET /pms/listHotels?search: the hotels below the session unit and the hotels the user may switch to. */
export async function listHotels(
  db: Database,
  session: ActiveSession,
  search?: string,
): Promise<HotelInfo[]> {
  const ids = [
    session.unit.id,
    ...(await descendantIds(db, session.unit.id)),
    ...(await loginUnitIds(db, session.user)),
  ];
  const hotels = [inArray(units.id, [...new Set(ids)]), eq(units.type, 'HOTEL')];
  const rows = await unitsMatching(db, hotels, search);
  return Promise.all(
    rows.map(async ({ id, uuid, code, descript, parentId }) => ({
      id,
      uuid,
      code,
      descript,
      groupCode: parentId ? ((await unitById(db, parentId))?.code ?? null) : null,
    })),
  );
}

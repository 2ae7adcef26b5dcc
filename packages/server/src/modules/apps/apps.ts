import type { AppInfo } from '@portico/sdk';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPer } from '../../db/prepared';
import { apps, unitApps } from '../../db/schema';
import { sessionNodeOf } from '../session/session-sync';

/** The user-centre app is never offered in the launcher (product.md §2.7). */
export const USER_CENTRE_APP_CODE = 'UC';

export interface ListAppsOptions {
  /** Only what the launcher lists: SSO-enabled apps, without the user centre (product.md §2.7). */
  launcher?: boolean;
}

/** The apps enabled for a unit (and not disabled altogether), in launcher order. */
export async function listUnitApps(
  db: Database,
  unitId: string,
  options: ListAppsOptions = {},
): Promise<AppInfo[]> {
  const filters = [
    eq(unitApps.unitId, unitId),
    eq(unitApps.enabled, true),
    eq(apps.status, 'enabled'),
  ];
  if (options.launcher) {
    filters.push(eq(apps.sso, 'T'), eq(unitApps.sso, 'T'), ne(apps.code, USER_CENTRE_APP_CODE));
  }
  return db
    .select({
      code: apps.code,
      descript: apps.descript,
      logo: apps.logo,
      sLogo: apps.sLogo,
      href: apps.href,
      sso: apps.sso,
    })
    .from(unitApps)
    .innerJoin(apps, eq(apps.code, unitApps.appCode))
    .where(and(...filters))
    .orderBy(asc(apps.sort), asc(apps.code));
}

/**
 * Whether a unit may use an app: the app exists and is enabled, and the unit has opened it
 * (product.md §2.2 'unit has not opened the application or the application is disabled').
 */
export async function isAppOpen(db: Database, unitId: string, appCode: string): Promise<boolean> {
  // This node's session cache keeps the answer (session-cache.ts) while it may answer at all.
  const node = sessionNodeOf(db);
  const usable = node?.usable() ?? false;
  const cached = usable ? node!.cache.appOpen(unitId, appCode) : undefined;
  if (cached !== undefined) return cached;
  const epoch = node?.cache.epoch() ?? 0;
  const readAt = Date.now();
  const [row] = await appOpenQuery(db).execute({ unitId, appCode });
  node?.cache.setAppOpen(unitId, appCode, row !== undefined, epoch, readAt);
  return row !== undefined;
}

const appOpenQuery = preparedPer((db) =>
  db
    .select({ code: apps.code })
    .from(unitApps)
    .innerJoin(apps, eq(apps.code, unitApps.appCode))
    .where(
      and(
        eq(unitApps.unitId, sql.placeholder('unitId')),
        eq(unitApps.appCode, sql.placeholder('appCode')),
        eq(unitApps.enabled, true),
        eq(apps.status, 'enabled'),
      ),
    )
    .limit(1)
    .prepare('portico_app_open'),
);

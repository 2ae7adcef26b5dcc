import type { AppInfo } from '@portico/sdk';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Database } from '../db/client';
import { apps, unitApps } from '../db/schema';

/** The user-centre app is never offered in the launcher (product.md §2.7). */
export const USER_CENTRE_APP_CODE = 'UC';

export interface ListAppsOptions {
  /** Only what the launcher lists: SSO-enabled apps, without the user centre (product.md §2.7). */
  launcher?: boolean;
}

/** The apps enabled for a unit, in launcher order. */
export async function listUnitApps(
  db: Database,
  unitId: string,
  options: ListAppsOptions = {},
): Promise<AppInfo[]> {
  const filters = [eq(unitApps.unitId, unitId), eq(unitApps.enabled, true)];
  if (options.launcher) filters.push(eq(apps.sso, 'T'), ne(apps.code, USER_CENTRE_APP_CODE));
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

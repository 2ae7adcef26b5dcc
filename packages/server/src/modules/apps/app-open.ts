import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { apps, unitApps } from '../../db/schema';

/**
 * Whether a unit may use an app, as a boolean column of a larger query: the app exists and is
 * enabled, and the unit has opened it (the same rule as apps.ts isAppOpen).
 */
export function appOpenOf(unitId: SQLWrapper, appCode: SQLWrapper): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${unitApps} inner join ${apps} on ${apps.code} = ${unitApps.appCode} where ${unitApps.unitId} = ${unitId} and ${unitApps.appCode} = ${appCode} and ${unitApps.enabled} = true and ${apps.status} = 'enabled')`;
}

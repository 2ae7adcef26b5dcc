import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { apps } from '../../db/schema';

/**
 * The origin registered for an app code: the origin of its href (appCode2HostUrl.json serves the
 * same rows). A relative href lives on this server, so it resolves against the origin the browser
 * used. Null when the app is unknown, has no address or the address is not http(s).
 */
export async function registeredOriginOf(
  db: Database,
  appCode: string,
  requestOrigin: string,
): Promise<string | null> {
  const [row] = await db
    .select({ href: apps.href })
    .from(apps)
    .where(eq(apps.code, appCode))
    .limit(1);
  const url = row?.href ? httpUrl(row.href, requestOrigin) : null;
  return url ? url.origin : null;
}

/**
 * Whether `target` may receive a credential for `appCode`: an absolute http(s) URL without
 * userinfo whose origin is the one registered for that app (DESIGN.md "Security model"). A
 * `javascript:` address, another app's origin or an unknown host is refused.
 */
export async function isRegisteredTarget(
  db: Database,
  appCode: string,
  target: string,
  requestOrigin: string,
): Promise<boolean> {
  const url = httpUrl(target, requestOrigin);
  if (!url || url.username !== '' || url.password !== '') return false;
  const origin = await registeredOriginOf(db, appCode, requestOrigin);
  return origin !== null && url.origin === origin;
}

function httpUrl(value: string, base: string): URL | null {
  try {
    const url = new URL(value, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

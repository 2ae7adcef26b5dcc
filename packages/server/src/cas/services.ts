import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { apps } from '../db/schema';
import { isRegisteredTarget } from '../modules/apps/app-origins';
import { isAppOpen } from '../modules/apps/apps';

/** Longer addresses are refused before any lookup: no registered service is this long. */
const MAX_SERVICE_LENGTH = 2000;

/** Relative app addresses live on this server: the origin the browser used to reach it. */
export function requestOriginOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

function absoluteHttpUrl(value: string): URL | null {
  if (value.length > MAX_SERVICE_LENGTH) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * The enabled applications a CAS service belongs to: a service is an absolute http(s) address at
 * the origin registered for an application, the rule every credential the hub hands out follows
 * (`isRegisteredTarget`). Applications sharing an origin are told apart by their address: only
 * those whose address (else path) the service begins with the longest are its applications.
 */
export async function appsOfService(
  db: Database,
  service: string,
  requestOrigin: string,
): Promise<string[]> {
  const url = absoluteHttpUrl(service);
  if (!url) return [];
  const rows = await db
    .select({ code: apps.code, href: apps.href })
    .from(apps)
    .where(and(eq(apps.status, 'enabled'), isNotNull(apps.href)));
  const ranked: { code: string; depth: number }[] = [];
  for (const row of rows) {
    if (!(await isRegisteredTarget(db, row.code, service, requestOrigin))) continue;
    const href = new URL(row.href!, requestOrigin);
    const depth = service.startsWith(href.href)
      ? href.href.length
      : url.pathname.startsWith(href.pathname)
        ? href.pathname.length
        : 0;
    ranked.push({ code: row.code, depth });
  }
  const best = Math.max(...ranked.map((entry) => entry.depth));
  return ranked.filter((entry) => entry.depth === best).map((entry) => entry.code);
}

/** The application of the service that the unit has opened, or null. */
export async function openAppOfService(
  db: Database,
  unitId: string,
  candidates: string[],
): Promise<string | null> {
  for (const code of candidates) if (await isAppOpen(db, unitId, code)) return code;
  return null;
}

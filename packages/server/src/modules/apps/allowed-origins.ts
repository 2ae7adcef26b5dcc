import { afterCommit, baseOf } from '../../db/ambient-transaction';
import { isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { apps } from '../../db/schema';

/**
 * The origins a browser page may call this server from with credentials, and open the STOMP
 * socket from: the registered origins of the applications (the origin of each absolute
 * http(s) href, as app-origins.ts reads one) plus the operator's CORS_ORIGINS. Read from the
 * database at most once per TTL per database; app writes drop the cached set at once, and the
 * TTL bounds how long another node's write takes to show here.
 */
const TTL_MS = 30_000;

interface Cached {
  origins: Set<string>;
  at: number;
}

const cache = new WeakMap<Database, Cached>();

/** Forgets the cached origins: called on every write to the applications. */
export function invalidateAllowedOrigins(db: Database): void {
  // After the write commits: a read before it would cache the old origins again.
  void afterCommit(() => cache.delete(baseOf(db)));
}

/** The origins of the registered applications (relative hrefs are this server: none). */
export async function registeredAppOrigins(db: Database): Promise<Set<string>> {
  const hit = cache.get(baseOf(db));
  if (hit && Date.now() - hit.at < TTL_MS) return hit.origins;
  const rows = await db.select({ href: apps.href }).from(apps).where(isNotNull(apps.href));
  const origins = new Set<string>();
  for (const { href } of rows) {
    const origin = absoluteHttpOrigin(href);
    if (origin) origins.add(origin);
  }
  cache.set(baseOf(db), { origins, at: Date.now() });
  return origins;
}

/** The origin of an absolute http(s) URL, else null (a relative href or another scheme). */
export function absoluteHttpOrigin(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

export interface OriginPolicy {
  /** Whether a browser page on `origin` may call with credentials and open the socket. */
  allows(origin: string): Promise<boolean>;
}

/** The allow-list of registered app origins plus the operator's fixed list. */
export function createOriginPolicy(db: Database, operatorOrigins: readonly string[]): OriginPolicy {
  const fixed = new Set(operatorOrigins);
  return {
    async allows(origin) {
      if (fixed.has(origin)) return true;
      return (await registeredAppOrigins(db)).has(origin);
    },
  };
}

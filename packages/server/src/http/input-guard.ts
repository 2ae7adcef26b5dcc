import { ServerCode } from '@portico/sdk/internal';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../shared/errors';

/** Where a NUL character hides in a query or body, e.g. `body.entries.0.ip`; null if nowhere. */
export function nulPath(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'value' : null;
  if (value === null || typeof value !== 'object' || depth > 16) return null;
  // for…in over own keys, not Object.entries: most requests have empty params and query.
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (key.includes('\u0000')) return path ? `${path}.${key}` : key;
    const item = (value as Record<string, unknown>)[key];
    const found = nulPath(item, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * PostgreSQL text cannot hold NUL: a NUL reaching a query fails the statement. Every route's
 * path parameters, query and body are checked once, here, before any schema or query sees them, and a NUL is
 * refused as bad input naming the field (never a 500).
 */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const where = nulPath(request.params) ?? nulPath(request.query) ?? nulPath(request.body);
    if (!where) return done();
    done(
      new ApiError(ServerCode.INVALID_INPUT, 'server.invalidInput', {
        detail: `${where}: must not contain NUL`,
      }),
    );
  });
}

import type { Database } from './client';
import { sourceOf } from './ambient-transaction';

/**
 * A query built once per database handle and prepared (`.prepare(name)` with `sql.placeholder`):
 * the hot calls (session lookup, app-open check, unread count, user list) skip drizzle's query
 * building on every request, and node-postgres keeps the named statement parsed on each pooled
 * connection. Keyed by the handle, so apps on different databases in one process never share one.
 */
export function preparedPer<T>(build: (db: Database) => T): (db: Database) => T {
  const byDb = new WeakMap<Database, T>();
  return (db) => {
    // Inside an audited call the query is built on, and runs in, the call's transaction.
    const source = sourceOf(db);
    let query = byDb.get(source);
    if (!query) byDb.set(source, (query = build(source)));
    return query;
  };
}

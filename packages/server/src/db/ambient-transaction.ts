import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database } from './client';

/**
 * An audited call runs in one transaction with its audit record, whatever services it calls and
 * however they reach the database: the routes are given a database that, inside such a call, is
 * the call's transaction (a service's own `transaction` becomes a savepoint of it). Work that must
 * not run before the commit (telling other nodes, pushing to sockets) waits with `afterCommit`.
 */

interface Ambient {
  tx: Database | null;
  after: (() => Promise<unknown> | unknown)[];
}

const ambient = new AsyncLocalStorage<Ambient>();
const BASE = Symbol('portico.baseDatabase');

/** The database the routes use: the ambient transaction inside an audited call, else `db`. */
export function ambientDatabase(db: Database): Database {
  if ((db as unknown as Record<symbol, unknown>)[BASE]) return db;
  return new Proxy(db, {
    get(target, property) {
      if (property === BASE) return target;
      const source = ambient.getStore()?.tx ?? target;
      const value: unknown = Reflect.get(source, property, source);
      return typeof value === 'function' ? (value as () => unknown).bind(source) : value;
    },
  });
}

/** The database under the routes' one: what per-database state (caches, listeners) is keyed by. */
export function baseOf<D extends object>(db: D): D {
  return ((db as Record<symbol, unknown>)[BASE] as D | undefined) ?? db;
}

/** Where a query made now goes: the ambient transaction inside an audited call, else the base. */
export function sourceOf(db: Database): Database {
  return ambient.getStore()?.tx ?? baseOf(db);
}

/**
 * Runs `work` in a new transaction that every query of its async context joins; the work queued
 * by `afterCommit` runs once it has committed, and is dropped when it rolls back.
 */
export async function inAmbientTransaction<T>(
  db: Database,
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  const store: Ambient = { tx: null, after: [] };
  const result = await baseOf(db).transaction(async (tx) => {
    store.tx = tx as unknown as Database;
    try {
      return await ambient.run(store, () => work(store.tx!));
    } finally {
      // Whatever the call left running after it answered uses the database, not a closed transaction.
      store.tx = null;
    }
  });
  for (const task of store.after) await task();
  return result;
}

/** Runs `task` now, or after the commit when inside an ambient transaction. */
export async function afterCommit(task: () => Promise<unknown> | unknown): Promise<void> {
  const store = ambient.getStore();
  if (store?.tx) {
    store.after.push(task);
    return;
  }
  await task();
}

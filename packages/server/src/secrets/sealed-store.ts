import { and, eq, isNotNull, like, not, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { StartRefused } from '../db/start-seed';
import { isSealed, open, seal, sealedWith, SecretUnreadable, type KeyRing } from './secret-box';
import { SECRETS_KEY } from './secret-keys';

/**
 * The columns of one table that hold sealed secrets (secret-box.ts), as the start sees them. At
 * start the keys must open what is stored (else the start stops, instead of every use of a
 * secret failing later), then values stored before sealing, or sealed with a key that no longer
 * seals, are sealed with the sealing key in small batches. Nodes starting together share the
 * work: a batch locks its rows and skips rows another node holds. Running it again finds nothing
 * to do.
 */
export interface SealedStore {
  /** What its values are, for messages: `second-factor secrets`. */
  what: string;
  /** One value and the kind of its row, for messages: `second-factor secret of user`. */
  one: string;
  /** What the start counts when it reports how many rows it sealed: `users`. */
  counted: string;
  table: PgTable;
  /** The row's key: it names the row in messages and, through `owner`, binds its values. */
  key: PgColumn;
  /** The sealed columns, by the table's property names. */
  columns: Readonly<Record<string, PgColumn>>;
  owner(key: string): string;
  /** A value stored before these keys sealed it (no `v1:`): its secret, or `SecretUnreadable`. */
  openUnsealed(stored: string): string;
  /** What an operator does to give up a row's values, so that its secret is set again. */
  giveUp(key: string): string;
}

const BATCH = 200;

/** The secret of a stored value of a row of the store. */
export function openStored(ring: KeyRing, store: SealedStore, key: string, stored: string) {
  return isSealed(stored) ? open(ring, stored, store.owner(key)) : store.openUnsealed(stored);
}

/** One sealed value per key id and column, checked with the keys given. */
export async function checkStoredSecrets(
  db: Database,
  ring: KeyRing,
  store: SealedStore,
): Promise<void> {
  for (const column of Object.values(store.columns)) {
    const keyId = sql<string>`split_part(${column}, ':', 2)`;
    const samples = (await db
      .selectDistinctOn([keyId], { keyId, rowKey: store.key, stored: column })
      .from(store.table)
      .where(like(column, 'v1:%'))) as { rowKey: string; stored: string }[];
    for (const { rowKey, stored } of samples) {
      try {
        open(ring, stored, store.owner(rowKey));
      } catch (error) {
        if (!(error instanceof SecretUnreadable)) throw error;
        throw new StartRefused(
          `${SECRETS_KEY} does not open the stored ${store.what} (one was ` +
            `${error.message}). Give the key they were sealed with, after the new one when ` +
            'rotating (SECRETS_KEY=<new>,<old>).',
        );
      }
    }
  }
}

/** A value the check did not sample, opened; one that does not open stops the start, naming its row. */
function openOrRefuse(ring: KeyRing, store: SealedStore, key: string, stored: string): string {
  try {
    return openStored(ring, store, key, stored);
  } catch (error) {
    if (!(error instanceof SecretUnreadable)) throw error;
    throw new StartRefused(
      `the stored ${store.one} ${key} was ${error.message} (${SECRETS_KEY}); ` +
        `give the key it was sealed with, or ${store.giveUp(key)}`,
    );
  }
}

/** Whether a column holds a value the sealing key did not seal. */
function notSealedBy(column: PgColumn, ring: KeyRing): SQL {
  return and(isNotNull(column), not(like(column, `v1:${ring.sealing.id}:%`)))!;
}

/** Seals every value not sealed by the sealing key; answers how many rows changed. */
export async function sealStoredSecrets(
  db: Database,
  ring: KeyRing,
  store: SealedStore,
): Promise<number> {
  const columns = Object.entries(store.columns);
  const pending = or(...columns.map(([, column]) => notSealedBy(column, ring)))!;
  let changed = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const rows = (await tx
        .select({ rowKey: store.key, ...store.columns })
        .from(store.table)
        .where(pending)
        .limit(BATCH)
        .for('update', { skipLocked: true })) as Record<string, string | null>[];
      for (const row of rows) {
        const key = row.rowKey!;
        const reseal = (stored: string | null) =>
          stored === null || sealedWith(stored) === ring.sealing.id
            ? stored
            : seal(ring, openOrRefuse(ring, store, key, stored), store.owner(key));
        const values = Object.fromEntries(columns.map(([name]) => [name, reseal(row[name]!)]));
        await tx.update(store.table).set(values).where(eq(store.key, key));
      }
      return rows.length;
    });
    changed += done;
    if (done < BATCH) return changed;
  }
}

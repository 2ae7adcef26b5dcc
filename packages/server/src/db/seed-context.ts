import type { Database } from './client';

/** The transaction handle that the seed steps write through. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What the seed steps share: the transaction, ids by natural key, and a count of new rows. */
export class SeedContext {
  inserted = 0;
  readonly units = new Map<string, string>();
  /** `userCode` → id: demo user codes are unique across units. */
  readonly users = new Map<string, string>();

  constructor(readonly tx: Tx) {}

  unitId(code: string): string {
    return must(this.units.get(code), `unit ${code}`);
  }

  userId(code: string): string {
    return must(this.users.get(code), `user ${code}`);
  }

  /** Counts the rows an insert … on conflict do nothing … returning actually wrote. */
  count<T>(rows: T[]): T[] {
    this.inserted += rows.length;
    return rows;
  }

  /** Inserts the rows that are not there yet (a re-seed keeps what exists) and counts them. */
  async insertNew(table: Parameters<Tx['insert']>[0], rows: readonly object[]): Promise<void> {
    if (rows.length === 0) return;
    this.count(
      await this.tx
        .insert(table)
        .values(rows as never)
        .onConflictDoNothing()
        .returning(),
    );
  }
}

export function must<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null) throw new Error(`demo data: ${what} is not defined`);
  return value;
}

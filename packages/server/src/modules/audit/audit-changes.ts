import { AUDIT_SECRET } from '@portico/sdk/contract';
import type { AuditChange } from '../../db/schema';
import type { CapturedRow } from './audit-capture';

/**
 * The changed fields of an audited call, from the rows it wrote: an update gives one change per
 * column that changed (`table.column`), an insert or delete one change for the row (`table`, the
 * row before or after). Secrets never leave the database: a column that holds one reads "changed".
 */

const SECRET = /password|secret|token|hash|salt|private|otp|code_verifier/i;
/** Columns every write touches: their change says nothing. */
const NOISE = new Set(['updated_at', 'created_at']);
/** A bound on one record: a call that rewrites thousands of rows keeps its first changes. */
export const MAX_CHANGES = 200;

function masked(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row)
      .filter(([column]) => !NOISE.has(column))
      .map(([column, value]) => [
        column,
        SECRET.test(column) && value != null ? AUDIT_SECRET : value,
      ]),
  );
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function changesOf(rows: readonly CapturedRow[]): AuditChange[] {
  const changes: AuditChange[] = [];
  for (const row of rows) {
    if (row.op === 'INSERT' && row.newRow) {
      changes.push({ field: row.tableName, before: null, after: masked(row.newRow) });
    } else if (row.op === 'DELETE' && row.oldRow) {
      changes.push({ field: row.tableName, before: masked(row.oldRow), after: null });
    } else if (row.oldRow && row.newRow) {
      for (const [column, after] of Object.entries(row.newRow)) {
        const before = row.oldRow[column];
        if (NOISE.has(column) || same(before, after)) continue;
        const field = `${row.tableName}.${column}`;
        changes.push(
          SECRET.test(column)
            ? { field, before: AUDIT_SECRET, after: AUDIT_SECRET }
            : { field, before: before ?? null, after: after ?? null },
        );
      }
    }
  }
  if (changes.length <= MAX_CHANGES) return changes;
  const kept = changes.slice(0, MAX_CHANGES);
  kept.push({ field: '…', before: null, after: `${changes.length - MAX_CHANGES} more` });
  return kept;
}

/** The first written row's key, and the unit it belongs to, for a call whose input names neither. */
export function firstRowFacts(rows: readonly CapturedRow[]): {
  id: string | null;
  unitId: string | null;
} {
  let id: string | null = null;
  let unitId: string | null = null;
  for (const row of rows) {
    const record = row.newRow ?? row.oldRow ?? {};
    if (id == null && typeof record.id === 'string') id = record.id;
    if (unitId == null) {
      const unit = row.tableName === 'units' ? record.id : record.unit_id;
      if (typeof unit === 'string') unitId = unit;
    }
    if (id != null && unitId != null) break;
  }
  return { id, unitId };
}

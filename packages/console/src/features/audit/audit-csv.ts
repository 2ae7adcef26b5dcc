import { csvDocument, type AuditRow } from '@portico/sdk/contract';

/** The CSV columns of an export, in the list's words. */
const COLUMNS = [
  'time',
  'actorUnitCode',
  'actorUserCode',
  'action',
  'targetType',
  'targetId',
  'unitCode',
  'ip',
  'changes',
] as const;

/** The rows as CSV, one line per record (the changes as JSON). */
export function auditCsv(rows: readonly AuditRow[]): string {
  return csvDocument(COLUMNS, rows);
}

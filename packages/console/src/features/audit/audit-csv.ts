import type { AuditRow } from '@portico/sdk/contract';

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

/**
 * A CSV cell: always quoted, quotes doubled; a text a spreadsheet would run as a formula
 * (= + - @ first) starts with an apostrophe.
 */
function cell(value: unknown): string {
  const text = value == null ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** The rows as CSV (with a byte-order mark, so spreadsheets read UTF-8), one line per record. */
export function auditCsv(rows: readonly AuditRow[]): string {
  const lines = [COLUMNS.join(',')];
  for (const row of rows) lines.push(COLUMNS.map((column) => cell(row[column])).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

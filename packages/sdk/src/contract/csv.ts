/**
 * CSV as the exports write it (the audit trail, an announcement's readers): RFC 4180 cells, CRLF
 * line ends and a byte-order mark, so spreadsheet programs read the names (zh-CN too) as UTF-8.
 */

/**
 * One CSV cell: quoted when it holds a separator, a quote or a line break (quotes doubled); a
 * text a spreadsheet would run as a formula (a leading `=`, `+`, `-`, `@`, tab or CR) gets a
 * leading `'` so it shows as text. Objects are written as JSON; null and undefined as empty.
 */
export function csvCell(value: unknown): string {
  const text = value == null ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A whole CSV document: the header line of `columns`, then one line per row, BOM first. */
export function csvDocument<Row>(
  columns: readonly (keyof Row & string)[],
  rows: readonly Row[],
): string {
  const lines = [
    columns.join(','),
    ...rows.map((row) => columns.map((c) => csvCell(row[c])).join(',')),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

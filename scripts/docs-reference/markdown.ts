/** Text safe inside a markdown table cell: one line, pipes escaped, no stray HTML. */
export function cell(text: string): string {
  return text
    .replace(/\r?\n+/g, ' ')
    .replace(/(?<!\\)\|/g, '\\|')
    .replace(/</g, '&lt;')
    .trim();
}

/** Inline code that survives a table cell (pipes inside backticks still split cells). */
export function code(text: string): string {
  return text ? `\`${text.replace(/\|/g, '\\|')}\`` : '';
}

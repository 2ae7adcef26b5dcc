/** Text safe inside a markdown table cell: one line, pipes escaped, no stray HTML. */
export function cell(text: string): string {
  return (
    text
      .replace(/\r?\n+/g, ' ')
      .replace(/(?<!\\)\|/g, '\\|')
      // Outside code spans only: inside them `&lt;` would show as typed.
      .split(/(`[^`]*`)/)
      .map((part, index) => (index % 2 ? part : part.replace(/</g, '&lt;')))
      .join('')
      .trim()
  );
}

/** Inline code that survives a table cell (pipes inside backticks still split cells). */
export function code(text: string): string {
  return text ? `\`${text.replace(/\|/g, '\\|')}\`` : '';
}

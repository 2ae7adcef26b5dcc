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

const SPEC_FILE = String.raw`(?:product|api-contract|DESIGN|STYLE)\.md`;
const SECTIONS = String.raw`(?:\s*§\s*[\w.]+(?:\s*"[^"]*")?(?:\s*(?:,|/|and)\s*§\s*[\w.]+(?:\s*"[^"]*")?)*)?`;
const WORDS: Record<string, string> = {
  'product.md': 'the product rules',
  'api-contract.md': 'the API contract',
  'DESIGN.md': 'the design rules',
  'STYLE.md': 'the style rules',
};

/**
 * The code's comments cite the specification the project was built from, which lives outside the
 * repository: a generated page keeps what the comment says and drops where it came from. An
 * aside in parentheses that only cites goes, so does "of <file>"; any other citation becomes plain words.
 */
export function withoutSpecCitations(markdown: string): string {
  return markdown
    .replace(
      new RegExp(String.raw`\s*\((?:[^()]*?;\s*)?(?:see\s+)?${SPEC_FILE}${SECTIONS}[^()]*\)`, 'g'),
      '',
    )
    .replace(new RegExp(String.raw`\s+(?:of|in|per|from|by)\s+${SPEC_FILE}${SECTIONS}`, 'g'), '')
    .replace(
      new RegExp(String.raw`(${SPEC_FILE})${SECTIONS}`, 'g'),
      (_, file: string) => WORDS[file]!,
    );
}

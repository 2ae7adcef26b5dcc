import { CALL_BASES, CALLS, type CallDecl } from '@portico/sdk/contract';

/**
 * The route tables of the declared calls in the documentation site's pages, written from the
 * declarations (`npm run docs:routes -w @portico/server` rewrites them; readme-routes.test.ts
 * fails when a page is stale). Each domain's table sits between `<!-- routes:<domain>:start -->`
 * and `<!-- routes:<domain>:end -->`, in whichever of the pages describes that domain.
 */

/** The pages holding the tables, relative to the repository root. */
export const ROUTE_TABLE_PAGES = [
  'docs/guides/http-api.md',
  'docs/guides/messages.md',
  'docs/guides/oidc-cas.md',
  'docs/guides/upstream-idp.md',
  'docs/guides/second-factor.md',
  'docs/guides/passkeys.md',
  'docs/guides/audit-and-sessions.md',
] as const;

/** The header row: paths are shown under the base of the table's calls. */
function headerOf(calls: readonly CallDecl[]): string[] {
  const base = calls[0] ? CALL_BASES[calls[0].base] : '';
  return ['method', base ? `path (under \`${base}\`)` : 'path', 'payload', 'answer'];
}

/** A table cell: a pipe would end the cell. */
const cell = (text: string) => text.replace(/\|/g, '\\|');

/** One markdown table, its columns padded as prettier pads them (the pages are prettier-checked). */
export function routeTable(calls: readonly CallDecl[]): string {
  const header = headerOf(calls);
  const rows = [
    header,
    ...calls.map((call) => [
      call.method,
      `\`${call.path}\``,
      cell(call.readme.input),
      cell(
        call.credentials ? `${call.readme.answer}; hub session only (40305)` : call.readme.answer,
      ),
    ]),
  ];
  const widths = header.map((_, i) => Math.max(3, ...rows.map((row) => row[i]!.length)));
  const line = (row: string[]) =>
    `| ${row.map((text, i) => text.padEnd(widths[i]!)).join(' | ')} |`;
  const rule = `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`;
  return [line(rows[0]!), rule, ...rows.slice(1).map(line)].join('\n');
}

const markers = (domain: string) =>
  [`<!-- routes:${domain}:start -->`, `<!-- routes:${domain}:end -->`] as const;

/**
 * The pages (name → text) with every declared domain's table rewritten; a domain whose markers
 * are in none of the pages is an error.
 */
export function withRouteTables(pages: Record<string, string>): Record<string, string> {
  const out = { ...pages };
  for (const [domain, calls] of Object.entries(CALLS)) {
    const [start, end] = markers(domain);
    const page = Object.keys(out).find((name) => out[name]!.includes(start));
    const text = page ? out[page]! : '';
    const from = text.indexOf(start);
    const to = text.indexOf(end);
    if (!page || to < from) throw new Error(`no ${start} … ${end} markers in the pages`);
    const table = routeTable(Object.values(calls as Record<string, CallDecl>));
    out[page] = `${text.slice(0, from + start.length)}\n\n${table}\n\n${text.slice(to)}`;
  }
  return out;
}

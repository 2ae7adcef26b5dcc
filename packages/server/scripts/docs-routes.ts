/**
 * Rewrites the route tables of the declared calls in the documentation site's pages from their
 * declarations (src/openapi/readme-routes.ts). Run: `npm run docs:routes -w @portico/server`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { ROUTE_TABLE_PAGES, withRouteTables } from '../src/openapi/readme-routes';

const repo = new URL('../../../', import.meta.url);
const before = Object.fromEntries(
  ROUTE_TABLE_PAGES.map((page) => [page, readFileSync(new URL(page, repo), 'utf8')]),
);
const after = withRouteTables(before);
for (const page of ROUTE_TABLE_PAGES) {
  if (after[page] !== before[page]) writeFileSync(new URL(page, repo), after[page]!);
}
const changed = ROUTE_TABLE_PAGES.filter((page) => after[page] !== before[page]);
console.log(
  changed.length ? `route tables rewritten: ${changed.join(', ')}` : 'route tables up to date',
);

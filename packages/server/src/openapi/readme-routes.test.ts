import { readFileSync } from 'node:fs';
import { USER_CALLS } from '@portico/sdk/contract';
import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE_PAGES, routeTable, withRouteTables } from './readme-routes';

/** The site's route tables of the declared calls are written from the declarations. */
const REPO = new URL('../../../../', import.meta.url);
const PAGES = Object.fromEntries(
  ROUTE_TABLE_PAGES.map((page) => [page, readFileSync(new URL(page, REPO), 'utf8')]),
);

describe('route tables of the documentation site (docs "The HTTP API")', () => {
  it('are up to date with the declarations (npm run docs:routes -w @portico/server)', () => {
    expect(withRouteTables(PAGES)).toEqual(PAGES);
  });

  it('list each declared call with its method, path, payload and answer', () => {
    const table = routeTable([USER_CALLS.updateState]);
    const row = table.split('\n')[2]!;
    expect(row).toMatch(
      /^\| PUT +\| `\/user\/updateState` +\| `\{ id, status: enabled\\\|disabled \}` +\|/,
    );
    expect(row).toContain("`AdminUserDetail`; disabling ends the user's sessions");
  });

  it('refuses pages without the markers of a declared domain', () => {
    expect(() => withRouteTables({ 'x.md': '# no tables' })).toThrow(
      /no <!-- routes:\w+:start -->/,
    );
  });
});

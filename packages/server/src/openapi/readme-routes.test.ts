import { readFileSync } from 'node:fs';
import { USER_CALLS } from '@portico/sdk/contract';
import { describe, expect, it } from 'vitest';
import { routeTable, withRouteTables } from './readme-routes';

/** The README's route tables of the declared calls are written from the declarations. */
const README = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

describe('README route tables (README "Administration")', () => {
  it('are up to date with the declarations (npm run docs:routes -w @portico/server)', () => {
    expect(withRouteTables(README)).toBe(README);
  });

  it('list each declared call with its method, path, payload and answer', () => {
    const table = routeTable([USER_CALLS.updateState]);
    const row = table.split('\n')[2]!;
    expect(row).toMatch(
      /^\| PUT +\| `\/user\/updateState` +\| `\{ id, status: enabled\\\|disabled \}` +\|/,
    );
    expect(row).toContain("`AdminUserDetail`; disabling ends the user's sessions");
  });

  it('refuses a README without the markers of a declared domain', () => {
    expect(() => withRouteTables('# no tables')).toThrow(/no <!-- routes:\w+:start -->/);
  });
});

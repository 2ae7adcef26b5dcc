import { describe, expect, it } from 'vitest';
import { environmentVariables } from '../../packages/server/src/config/env';
import {
  configReference,
  READ_BY_NODE,
  undocumentedVariables,
  variablesRead,
} from '../../scripts/docs-reference/config';

/**
 * The configuration reference (docs/reference/config.md, "Configuration variables") against the
 * code: the variables the server's code reads (the scan of its sources) are exactly the ones the
 * environment schema declares, and the page shows each with its form, default and meaning.
 */
describe('the configuration reference (docs/reference/config.md)', () => {
  const declared = environmentVariables().map((v) => v.name);

  it('declares every variable the server reads in the environment schema', () => {
    expect(undocumentedVariables()).toEqual([]);
    for (const name of [
      'CORS_ORIGINS',
      'OIDC_ISSUER',
      'NODE_ENV',
      'PORTICO_DEMO',
      'PORTICO_BOOTSTRAP_ADMIN',
      'PORTICO_BOOTSTRAP_PASSWORD',
      'DATABASE_URL',
      'HTTP_HANDLER_TIMEOUT_MS',
      'RATE_LIMIT_SIGN_IN_PER_IP',
    ]) {
      expect(declared, name).toContain(name);
    }
  });

  it('declares no variable the server does not read', () => {
    const read = variablesRead();
    expect(declared.filter((name) => !read.has(name) && !READ_BY_NODE.includes(name))).toEqual([]);
  });

  it('shows one row per variable with its form, default and meaning, and nothing else', () => {
    const rows = configReference()
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .map((line) => line.split(/(?<!\\)\|/).map((cell) => cell.trim()));
    expect(rows.map((cells) => cells[1]!.replace(/`/g, ''))).toEqual(declared);
    for (const [, name, form, fallback, meaning] of rows) {
      expect([form, fallback, meaning].every(Boolean), name).toBe(true);
    }
    // Upper-case names only: Prometheus metric names (portico_http_requests_total) are no variables.
    expect(rows.filter((cells) => !/^`[A-Z][A-Z0-9_]*`$/.test(cells[1]!))).toEqual([]);
  });
});

import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { StartRefused } from '../db/start-seed';
import { environmentVariables, readEnvironment } from './env';

/**
 * The environment schema (configuration reference, "Configuration variables"): the server checks
 * every variable before it opens anything, and a bad value stops the start with a message that
 * names the variable and the form it expects.
 */
const REPO = fileURLToPath(new URL('../../../../', import.meta.url));

describe('the environment schema', () => {
  it('accepts the unset, the empty and the well-formed values, and hands them on unchanged', () => {
    expect(readEnvironment({})).toEqual({});
    const env = readEnvironment({
      PORT: '0',
      DATABASE_URL: '',
      CORS_ORIGINS: 'https://a.example.com, https://b.example.com',
      OIDC_ISSUER: 'https://hub.example.com/oidc',
      TRUST_PROXY: '10.0.0.0/8, loopback',
      RATE_LIMIT_SIGN_IN_PER_IP: '30/60',
      HTTP_HANDLER_TIMEOUT_MS: '2500',
      PORTICO_DEMO: '1',
      UNRELATED: 'x',
    });
    expect(env).toEqual({
      PORT: '0',
      CORS_ORIGINS: 'https://a.example.com, https://b.example.com',
      OIDC_ISSUER: 'https://hub.example.com/oidc',
      TRUST_PROXY: '10.0.0.0/8, loopback',
      RATE_LIMIT_SIGN_IN_PER_IP: '30/60',
      HTTP_HANDLER_TIMEOUT_MS: '2500',
      PORTICO_DEMO: '1',
    });
  });

  it.each([
    ['PORT', '80a', /^PORT="80a" is not valid: expected a port number 0–65535/],
    ['PORT', '70000', /^PORT="70000" is not valid/],
    [
      'OIDC_ISSUER',
      'hub.example.com',
      /^OIDC_ISSUER="hub.example.com" is not valid: expected an http\(s\) URL/,
    ],
    ['CORS_ORIGINS', 'ftp://x', /^CORS_ORIGINS must be an http\(s\) origin/],
    ['LOG_LEVEL', 'loud', /^LOG_LEVEL="loud" is not valid: expected fatal, error/],
    ['PORTICO_DEMO', 'yes', /^PORTICO_DEMO="yes" is not valid: expected 1 or 0/],
    [
      'DB_CONNECT_TIMEOUT_MS',
      '-1',
      /^DB_CONNECT_TIMEOUT_MS="-1" is not valid: expected a positive whole number/,
    ],
    [
      'RATE_LIMIT_CODES_PER_IP',
      '5',
      /^RATE_LIMIT_CODES_PER_IP=5: expected <max>\/<window seconds>/,
    ],
    ['TRUST_PROXY', '2', /^TRUST_PROXY: "2" is not an address or CIDR range/],
    [
      'DATABASE_URL',
      'mysql://db',
      /^DATABASE_URL="mysql:\/\/db" is not valid: expected a PostgreSQL/,
    ],
  ])('refuses %s=%s, naming the variable and the expected form', (name, value, message) => {
    let refused: unknown;
    try {
      readEnvironment({ [name]: value });
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(StartRefused);
    expect((refused as Error).message).toMatch(message);
  });

  it('documents every variable with its form, default and meaning', () => {
    const incomplete = environmentVariables().filter(
      (v) => !v.form || !v.default || !v.description,
    );
    expect(incomplete).toEqual([]);
  });

  it('stops a real start on a bad value before anything opens, and says which variable', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--conditions=source', 'packages/server/src/main.ts'],
      {
        cwd: REPO,
        env: { ...process.env, PORT: 'eighty', DATA_DIR: 'memory://', DATABASE_URL: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(output).toMatch(
      /Portico did not start: PORT="eighty" is not valid: expected a port number 0–65535/,
    );
    expect(output).not.toMatch(/running at/);
    expect(code).toBe(1);
  }, 60_000);
});

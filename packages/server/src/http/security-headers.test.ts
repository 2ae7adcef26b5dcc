import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestApp, loginAs, type TestApp } from '../test/test-app';
import { openTestDatabase } from '../test/test-db';
import { securityHeaderOptionsFromEnv } from './security-headers';

/**
 * Security headers on every kind of answer (DESIGN.md "Security model"; server README
 * "Security headers"): a strict CSP with frame-ancestors on HTML, nosniff and no-referrer
 * everywhere, no-store on token answers, COOP on the hub's pages, HSTS only over TLS.
 */
let t: TestApp;
let dir: string;
let token: string;
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
};
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'portico-headers-'));
  write('console/index.html', '<!doctype html><title>console</title>');
  write('console/assets/app.js', 'export {}');
  write('console/assets/app.css', 'body{}');
  write('examples/plain-html/index.html', '<!doctype html><title>example</title>');
  t = await createTestApp({
    console: path.join(dir, 'console'),
    examples: path.join(dir, 'examples'),
  });
  token = (await loginAs(t.app, 'PLATFORM', 'admin')).jwtToken;
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** The CSP as directive → values. */
function csp(response: LightMyRequestResponse): Map<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

function expectEverywhereHeaders(response: LightMyRequestResponse) {
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('no-referrer');
  // Plain http: no HSTS (a browser would pin a host that cannot speak TLS).
  expect(response.headers['strict-transport-security']).toBeUndefined();
}

describe('headers on each kind of answer', () => {
  it.each(['/', '/sso', '/apps', '/unit/manageUnit'])(
    'the console page %s: strict CSP without inline script, framed only by the hub, COOP',
    async (url) => {
      const response = await get(url, html);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expectEverywhereHeaders(response);
      const policy = csp(response);
      expect(policy.get('default-src')).toEqual(["'self'"]);
      expect(policy.get('script-src')).toEqual(["'self'"]);
      expect(policy.get('script-src-attr')).toEqual(["'none'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
      expect(policy.get('base-uri')).toEqual(["'self'"]);
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    },
  );

  it('an example page: the same script rules, framed by the hub, no COOP', async () => {
    const response = await get('/examples/plain-html/index.html', html);
    expectEverywhereHeaders(response);
    const policy = csp(response);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
  });

  it('the API docs: a policy of their own that still runs no inline script', async () => {
    const response = await get('/uc/docs/', html);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expectEverywhereHeaders(response);
    expect(csp(response).get('script-src')).toEqual(["'self'"]);
    expect(csp(response).get('frame-ancestors')).toEqual(["'self'"]);
  });

  it.each(['/assets/app.js', '/assets/app.css'])('a static file %s: nosniff', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expectEverywhereHeaders(response);
  });

  it('a JSON envelope: nosniff and no-store', async () => {
    const response = await get('/uc/sso/getLoginByToken', { authorization: token });
    expect(response.json()).toMatchObject({ result: 0 });
    expectEverywhereHeaders(response);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('an error envelope and a 404: nosniff', async () => {
    const refused = await get('/uc/user/list');
    expect(refused.json().result).not.toBe(0);
    expectEverywhereHeaders(refused);
    const missing = await get('/uc/no/such/call');
    expect(missing.statusCode).toBe(404);
    expectEverywhereHeaders(missing);
    const badUrl = await get('/uc/%E0%A4%A');
    expectEverywhereHeaders(badUrl);
  });

  it.each([
    ['POST', '/uc/sso/login', { unitCode: 'PLATFORM', userCode: 'admin', password: 'x' }],
    ['POST', '/uc/sso/reLogin', undefined],
    ['GET', '/uc/sso/check', undefined],
    ['GET', '/uc/sso/getLoginByToken', undefined],
    ['POST', '/uc/sso/changeLoginInfo', { unitCode: 'PLATFORM' }],
    ['POST', '/uc/login', { unitCode: 'PLATFORM', userCode: 'admin', password: 'x' }],
  ] as const)('the token answer %s %s is never stored', async (method, url, body) => {
    const response = await t.app.inject({
      method,
      url,
      headers: { authorization: token },
      ...(body ? { payload: body } : {}),
    });
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
    expectEverywhereHeaders(response);
  });

  it('a successful sign-in, which carries the token, is not stored', async () => {
    const { DEMO_PASSWORD } = await import('../db/demo-data');
    const response = await t.app.inject({
      method: 'POST',
      url: '/uc/sso/login',
      payload: { unitCode: 'PLATFORM', userCode: 'admin', password: DEMO_PASSWORD },
    });
    expect(response.json().retVal.jwtToken).toBeTruthy();
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('transport and operator settings', () => {
  it('adds HSTS and upgrade-insecure-requests behind a proxy that says https', async () => {
    const database = await openTestDatabase();
    const app = buildApp({ db: database.handle.db, trustProxy: true });
    try {
      const response = await app.inject({
        method: 'GET',
        url: '/uc/docs/',
        headers: { 'x-forwarded-proto': 'https', ...html },
      });
      expect(response.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
      expect(csp(response).has('upgrade-insecure-requests')).toBe(true);
      // Without trustProxy the same header is not believed.
      const plain = await t.app.inject({
        method: 'GET',
        url: '/uc/docs/',
        headers: { 'x-forwarded-proto': 'https', ...html },
      });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await app.close();
      await database.teardown();
    }
  });

  it('takes the hub origin, extra frame ancestors and connect sources from the environment', async () => {
    const options = securityHeaderOptionsFromEnv({
      PORTICO_HUB_ORIGIN: 'http://127.0.0.1:8080/sso',
      PORTICO_FRAME_ANCESTORS: 'https://portal.example.com, https://intranet.example.com',
      PORTICO_CSP_CONNECT_SRC: 'wss://push.example.com',
    });
    const database = await openTestDatabase();
    const app = buildApp({ db: database.handle.db, securityHeaders: options });
    try {
      const response = await app.inject({ method: 'GET', url: '/uc/docs/', headers: html });
      const policy = csp(response);
      expect(policy.get('frame-ancestors')).toEqual([
        "'self'",
        'http://127.0.0.1:8080',
        'https://portal.example.com',
        'https://intranet.example.com',
      ]);
      expect(policy.get('connect-src')).toEqual(["'self'", 'wss://push.example.com']);
    } finally {
      await app.close();
      await database.teardown();
    }
    expect(() => securityHeaderOptionsFromEnv({ PORTICO_FRAME_ANCESTORS: '*' })).toThrow(
      /PORTICO_FRAME_ANCESTORS/,
    );
  });
});

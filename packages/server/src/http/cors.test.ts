import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../app';
import { seedDemo } from '../db/seed';
import { loginAs } from '../test/test-app';
import { openTestDatabase } from '../test/test-db';
import { corsOriginsFromEnv } from './cors';

/**
 * Cross-origin pages (server README "Cross-origin pages"; DESIGN.md "Security model"): the API
 * grants credentialed calls to the registered app origins and CORS_ORIGINS only, with the exact
 * origin and `Vary: Origin`, never `*`; the STOMP upgrade checks Origin against the same list;
 * the elements script is a public module with a hashed, long-cached set of chunks.
 */
const OPERATOR = 'https://intranet.example.com';
const NEW_APP = 'https://spa.example.net:8443';
const STRANGER = 'https://evil.example.org';
const WS_PATH = '/gc-websocket/gc/inmail';

let app: FastifyInstance;
let teardown: () => Promise<void>;
let dir: string;
let adminToken: string;
let port: number;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'portico-cors-'));
  mkdirSync(path.join(dir, 'elements'));
  writeFileSync(
    path.join(dir, 'elements', 'portico-elements.js'),
    'import("./portico-bell-Ab12Cd34.js")',
  );
  writeFileSync(path.join(dir, 'elements', 'portico-bell-Ab12Cd34.js'), 'export {}');
  const database = await openTestDatabase();
  await seedDemo(database.handle.db);
  app = buildApp({
    db: database.handle.db,
    corsOrigins: [OPERATOR],
    staticRoots: { elements: path.join(dir, 'elements') },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
  adminToken = (await loginAs(app, 'PLATFORM', 'admin')).jwtToken;
  teardown = async () => {
    await app.close();
    await database.teardown();
  };
});
afterAll(async () => {
  await teardown?.();
  rmSync(dir, { recursive: true, force: true });
});

const preflight = (origin: string, url = '/uc/user/info') =>
  app.inject({
    method: 'OPTIONS',
    url,
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization,content-type',
    },
  });

const varyOf = (headers: Record<string, unknown>) =>
  String(headers.vary ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase());

describe('CORS on the API', () => {
  it('answers a preflight from an operator origin with that exact origin and credentials', async () => {
    const response = await preflight(OPERATOR);
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(OPERATOR);
    expect(response.headers['access-control-allow-credentials']).toBe('true');
    expect(String(response.headers['access-control-allow-headers'])).toMatch(/authorization/i);
    expect(varyOf(response.headers)).toContain('origin');
  });

  it('grants nothing to an origin that is neither registered nor listed', async () => {
    const response = await preflight(STRANGER);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const call = await app.inject({
      method: 'GET',
      url: '/uc/user/info',
      headers: { origin: STRANGER, authorization: adminToken },
    });
    expect(call.headers['access-control-allow-origin']).toBeUndefined();
    expect(varyOf(call.headers)).toContain('origin');
  });

  it('never answers * on a credentialed call', async () => {
    const call = await app.inject({
      method: 'GET',
      url: '/uc/user/info',
      headers: { origin: OPERATOR, authorization: adminToken },
    });
    expect(call.headers['access-control-allow-origin']).toBe(OPERATOR);
    expect(call.headers['access-control-allow-credentials']).toBe('true');
  });

  it('grants an app origin as soon as the app is registered, and stops when it is deleted', async () => {
    expect((await preflight(NEW_APP)).headers['access-control-allow-origin']).toBeUndefined();
    const added = await app.inject({
      method: 'POST',
      url: '/uc/apply/add',
      headers: { authorization: adminToken },
      payload: { code: 'SPA', descript: 'Spa', href: `${NEW_APP}/spa/` },
    });
    expect(added.json()).toMatchObject({ result: 0 });
    expect((await preflight(NEW_APP)).headers['access-control-allow-origin']).toBe(NEW_APP);
    const deleted = await app.inject({
      method: 'DELETE',
      url: '/uc/apply/delete?code=SPA',
      headers: { authorization: adminToken },
    });
    expect(deleted.json()).toMatchObject({ result: 0 });
    expect((await preflight(NEW_APP)).headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('the elements script', () => {
  it('is a public module any page may load: *, without credentials', async () => {
    const entry = await app.inject({
      method: 'GET',
      url: '/elements/portico-elements.js',
      headers: { origin: STRANGER },
    });
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['access-control-allow-origin']).toBe('*');
    expect(entry.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('keeps the entry revalidated and caches a hashed chunk for a year', async () => {
    const entry = await app.inject({ method: 'GET', url: '/elements/portico-elements.js' });
    expect(entry.headers['cache-control']).toBe('public, no-cache');
    expect(entry.headers.etag).toBeTruthy();
    const chunk = await app.inject({ method: 'GET', url: '/elements/portico-bell-Ab12Cd34.js' });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('the STOMP upgrade', () => {
  const open = (headers: Record<string, string>) =>
    new Promise<number>((resolve) => {
      const socket = new WebSocket(`ws://127.0.0.1:${port}${WS_PATH}`, { headers });
      socket.on('open', () => {
        socket.close();
        resolve(101);
      });
      socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      socket.on('error', () => resolve(0));
    });

  it('opens for an allowed origin, the server itself and a client without Origin', async () => {
    expect(await open({ origin: OPERATOR })).toBe(101);
    expect(await open({ origin: `http://127.0.0.1:${port}` })).toBe(101);
    expect(await open({})).toBe(101);
  });

  it('refuses a page on another origin before the upgrade', async () => {
    expect(await open({ origin: STRANGER })).toBe(403);
  });
});

describe('CORS_ORIGINS', () => {
  it('reads origins separated by commas or spaces and refuses anything else', () => {
    expect(corsOriginsFromEnv({ CORS_ORIGINS: `${OPERATOR}/, http://a.test:81 ` })).toEqual([
      OPERATOR,
      'http://a.test:81',
    ]);
    expect(() => corsOriginsFromEnv({ CORS_ORIGINS: '*' })).toThrow(/CORS_ORIGINS/);
  });
});

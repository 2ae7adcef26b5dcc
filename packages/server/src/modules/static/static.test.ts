import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ServerCode } from '@portico/sdk/internal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createTestApp, envelopeOf, type TestApp } from '../../test/test-app';

let t: TestApp;
let dir: string;
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
};
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'portico-static-'));
  write('console/index.html', '<!doctype html><title>console</title>');
  write('console/assets/app.js', 'console.log("app")');
  write('examples/index.html', '<title>examples</title>');
  write('examples/child-app/index.html', '<title>child</title>');
  write('elements/portico-elements.js', 'export {}');
  t = await createTestApp({
    console: path.join(dir, 'console'),
    examples: path.join(dir, 'examples'),
    elements: path.join(dir, 'elements'),
  });
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('one port serves console, examples and elements (DESIGN.md "Defaults")', () => {
  it('serves the console at / and its files', async () => {
    expect((await get('/')).body).toContain('<title>console</title>');
    expect((await get('/assets/app.js')).body).toBe('console.log("app")');
  });

  it.each(['/sso', '/apps', '/unit/manageUnit?x=1'])(
    'answers the page navigation %s with index.html (history-mode routes, product.md §2.1)',
    async (url) => {
      const response = await get(url, html);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>console</title>');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
    },
  );

  it.each(['/uc/nope', '/app-config/none.json', '/examples/missing.html', '/elements/x.js'])(
    'does not answer %s with the console',
    async (url) => {
      const response = await get(url, html);
      expect(response.statusCode).toBe(404);
      expect(envelopeOf(response).result).toBe(ServerCode.NOT_FOUND);
    },
  );

  it('answers curl-style */* page requests with the console too', async () => {
    const response = await get('/login', { accept: '*/*' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>console</title>');
  });

  it('does not answer a non-HTML request with the console', async () => {
    expect((await get('/sso', { accept: 'application/json' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/sso', headers: html })).statusCode).toBe(
      404,
    );
  });

  it('serves the examples and the standalone elements script', async () => {
    expect((await get('/examples/')).body).toContain('examples');
    expect((await get('/examples/child-app/')).body).toContain('child');
    const script = await get('/elements/portico-elements.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
  });

  it("serves the example child app's build at /examples/child-app/, its route folders included", async () => {
    write('child-dist/index.html', '<title>child build</title>');
    write('child-dist/sso-logout/index.html', '<title>child sso-logout</title>');
    const app = buildApp({
      db: t.db,
      staticRoots: { examples: path.join(dir, 'examples'), childApp: path.join(dir, 'child-dist') },
    });
    expect((await app.inject({ url: '/examples/child-app/' })).body).toContain('child build');
    // The sso rules open /sso-logout?clear=1 (product.md §2.4): the folder keeps the query.
    const logout = await app.inject({ url: '/examples/child-app/sso-logout?clear=1' });
    expect(logout.headers.location).toBe('/examples/child-app/sso-logout/?clear=1');
    expect((await app.inject({ url: '/examples/child-app/sso-logout/' })).body).toContain(
      'child sso-logout',
    );
    // The sources are not what is served; the rest of /examples/ still is.
    expect((await app.inject({ url: '/examples/child-app/index.html' })).body).not.toContain(
      '<title>child</title>',
    );
    expect((await app.inject({ url: '/examples/' })).body).toContain('examples');
    await app.close();
  });

  it('redirects the bare /examples and /elements prefixes to their folders', async () => {
    const response = await get('/examples?lang=en-US');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/examples/?lang=en-US');
    expect((await get('/elements')).headers.location).toBe('/elements/');
  });

  it('answers a navigation with a 404 envelope while the console has no index.html', async () => {
    const bare = path.join(dir, 'bare-console');
    mkdirSync(bare);
    const app = buildApp({ db: t.db, staticRoots: { console: bare } });
    const response = await app.inject({ method: 'GET', url: '/sso', headers: html });
    expect(response.statusCode).toBe(404);
    expect(envelopeOf(response).result).toBe(ServerCode.NOT_FOUND);
    await app.close();
  });

  it('serves nothing for missing or unset folders', async () => {
    const app = buildApp({ db: t.db, staticRoots: { console: path.join(dir, 'absent') } });
    const response = await app.inject({ method: 'GET', url: '/', headers: html });
    expect(response.statusCode).toBe(404);
    await app.close();
  });
});

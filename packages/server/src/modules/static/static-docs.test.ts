import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { defaultStaticRoots } from './static-routes';

/** The documentation site beside the console on the one port (root README "Documentation"). */
let t: TestApp;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'portico-static-docs-'));
  for (const [file, text] of [
    ['console/index.html', '<title>console</title>'],
    ['docs/index.html', '<title>docs</title>'],
    ['docs/guides/child-app.html', '<title>child app guide</title>'],
    ['docs/404.html', '<title>404 | Portico</title>'],
  ]) {
    mkdirSync(path.dirname(path.join(dir, file!)), { recursive: true });
    writeFileSync(path.join(dir, file!), text!);
  }
  t = await createTestApp({ console: path.join(dir, 'console'), docs: path.join(dir, 'docs') });
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

const html = { accept: 'text/html,*/*;q=0.8' };
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: html });

describe('npm start serves the documentation site at /docs/', () => {
  it('serves the built site and its pages', async () => {
    expect((await get('/docs/')).body).toContain('<title>docs</title>');
    expect((await get('/docs/guides/child-app.html')).body).toContain('child app guide');
  });

  it('redirects /docs to /docs/', async () => {
    const response = await get('/docs');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/docs/');
  });

  it("answers a missing page with the site's 404 page, never the console or an API envelope", async () => {
    for (const url of [
      '/docs/no-such-page.html',
      '/docs/zh/guides/child-app.html',
      '/docs/x?y=1',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.body, url).toContain('<title>404 | Portico</title>');
      expect(response.body, url).not.toContain('console');
      expect(response.body, url).not.toContain('"result"');
    }
  });

  it('answers the 404 page to any client, a script loader or curl included', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs/assets/gone.js' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<title>404 | Portico</title>');
  });

  it('finds the build where `npm run docs:build` writes it', () => {
    expect(defaultStaticRoots('/repo').docs).toBe(path.join('/repo', 'docs', '.vitepress', 'dist'));
  });
});

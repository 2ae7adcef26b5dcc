import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../paths';
import { createTestApp, type TestApp } from '../../test/test-app';
import { isContentHashed } from './static-routes';

/**
 * Compressed, cached assets (docs/guides/production.md "Compression and caching"): the builds'
 * precompressed copies (scripts/precompress.mjs) go to clients that accept them, hashed files
 * are immutable for a year, pages and the stable elements entry are revalidated.
 */
let t: TestApp;
let dir: string;
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
};
// Large enough to be worth compressing, repetitive enough to compress well.
const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, name: "row ${i}" }`).join(', ')}];\n`;
const tarball = zlib.gzipSync(script);
const page = `<!doctype html><title>console</title>${'<p>hello</p>'.repeat(200)}`;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'portico-static-compression-'));
  write('console/index.html', page);
  write('console/assets/index-Ab3dE_9z.js', script);
  write('console/assets/tiny-Zz9yXx8w.js', 'export {}');
  write('elements/portico-elements.js', script);
  write('elements/portico-badge-Q1w2E3r4.js', script);
  write('docs/assets/app.Bq2mP0aZ.js', script);
  write('docs/guides/production.html', page);
  mkdirSync(path.join(dir, 'packs'));
  writeFileSync(path.join(dir, 'packs/portico-sdk-0.1.0.tgz'), tarball);
  // The same step every build runs.
  execFileSync(process.execPath, [
    path.join(REPO_ROOT, 'scripts/precompress.mjs'),
    path.join(dir, 'console'),
    path.join(dir, 'elements'),
    path.join(dir, 'docs'),
  ]);
  t = await createTestApp({
    console: path.join(dir, 'console'),
    elements: path.join(dir, 'elements'),
    docs: path.join(dir, 'docs'),
    packs: path.join(dir, 'packs'),
  });
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

const decode = (encoding: string | undefined, body: Buffer): string =>
  (encoding === 'br'
    ? zlib.brotliDecompressSync(body)
    : encoding === 'gzip'
      ? zlib.gunzipSync(body)
      : body
  ).toString('utf8');

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('hashed assets are compressed and cached for a year', () => {
  it.each([
    ['br, gzip, deflate', 'br'],
    ['gzip', 'gzip'],
    ['', undefined],
    ['identity', undefined],
  ])('Accept-Encoding "%s" gets %s, the same bytes once decoded', async (accept, encoding) => {
    for (const url of [
      '/assets/index-Ab3dE_9z.js',
      '/elements/portico-badge-Q1w2E3r4.js',
      '/docs/assets/app.Bq2mP0aZ.js',
    ]) {
      const response = await get(url, accept ? { 'accept-encoding': accept } : {});
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe(encoding);
      expect(response.headers['content-type'], url).toMatch(/javascript/);
      expect(response.headers['cache-control'], url).toBe(IMMUTABLE);
      expect(response.headers.vary, url).toMatch(/accept-encoding/i);
      expect(decode(encoding, response.rawPayload), url).toBe(script);
      if (encoding) expect(response.rawPayload.length, url).toBeLessThan(script.length / 2);
    }
  });

  it('sends a file too small to be worth compressing as it is, still immutable', async () => {
    const response = await get('/assets/tiny-Zz9yXx8w.js', { 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('export {}');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
  });
});

describe('pages and the stable elements entry are revalidated', () => {
  it.each(['/', '/sso', '/docs/guides/production.html', '/elements/portico-elements.js'])(
    '%s: no-cache with ETag and Last-Modified, compressed, 304 when unchanged',
    async (url) => {
      const headers = { accept: 'text/html,*/*;q=0.8', 'accept-encoding': 'gzip, br' };
      const response = await get(url, headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, no-cache');
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['last-modified']).toBeTruthy();
      const etag = String(response.headers.etag);
      expect(etag).toBeTruthy();
      const again = await get(url, { ...headers, 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
    },
  );

  it('gives each encoding its own ETag, so a cache never mixes them', async () => {
    const br = await get('/', { accept: 'text/html', 'accept-encoding': 'br' });
    const plain = await get('/', { accept: 'text/html' });
    expect(decode('br', br.rawPayload)).toBe(plain.body);
    expect(br.headers.etag).not.toBe(plain.headers.etag);
  });
});

describe('which names carry a content hash', () => {
  it.each([
    ['assets/index-BCMJgdoW.js', true],
    ['assets/index-DYj_U9Ba.css', true],
    ['assets/chunks/theme.CeKg2Ru-.js', true],
    ['assets/inter-roman-latin.Di8DUHzh.woff2', true],
    ['portico-app-list---pg0gwB.js', true],
    ['bb60f7cad2f34473/portico-elements.js', true],
    ['portico-elements.js', false],
    ['portico-elements.integrity.json', false],
    ['index.html', false],
    ['favicon.svg', false],
    ['assets/logo.svg', false],
  ])('%s → %s', (file, hashed) => {
    expect(isContentHashed(file)).toBe(hashed);
  });
});

describe('the hub\'s own packages (docs/guides/child-app.md "Getting the packages")', () => {
  it('serves a packed tarball byte for byte at /packages/, never re-encoded, revalidated', async () => {
    const response = await get('/packages/portico-sdk-0.1.0.tgz', {
      'accept-encoding': 'gzip, br',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('public, no-cache');
    expect(Buffer.compare(response.rawPayload, tarball)).toBe(0);
  });

  it('answers another version with a 404, never the console', async () => {
    const response = await get('/packages/portico-sdk-9.9.9.tgz', { accept: 'text/html' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<title>console</title>');
  });
});

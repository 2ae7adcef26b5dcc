import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../paths';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The standalone script with Subresource Integrity (packages/elements/README.md "Pin the script
 * with integrity"): the build's `portico-elements.integrity.json` names a hash-named copy of the
 * script set, served immutable and to any page (a public module, no credentials), whose bytes
 * match the `sha384-…` a page puts in its tag. Reads the real build (`npm run build`).
 */
const standalone = path.join(REPO_ROOT, 'packages/elements/dist/standalone');
const manifestFile = path.join(standalone, 'portico-elements.integrity.json');
const PAGE = 'https://intranet.example.com';

let t: TestApp;
let manifest: { src: string; integrity: string };

beforeAll(async () => {
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: npm run build`);
  manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as typeof manifest;
  t = await createTestApp({ elements: standalone });
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { origin: PAGE } });

describe('the elements script pinned by integrity', () => {
  it('serves the hash-named entry immutable, with CORS, and its bytes match the integrity', async () => {
    const response = await get(`/elements/${manifest.src}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    const digest = createHash('sha384').update(response.rawPayload).digest('base64');
    expect(`sha384-${digest}`).toBe(manifest.integrity);
  });

  it('serves every chunk the entry imports from the same hash-named folder, immutable', async () => {
    const folder = path.posix.dirname(manifest.src);
    const entry = (await get(`/elements/${manifest.src}`)).body;
    const chunks = [...new Set(entry.match(/portico-[\w-]+-[\w-]{8,}\.js/g) ?? [])];
    expect(chunks.length).toBeGreaterThan(0);
    for (const chunk of chunks) {
      const response = await get(`/elements/${folder}/${chunk}`);
      expect(response.statusCode, chunk).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('keeps the stable entry and the integrity file revalidated (a release reaches pages)', async () => {
    for (const url of [
      '/elements/portico-elements.js',
      '/elements/portico-elements.integrity.json',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('public, no-cache');
    }
    expect((await get('/elements/portico-elements.integrity.json')).json()).toEqual(manifest);
  });
});

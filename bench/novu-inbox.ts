import { readdirSync, statSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { build } from 'vite';
import { getBrowser } from '../packages/elements/test-browser/harness';
import { gzipSize } from './elements-first-paint';
import { novuAnswer } from './novu-fixtures';
import { tempConsumer } from './temp-consumer';

/** Pinned: the baseline is one known Novu. */
export const NOVU_VERSION = '3.19.2';

const ORIGIN = 'http://novu-page.test';
const API = 'http://novu-api.test';

export interface NovuFirstPaint {
  bytes: number;
  files: string[];
  interactiveMs: number;
}

/**
 * Novu's Inbox (`@novu/js/ui`, NovuUI) built as a consumer builds it: installed from the npm
 * registry into a temporary folder outside the workspace, a page mounting the Inbox bell, Vite
 * production build. Returns the folder of the built page.
 */
export async function buildNovuPage(): Promise<string> {
  const dir = tempConsumer('novu', { '@novu/js': NOVU_VERSION });
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>host page</title></head>' +
      '<body><main><h1>Host page</h1><div id="inbox"></div></main>' +
      '<script type="module" src="/main.js"></script></body></html>',
  );
  writeFileSync(
    join(dir, 'main.js'),
    `import { NovuUI } from '@novu/js/ui';
const novu = new NovuUI({
  options: {
    applicationIdentifier: 'bench-app',
    subscriber: 'bench-subscriber',
    apiUrl: '${API}',
    socketUrl: 'ws://novu-socket.test',
  },
});
novu.mountComponent({ name: 'Inbox', element: document.getElementById('inbox'), props: {} });
`,
  );
  await build({
    configFile: false,
    root: dir,
    logLevel: 'warn',
    build: { outDir: 'dist', chunkSizeWarningLimit: 4096 },
  });
  return join(dir, 'dist');
}

/**
 * Loads the built page in Chromium from a cold cache, Novu's calls answered by fixtures: every
 * file of the page fetched until the bell shows and the network is idle, gzip -9.
 */
export async function novuFirstPaint(dist: string): Promise<NovuFirstPaint> {
  const context = await novuContext(dist);
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  await session.send('Network.setCacheDisabled', { cacheDisabled: true });
  const fetched = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === ORIGIN && url.pathname !== '/') fetched.add(url.pathname);
  });
  const started = Date.now();
  await page.goto(NOVU_PAGE);
  await page.locator('#inbox button').first().waitFor();
  const interactiveMs = Date.now() - started;
  await page.waitForLoadState('networkidle');
  await context.close();
  const files = [...fetched];
  return {
    bytes: files.reduce((sum, file) => sum + gzipSize(join(dist, file)), 0),
    files: files.map((file) => basename(file)),
    interactiveMs,
  };
}

/** The built page's address (served by `novuContext`). */
export const NOVU_PAGE = `${ORIGIN}/`;

/** A browser context serving the built page at NOVU_PAGE, its API answered by the fixtures. */
export async function novuContext(dist: string) {
  const context = await (await getBrowser()).newContext();
  await context.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (url.origin === ORIGIN) {
      const path = url.pathname === '/' ? '/index.html' : url.pathname;
      return route.fulfill({ path: join(dist, path) });
    }
    if (url.origin === API) {
      const body = novuAnswer(route.request().method(), url.pathname, url.searchParams);
      return route.fulfill({
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' },
        body: JSON.stringify(body),
      });
    }
    // Offline: fonts, CDNs and telemetry are refused, as they would be counted nowhere.
    return route.abort();
  });
  return context;
}

/** Every JS and CSS file the build emitted, gzip -9 (what the Inbox can ever load). */
export function novuAllFiles(dist: string): number {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  return walk(dist)
    .filter((file) => /\.(js|css)$/.test(file))
    .reduce((sum, file) => sum + gzipSize(file), 0);
}

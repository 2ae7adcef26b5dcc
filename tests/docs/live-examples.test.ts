import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../e2e/browser';
import { startServer, type ServerProcess } from '../e2e/server-process';

/**
 * The elements reference shows each element live (issue text: "the elements … with live
 * examples"): served by the Portico server, the page loads the standalone script from the same
 * origin (/elements/portico-elements.js) and renders the element; the static build alone says
 * to start the demo.
 */
const DIST = fileURLToPath(new URL('../../docs/.vitepress/dist/', import.meta.url));
const PAGE = '/docs/reference/elements.html';

let server: ServerProcess;
let browser: Browser;

beforeAll(async () => {
  // `npm test` builds the site (npm run docs:build) before the tests run.
  expect(existsSync(`${DIST}reference/elements.html`), 'run `npm run docs:build` first').toBe(true);
  server = await startServer();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('live examples of the elements reference', () => {
  it('renders each element from the server that serves the site, without CSP violations', async () => {
    const page = await browser.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto(`${server.url}${PAGE}`);
    const bar = page.locator('.portico-live[data-tag="portico-user-bar"][data-state="live"]');
    await bar.locator('portico-user-bar').waitFor({ state: 'attached' });
    // The element is the real one from /elements/, and it drew something inside itself.
    await expect
      .poll(() =>
        bar.evaluate((box) => {
          const element = box.querySelector('portico-user-bar')!;
          const defined = customElements.get('portico-user-bar') !== undefined;
          const drawn = (element.shadowRoot?.childElementCount ?? 0) + element.childElementCount;
          return defined && drawn > 0 && element.getAttribute('logout-redirect') === '/login';
        }),
      )
      .toBe(true);
    const states = await page
      .locator('.portico-live')
      .evaluateAll((boxes) => boxes.map((box) => (box as HTMLElement).dataset.state));
    expect(states.length).toBeGreaterThanOrEqual(7);
    expect(new Set(states)).toEqual(new Set(['live']));
    expect(violations).toEqual([]);
    await page.close();
  });

  it('says to start the demo when the static build is opened without the server', async () => {
    const staticHost = await serveStatic();
    try {
      const page = await browser.newPage();
      await page.goto(`${staticHost.url}${PAGE}`);
      const box = page.locator('.portico-live[data-tag="portico-user-bar"]');
      await expect.poll(() => box.getAttribute('data-state')).toBe('offline');
      expect(await box.innerText()).toBe('Start the demo (npm start) to see it live.');
      expect(await page.locator('portico-user-bar').count()).toBe(0);
      await page.close();
    } finally {
      staticHost.server.close();
    }
  });
});

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
};

/** The built site alone under /docs/, as any static host would serve it (nothing else). */
function serveStatic(): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0]!;
    const file = path.startsWith('/docs/') ? normalize(join(DIST, path.slice(6))) : '';
    if (!file.startsWith(DIST) || !existsSync(file) || file.endsWith('/')) {
      response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({ server, url: `http://127.0.0.1:${port}` });
    }),
  );
}

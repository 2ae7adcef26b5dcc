import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { buildApp } from '../packages/server/src/app';
import { openDatabase } from '../packages/server/src/db/client';
import { DEMO_PASSWORD } from '../packages/server/src/db/demo-data';
import { migrate } from '../packages/server/src/db/migrate';
import { seedDemo } from '../packages/server/src/db/seed';
import { defaultStaticRoots } from '../packages/server/src/modules/static/static-routes';
import { buildIfMissing } from '../scripts/build-if-missing';
import { launchChromium } from '../tests/e2e/browser';

/**
 * The console as a person meets it, in Debian's Chromium against the real
 * server on loopback: the JS a first visit to /login downloads (gzip), and the time from navigation
 * to the launcher's tiles, beside a baseline in the same run — the same server answering the
 * console's 404 page (same bundle, no data calls), the floor of any console page.
 */
const RUNS = 7;
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** Every script a fresh page load fetched, gzip-compressed as a server would send it. */
async function scriptBytes(page: Page, url: string) {
  const bodies: Promise<Buffer>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.body());
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const buffers = await Promise.all(bodies);
  return {
    count: buffers.length,
    raw: buffers.reduce((sum, b) => sum + b.length, 0),
    gzip: buffers.reduce((sum, b) => sum + gzipSync(b, { level: 9 }).length, 0),
  };
}

async function timeTo(page: Page, url: string, selector: string) {
  const start = performance.now();
  await page.goto(url);
  await page.locator(selector).first().waitFor();
  return performance.now() - start;
}

export async function consoleLoad() {
  buildIfMissing();
  const handle = await openDatabase({ dataDir: 'memory://' });
  await migrate(handle);
  await seedDemo(handle.db);
  const app = buildApp({ db: handle.db, staticRoots: defaultStaticRoots(), rateLimits: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const browser = await launchChromium();
  try {
    console.log('\nconsole in Chromium (loopback, built console, PGlite in memory)');
    const fresh = await browser.newContext({ locale: 'en-US' });
    const login = await scriptBytes(await fresh.newPage(), `${base}/login`);
    await fresh.close();
    console.log(
      `${'initial JS of /login (target ≤ 120 kB gzip)'.padEnd(48)}${kb(login.gzip).padStart(10)} gzip` +
        `${kb(login.raw).padStart(10)} raw  ${login.count} files`,
    );

    const context = await browser.newContext({ locale: 'en-US', baseURL: base });
    const page = await context.newPage();
    // One real sign-in through the page; the launcher is then reloaded with the stored session.
    await page.goto(`${base}/sso`);
    await page.locator('input[name=unitCode]').fill('PLATFORM');
    await page.locator('input[name=userCode]').fill('admin');
    await page.locator('input[name=password]').fill(DEMO_PASSWORD);
    await page.locator('input[name=agreement]').check();
    await page.locator('form button[type=submit]').first().click();
    await page.waitForURL('**/apps');

    const tiles: number[] = [];
    const floor: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      floor.push(await timeTo(page, `${base}/no-such-page`, 'main'));
      tiles.push(await timeTo(page, `${base}/apps`, 'li[data-app-code]'));
    }
    console.log(
      `${'what'.padEnd(48)}${'median'.padStart(10)}${'min'.padStart(10)}   (${RUNS} runs)`,
    );
    const row = (name: string, values: number[]) =>
      console.log(
        `${name.padEnd(48)}${`${median(values).toFixed(0)} ms`.padStart(10)}${`${Math.min(...values).toFixed(0)} ms`.padStart(10)}`,
      );
    row('baseline: navigation to the 404 page', floor);
    row('navigation to launcher tiles visible', tiles);
    await context.close();
  } finally {
    await browser.close();
    await app.close();
    await handle.close();
  }
}

import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { buildApp } from '../packages/server/src/app';
import { openDatabase } from '../packages/server/src/db/client';
import { DEMO_PASSWORD } from '../packages/server/src/db/demo-data';
import { migrate } from '../packages/server/src/db/migrate';
import { seedDemo } from '../packages/server/src/db/seed';
import type { Database } from '../packages/server/src/db/client';
import { defaultStaticRoots } from '../packages/server/src/modules/static/static-routes';
import { buildIfMissing } from '../scripts/build-if-missing';

/** Shared set-up of the administration benches: a seeded server, sign-in. */

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
};
export const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(10);

/** The real server on loopback over a fresh in-memory PGlite with the demo seed and `extra`. */
export async function startSeededServer(extra: (db: Database) => Promise<void>) {
  buildIfMissing();
  const handle = await openDatabase({ dataDir: 'memory://' });
  await migrate(handle);
  await seedDemo(handle.db);
  await extra(handle.db);
  // A production database analyses a bulk load on its own (autovacuum); PGlite does not, and
  // without statistics the planner sorts 100,000 rows instead of walking an index.
  await (handle.db as unknown as { $client: { query(q: string): Promise<unknown> } }).$client.query(
    'analyze',
  );
  const app = buildApp({ db: handle.db, staticRoots: defaultStaticRoots(), rateLimits: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    base,
    db: handle.db,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}

/** A JWT of the platform administrator, for timing calls without a browser. */
export async function adminToken(base: string): Promise<string> {
  const response = await fetch(`${base}/uc/sso/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ unitCode: 'PLATFORM', userCode: 'admin', password: DEMO_PASSWORD }),
  });
  const body = (await response.json()) as { retVal: { jwtToken: string } };
  return body.retVal.jwtToken;
}

/** A page signed in as PLATFORM/admin through the sign-in form. */
export async function signedInPage(browser: Browser, base: string): Promise<Page> {
  const context = await browser.newContext({
    locale: 'en-US',
    baseURL: base,
    viewport: { width: 1366, height: 860 },
  });
  const page = await context.newPage();
  await page.goto(`${base}/sso`);
  await page.locator('input[name=unitCode]').fill('PLATFORM');
  await page.locator('input[name=userCode]').fill('admin');
  await page.locator('input[name=password]').fill(DEMO_PASSWORD);
  await page.locator('input[name=agreement]').check();
  await page.locator('form button[type=submit]').first().click();
  await page.waitForURL('**/apps');
  return page;
}

/** Navigation to `url` until `selector` is visible, in ms. */
export async function timeTo(page: Page, url: string, selector: string): Promise<number> {
  const start = performance.now();
  await page.goto(url);
  await page.locator(selector).first().waitFor({ timeout: 60_000 });
  return performance.now() - start;
}

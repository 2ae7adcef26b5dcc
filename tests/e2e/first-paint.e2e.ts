import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from './admin-kit';
import { launchChromium } from './browser';

/*
 * product.md §4 "Unit switch obtains new login info and reloads the page": a reload (the unit
 * switch's, or the user's) is never a blank white page. The progress state paints with the HTML
 * and stays until the first route has its code and texts (React Router's HydrateFallback), so
 * the console also logs no warning about a missing one.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** Holds the requests matching `pattern` until released; resolves `asked` at the first one. */
async function hold(page: Page, pattern: RegExp) {
  let asked!: () => void;
  const requested = new Promise<void>((resolve) => (asked = resolve));
  const held: Route[] = [];
  let holding = true;
  await page.route(pattern, async (route) => {
    if (!holding) return route.continue();
    held.push(route);
    asked();
  });
  return {
    requested,
    release: async () => {
      holding = false;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

const progress = (page: Page) => page.locator('#root [data-page-loading]');

describe('the first paint of a page load (unit switch, reload)', () => {
  it('paints the progress state before the console’s code has arrived, then the launcher', async () => {
    const page = await signedIn(browser, 'PLATFORM', 'admin');
    await page.locator('li[data-app-code]').first().waitFor();
    const entry = await hold(page, /\/assets\/index-[^/]+\.js$/);
    const reload = page.reload();
    await entry.requested;
    await progress(page).waitFor({ timeout: 5000 });
    const box = await progress(page).boundingBox();
    expect(box?.width).toBeGreaterThan(0);
    expect(box?.height).toBeGreaterThan(0);
    await entry.release();
    await reload;
    await page.locator('li[data-app-code]').first().waitFor();
    expect(await progress(page).count()).toBe(0);
    await page.context().close();
  });

  it('keeps it painted while the first route loads its texts, with no HydrateFallback warning', async () => {
    const page = await signedIn(browser, 'PLATFORM', 'admin');
    await page.locator('li[data-app-code]').first().waitFor();
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
    });
    // The launcher's catalogue chunk: asked for by the route once the router runs.
    const texts = hold(page, /\/assets\/page-messages-[^/]+\.js$/);
    const held = await texts;
    const reload = page.reload();
    await held.requested;
    await progress(page).waitFor({ timeout: 5000 });
    await held.release();
    await reload;
    await page.locator('li[data-app-code]').first().waitFor();
    expect(await progress(page).count()).toBe(0);
    expect(warnings.filter((text) => text.includes('HydrateFallback'))).toEqual([]);
    await page.context().close();
  });
});

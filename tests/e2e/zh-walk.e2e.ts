import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { newAdminPage, signIn } from './admin-kit';
import { ADMIN_ROUTES } from './admin-routes';
import { launchChromium } from './browser';
import { englishIn, watchDataWords } from './sweep-kit';

/*
 * product.md §1: a person who chose 简体中文 reads Chinese on every screen. The platform
 * administrator walks every administration route (and with it the shell's top and side menus
 * and breadcrumbs) in zh-CN; any English word on the screen fails the walk, except the data's
 * own names and codes (table cells, tree items, chosen values) and the product and technical
 * names kept in Latin letters in Chinese too (sweep-kit.ts).
 */

let browser: Browser;
let page: Page;
let data: ReturnType<typeof watchDataWords>;
beforeAll(async () => {
  browser = await launchChromium();
  page = await newAdminPage(browser);
  // Words of the data the pages read (translations excluded: they are the interface's words).
  data = watchDataWords(page);
  await signIn(page, 'PLATFORM', 'admin');
  await page.waitForURL('**/apps');
  // The language a person chose on the language switch, as the SDK keeps it.
  await page.evaluate(() => localStorage.setItem('portico.locale', 'zh-CN'));
});
afterAll(async () => {
  await browser?.close();
});

describe('every administration route in zh-CN shows no English (product.md §1)', () => {
  it.each(ADMIN_ROUTES)('%s', async (route) => {
    await page.goto(route);
    await page.locator('main').getByRole('heading').first().waitFor();
    await page.waitForLoadState('networkidle');
    await data.settle();
    expect(await englishIn(page, 'body', data.words)).toEqual([]);
    // The top menus, side menu and breadcrumbs: translated titles, no data excuse.
    expect(await englishIn(page, 'nav', new Set(), 'every')).toEqual([]);
  });
});

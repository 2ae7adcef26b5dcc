import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { newAdminPage, shots, signIn } from './admin-kit';
import { ADMIN_ROUTES } from './admin-routes';
import { launchChromium } from './browser';
import { layoutProblems } from './layout-check';

/*
 * The screenshot sweep of product.md §2.5 at the widths people use (1280 and 1440 px), in both
 * locales (§1): every administration route and the main add dialogs, opened by the platform
 * administrator against the real server and the demo seed. A screen fails when its visible
 * labels, inputs or buttons overlap or a table is wider than its box (a sideways scroll hides
 * the row actions). The screenshots stay under test-results/layout/ as the run's artifacts.
 * One browser and one page for everything: it runs in CI on two cores.
 */

const WIDTHS = [1280, 1440] as const;
const LOCALES = ['en-US', 'zh-CN'] as const;

/** The dialogs a new user meets first: the route, then the button (by its name per locale). */
const DIALOGS = [
  { route: '/user/user-list', button: { 'en-US': 'Add user', 'zh-CN': '新增用户' } },
  { route: '/unit/unitList', button: { 'en-US': 'Add unit', 'zh-CN': '新增单位' } },
  { route: '/role/admin-roles', button: { 'en-US': 'Add role', 'zh-CN': '新增角色' } },
  {
    route: '/login-limit/login-limit-list',
    button: { 'en-US': 'Add limit', 'zh-CN': '新增限制' },
  },
] as const;

const out = `${shots}layout/`;
const file = (locale: string, width: number, what: string) =>
  `${out}${locale}-${width}${what.replace(/[/?=&]+/g, '_')}.png`;

let browser: Browser;
let page: Page;
beforeAll(async () => {
  mkdirSync(out, { recursive: true });
  browser = await launchChromium();
  page = await newAdminPage(browser);
  await signIn(page, 'PLATFORM', 'admin');
  await page.waitForURL('**/apps');
});
afterAll(async () => {
  await browser?.close();
});

/** Opens the route in the locale (the SDK's stored choice) and waits for its first data. */
async function open(route: string, locale: string) {
  await page.evaluate((value) => localStorage.setItem('portico.locale', value), locale);
  await page.goto(route);
  await page.locator('main').getByRole('heading').first().waitFor();
  await page.waitForLoadState('networkidle');
}

describe.each(WIDTHS.flatMap((width) => LOCALES.map((locale) => [width, locale] as const)))(
  'layout at %i px in %s (product.md §1, §2.5)',
  (width, locale) => {
    beforeAll(async () => {
      await page.setViewportSize({ width, height: 860 });
    });

    it.each(ADMIN_ROUTES)('%s: no overlap, no table wider than its box', async (route) => {
      await open(route, locale);
      await page.screenshot({ path: file(locale, width, route) });
      expect(await layoutProblems(page, 'main')).toEqual([]);
    });

    it.each(DIALOGS)('the dialog of $route holds together', async ({ route, button }) => {
      await open(route, locale);
      await page.locator('main').getByRole('button', { name: button[locale] }).click();
      const dialog = page.locator('dialog[open]').last();
      await dialog.getByRole('heading').first().waitFor();
      await page.screenshot({ path: file(locale, width, `${route}-dialog`) });
      expect(await layoutProblems(page, 'dialog[open]')).toEqual([]);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.locator('dialog[open]').count()).toBe(0);
    });

    it('the message centre holds together, with its search open', async () => {
      await open('/unit/unitList', locale);
      // The bell, not the top bar's Messages menu of the same name: the bell opens a dialog.
      await page
        .getByRole('button', { name: /^(Messages|消息)/ })
        .and(page.locator('[aria-haspopup=dialog]'))
        .click();
      const centre = page.getByTestId('message-centre');
      await centre.locator('table').first().waitFor();
      await page.waitForLoadState('networkidle');
      await centre.getByRole('button', { name: /^(Search filters|搜索条件)/ }).click();
      await page.screenshot({ path: file(locale, width, '-message-centre') });
      expect(await layoutProblems(page, '[data-testid=message-centre]')).toEqual([]);
      await centre.getByRole('button', { name: /^(Close|关闭)$/ }).click();
      await expect.poll(() => centre.count()).toBe(0);
    });
  },
);

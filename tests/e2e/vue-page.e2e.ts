import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from './browser';

/**
 * The elements in a second framework (elements README, the `/vue` entry): examples/vue-page is a Vue 3 app on its
 * browser ESM build; signed in through the hub, it shows the same elements with live data, and
 * Vue's bindings drive their attributes and receive their events.
 */
const baseUrl = inject('baseUrl');
const shots = new URL('../../test-results/', import.meta.url).pathname;

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  context = await browser.newContext({ baseURL: baseUrl, locale: 'en-US' });
  page = await context.newPage();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('the Vue 3 example page (elements README)', () => {
  it('shows the signed-in user, follows the bound locale and hears the unread event', async () => {
    await page.goto('/sso');
    await page.getByRole('button', { name: 'English' }).click();
    await page.locator('input[name=unitCode]').fill('H001');
    await page.locator('input[name=userCode]').fill('frontdesk');
    await page.locator('input[name=password]').fill('Portico#2026');
    await page.locator('input[name=agreement]').check();
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/apps');

    await page.goto('/examples/vue-page/');
    const bar = page.locator('portico-user-bar');
    const user = bar.locator('[part~=user]');
    await user.waitFor();
    await expect(user.textContent()).resolves.toContain('Front Desk');
    const menu = bar.locator('[part~=menu-button]');
    await expect(menu.getAttribute('aria-label')).resolves.toBe('Operations');

    // The bell's portico-unread-change reaches Vue's @-listener and its state.
    const card = page.getByTestId('unread-card').locator('strong');
    await expect.poll(() => card.textContent(), { timeout: 15_000 }).toMatch(/^\d+$/);
    await expect(page.getByTestId('event-log').textContent()).resolves.toContain(
      'portico-unread-change',
    );

    // Vue's :locale binding switches the elements' language.
    await page.getByLabel('Language of the Portico elements').selectOption('zh-CN');
    await expect.poll(() => menu.getAttribute('aria-label')).toBe('操作菜单');
    await page.screenshot({ path: `${shots}vue-page.png` });
  });
});

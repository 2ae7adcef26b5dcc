import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { fillSignIn } from './admin-kit';
import { launchChromium } from './browser';

/** What the shell's e2e files share: signing in as PLATFORM/admin and the shell's landmarks. */

export const shots = new URL('../../test-results/', import.meta.url).pathname;

export type Language = 'English' | '中文';

/** Signs in as PLATFORM/admin at the hub's sso page in `language` and waits for the launcher. */
async function signIn(page: Page, language: Language = 'English') {
  await page.goto('/sso');
  await page.getByRole('button', { name: language }).click();
  await fillSignIn(page, 'PLATFORM', 'admin');
  await page.waitForURL('**/apps');
}

async function newSignedInPage(
  browser: Browser,
  language: Language = 'English',
  viewport = { width: 1280, height: 800 },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: inject('baseUrl'),
    locale: language === 'English' ? 'en-US' : 'zh-CN',
    viewport,
  });
  const page = await context.newPage();
  await signIn(page, language);
  return { context, page };
}

/**
 * The file's Chromium, launched before its tests and closed after them (with every context it
 * opened). Answers how to open a page on it signed in as PLATFORM/admin.
 */
export function useShellBrowser() {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return (language?: Language, viewport?: { width: number; height: number }) =>
    newSignedInPage(browser!, language, viewport);
}

export const topMenus = (page: Page) =>
  page.getByRole('navigation', { name: 'Menus', exact: true });
export const sideMenus = (page: Page) =>
  page.getByRole('navigation', { name: 'Sub-menus', exact: true });
export const search = (page: Page) => page.getByRole('searchbox', { name: 'Search menus' });

/** Opens a menu found by the side search: it reaches every menu, whatever the top page shows. */
export async function searchAndClick(
  page: Page,
  keyword: string,
  name: string,
  modifiers?: ['Control'],
) {
  await search(page).fill(keyword);
  await sideMenus(page).getByRole('link', { name, exact: true }).click({ modifiers });
}

/**
 * The seed configures every first-level menu; an installation's unfinished one (neither address
 * nor children) is put into this session's stored menus, the login info the shell reads at start.
 * Answers the stored info as it was, to put back.
 */
export async function addUnsetMenu(page: Page, title: string): Promise<string> {
  return page.evaluate((title) => {
    const raw = localStorage.getItem('portico.session')!;
    const info = JSON.parse(raw) as { menus: unknown[] };
    info.menus.push({
      name: 'UNSET',
      title,
      path: null,
      link: null,
      identity: 'E2E_UNSET',
      winType: 'ROUTE',
      stretch: 'F',
      icon: null,
      tip: null,
      children: [],
    });
    localStorage.setItem('portico.session', JSON.stringify(info));
    return raw;
  }, title);
}

export async function topMenuNames(page: Page): Promise<string[]> {
  return topMenus(page).locator('[data-menu]').allTextContents();
}

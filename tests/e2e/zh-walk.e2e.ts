import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { newAdminPage, signIn } from './admin-kit';
import { ADMIN_ROUTES } from './admin-routes';
import { launchChromium } from './browser';

/*
 * product.md §1: a person who chose 简体中文 reads Chinese on every screen. The platform
 * administrator walks every administration route (and with it the shell's top and side menus
 * and breadcrumbs) in zh-CN; any English word on the screen fails the walk, except the data's
 * own names and codes (table cells, tree items, chosen values) and the product and technical
 * names below that stay as they are in Chinese too.
 */

/** Names kept in Latin letters in a Chinese interface. */
const KEPT = new Set(
  [
    'Portico',
    // The protocol's name: OpenID Connect is not translated in Chinese either.
    'OpenID',
    'Connect',
    'IP',
    'CIDR',
    'SMS',
    'Logo',
    'URL',
    'HTML',
    'CSS',
    'JavaScript',
    'Vue',
    'ico',
    'HH',
    'mm',
    'ID',
    'App',
    'Apps',
    'SSO',
    'API',
    'PC',
    'iframe',
    'kv',
    'key',
    'code',
    'Esc',
    'png',
    'jpg',
    'gif',
    'webp',
    'svg',
  ].map((w) => w.toLowerCase()),
);

/** English words in the visible text inside `scope`, outside the data cells it shows. */
function englishOnScreen(page: Page, scope = 'body'): Promise<string[]> {
  return page.evaluate((scope) => {
    // Where the data's names and codes are shown: what the administrator typed stays as typed.
    const DATA =
      'td, [role=treeitem], [role=option], option, code, kbd, textarea, input, [translate=no], [data-testid=selected-department], [data-testid=ip-entry], script, style, [hidden], [aria-hidden=true]';
    const words = new Set<string>();
    for (const root of document.querySelectorAll(scope)) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.closest(DATA)) continue;
        const box = parent.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        for (const word of node.textContent?.match(/[A-Za-z][A-Za-z'-]*[A-Za-z]/g) ?? []) {
          words.add(word);
        }
      }
    }
    return [...words];
  }, scope);
}

/** The words of every string in a JSON value: what the server holds as data. */
function collectWords(value: unknown, into: Set<string>) {
  if (typeof value === 'string') {
    for (const word of value.match(/[A-Za-z][A-Za-z'-]*[A-Za-z]/g) ?? []) into.add(word);
  } else if (Array.isArray(value)) {
    for (const item of value) collectWords(item, into);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) collectWords(item, into);
  }
}

/** Words the data holds (names of units, users, apps, reports, messages), as the page read them. */
const dataWords = new Set<string>();
/** Responses still being read into `dataWords`. */
const reading: Promise<unknown>[] = [];

/** Menus must read in Chinese: their words are not data, even though the menu list holds them. */
const isWords = (word: string) => !KEPT.has(word.toLowerCase()) && !/^[A-Z0-9_]+$/.test(word);

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchChromium();
  page = await newAdminPage(browser);
  // Translations are the interface's own words, not data: they must not excuse English.
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('json') || /\/kv|translat/i.test(response.url())) return;
    const read = response.json().then(
      (body: unknown) => collectWords(body, dataWords),
      () => undefined,
    );
    reading.push(read);
  });
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
    await Promise.all(reading);
    // Codes of the data (H001, PLATFORM, UC_OP_USER) are written in capitals and digits.
    const english = (await englishOnScreen(page)).filter(
      (word) => isWords(word) && !dataWords.has(word),
    );
    expect(english).toEqual([]);
    // The top menus, side menu and breadcrumbs: translated titles, no data excuse.
    expect((await englishOnScreen(page, 'nav')).filter(isWords)).toEqual([]);
  });
});

import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { newAdminPage, shots, signIn } from './admin-kit';
import { ADMIN_ROUTES } from './admin-routes';
import { launchChromium } from './browser';
import { layoutProblems } from './layout-check';
import { englishIn, watchDataWords } from './sweep-kit';

/*
 * The dialog half of the screenshot sweep (product.md §1, §2.5; layout-sweep.e2e.ts takes the
 * screens themselves): on every administration route, every dialog its buttons open (add, edit,
 * delete, move, details… of the page and of its first row), at 1280 and 1440 px, in en-US and
 * zh-CN. A dialog fails when its labels, inputs or buttons overlap, a table is wider than its
 * box or a control falls below the window, and in zh-CN when it shows an English word that is
 * not a name or code of the data. The openers are found in the en-US pass by their names and
 * clicked by their place in zh-CN. Screenshots stay under test-results/sweep/. One page, one
 * load per route and locale, each dialog opened once and measured at both widths: it runs in CI
 * on two cores.
 */

const WIDTHS = [1280, 1440] as const;
const LOCALES = ['en-US', 'zh-CN'] as const;

/** Buttons that open a dialog; nothing here writes without one (product.md §2.5 confirmations). */
const OPENER =
  /^(Add|New|Edit|Delete|Move|View|Details?|Info|Preview|Import|Assign|Choose|Replace|Upload|Configure|Permissions|Give|Dispatch|Diagnose|Opening|Update|Reset)\b/;

/** Order steps (a role, a menu one place up or down) write at once: never clicked. */
const STEP = /\b(up|down)$/;

const out = `${shots}sweep/`;
const file = (locale: string, width: number, route: string, opener: string) =>
  `${out}${locale}-${width}${route.replace(/[/?=&:]+/g, '_')}-${opener.replace(/\W+/g, '_')}.png`;

/** Per route: the index among `main button` of each opener, and its en-US name. */
const openers = new Map<string, { index: number; name: string }[]>();

let browser: Browser;
let page: Page;
let data: ReturnType<typeof watchDataWords>;
beforeAll(async () => {
  mkdirSync(out, { recursive: true });
  browser = await launchChromium();
  page = await newAdminPage(browser);
  data = watchDataWords(page);
  await signIn(page, 'PLATFORM', 'admin');
  await page.waitForURL('**/apps');
});
afterAll(async () => {
  await browser?.close();
});

async function open(route: string, locale: string) {
  await page.evaluate((value) => localStorage.setItem('portico.locale', value), locale);
  await page.goto(route);
  await page.locator('main').getByRole('heading').first().waitFor();
  await page.waitForLoadState('networkidle');
  // A list that waits for another (the tree of the first app) starts after the first answers.
  await expect.poll(() => page.locator('main [aria-busy=true]').count()).toBe(0);
  await page.waitForLoadState('networkidle');
}

/** The first opener of each kind on the page and in its first table row (en-US names). */
function findOpeners(): Promise<{ index: number; name: string }[]> {
  return page.evaluate(
    ([source, stepSource]) => {
      const opener = new RegExp(source);
      const step = new RegExp(stepSource);
      const buttons = [...document.querySelectorAll('main button')] as HTMLButtonElement[];
      const seen = new Set<string>();
      const found: { index: number; name: string }[] = [];
      buttons.forEach((button, index) => {
        const name = (button.getAttribute('aria-label') ?? button.innerText ?? '').trim();
        const kind = name.split(/\s+/)[0] ?? '';
        const row = button.closest('tbody tr, li[data-menu-row]');
        const firstRow = !row || row === row.parentElement?.firstElementChild;
        const box = button.getBoundingClientRect();
        if (
          !opener.test(name) ||
          step.test(name) ||
          button.disabled ||
          button.getAttribute('role') ||
          !firstRow ||
          box.width === 0 ||
          seen.has(kind)
        ) {
          return;
        }
        seen.add(kind);
        found.push({ index, name });
      });
      return found;
    },
    [OPENER.source, STEP.source] as const,
  );
}

const openDialogs = () => page.locator('dialog[open]').count();

/** Closes whatever dialogs are open, and comes back to `route` if a button navigated away. */
async function closeAll(route: string) {
  // Escape closes the top dialog; a dialog that keeps it (a form with changes) has Cancel.
  for (let open = await openDialogs(); open > 0; open = await openDialogs()) {
    await page.keyboard.press('Escape');
    const closed = await expect
      .poll(openDialogs, { timeout: 2_000 })
      .toBeLessThan(open)
      .then(
        () => true,
        () => false,
      );
    if (!closed) {
      await page
        .locator('dialog[open]')
        .last()
        .getByRole('button', { name: /^(Cancel|Close|取消|关闭)$/ })
        .first()
        .click();
    }
  }
  await expect.poll(openDialogs).toBe(0);
  if (new URL(page.url()).pathname !== route.split('?')[0]) await page.goto(route);
}

describe.each(LOCALES)(
  'every dialog of the administration routes in %s (product.md §1, §2.5)',
  (locale) => {
    it.each(ADMIN_ROUTES)('%s', async (route) => {
      await open(route, locale);
      if (locale === 'en-US') openers.set(route, await findOpeners());
      const problems: string[] = [];
      // Each dialog opens once and is measured at both widths: the page lays out again on resize.
      for (const { index, name } of openers.get(route) ?? []) {
        await page.setViewportSize({ width: WIDTHS[0], height: 860 });
        await page.locator('main button').nth(index).click();
        const opened = await page
          .locator('dialog[open]')
          .last()
          .waitFor({ timeout: 3_000 })
          .then(
            () => true,
            () => false,
          );
        if (opened) {
          await page.waitForLoadState('networkidle');
          for (const width of WIDTHS) {
            await page.setViewportSize({ width, height: 860 });
            await page.screenshot({ path: file(locale, width, route, name) });
            for (const problem of await layoutProblems(page, 'dialog[open]')) {
              problems.push(`${width} px, ${name}: ${problem}`);
            }
          }
          if (locale === 'zh-CN') {
            await data.settle();
            const english = await englishIn(page, 'dialog[open]', data.words);
            if (english.length) problems.push(`${name}: English ${english.join(' ')}`);
          }
        }
        await closeAll(route);
      }
      expect(problems).toEqual([]);
    });
  },
);

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  ADMIN_SCREENS,
  CALLS,
  type AdminScreen,
  type AdminScreenPath,
} from '@portico/sdk/contract';
import { consoleAreas } from '../../packages/console/src/texts/catalogue';
import { enUS, zhCN } from '../../packages/sdk/src/i18n/messages/catalogue';
import { axeViolations, newAdminPage, signIn } from './admin-kit';
import { ADMIN_ROUTES as ROUTES } from './admin-routes';
import { launchChromium } from './browser';

/*
 * Every administration route of product.md §2.5 (target: every route exists and
 * works; axe shows no serious violations), opened by the platform administrator against the real
 * server and the demo seed, in both locales: the screen renders its heading inside the shell (the
 * words of the menu that opens it), no
 * error or 403 page, no catalogue key shown in place of a text, and axe finds nothing serious.
 * The family e2e files test what each screen does; this one keeps a route from being forgotten.
 */

/** Every key either side defines, the SDK catalogue's and the console's own texts. */
const withConsole = (
  sdk: Record<string, string>,
  locale: 'zh-CN' | 'en-US',
): Record<string, string> => Object.assign({ ...sdk }, ...consoleAreas.map((area) => area[locale]));
const LOCALES = {
  'en-US': withConsole(enUS, 'en-US'),
  'zh-CN': withConsole(zhCN, 'zh-CN'),
} as const;

/**
 * The audit trail's data names each action as `domain.call` (`roles.add`), the server's audit
 * record does: codes a record shows, not texts, though some spell like a key.
 */
const AUDIT_ACTIONS = new Set(
  Object.entries(CALLS).flatMap(([domain, calls]) =>
    Object.keys(calls).map((name) => `${domain}.${name}`),
  ),
);

/** Words of the page that are catalogue keys: a text the screen forgot to translate. */
function keysShown(text: string, catalogue: Record<string, string>): string[] {
  return [...new Set(text.split(/[\s,;:()'"“”]+/))].filter((word) => word in catalogue);
}

/** The shared screen of a swept route (the brand route stands for `/code/:code`). */
function screenOf(route: string): AdminScreen | undefined {
  const path = route.replace('/code/PORTICO', '/code/:code') as AdminScreenPath;
  return ADMIN_SCREENS[path] as AdminScreen | undefined;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(Object.keys(LOCALES) as (keyof typeof LOCALES)[])(
  'every administration route in %s (product.md §2.5)',
  (locale) => {
    let page: Page;
    beforeAll(async () => {
      page = await newAdminPage(browser);
      await signIn(page, 'PLATFORM', 'admin');
      await page.waitForURL('**/apps');
      // The language as a person chooses it (saved); an address's `language` yields to a choice.
      await page.evaluate((chosen) => localStorage.setItem('portico.locale', chosen), locale);
    });
    afterAll(async () => {
      await page?.context().close();
    });

    it.each(ROUTES)(
      '%s renders in the shell, translated, with no serious axe finding',
      async (route) => {
        await page.goto(`${route}?language=${locale}`);
        const main = page.locator('main');
        await main.getByRole('heading').first().waitFor();
        // The screen's first data has arrived: axe judges the page a person reads, not a loader.
        await page.waitForLoadState('networkidle');
        expect(new URL(page.url()).pathname).toBe(route);
        // A screen with a menu of its own is headed as that menu names it.
        const screen = screenOf(route);
        if (screen?.menu) {
          const heading = await main.getByRole('heading', { level: 1 }).first().innerText();
          expect(heading).toContain(LOCALES[locale][screen.title]);
        }
        const text = await main.innerText();
        expect(text).not.toMatch(/Unexpected Application Error|Page not available yet/);
        // The translations screen lists catalogue keys as its data.
        const shown = keysShown(text, LOCALES[locale]).filter(
          (key) => route !== '/audit/audit-trail' || !AUDIT_ACTIONS.has(key),
        );
        if (route !== '/config/translations') expect(shown).toEqual([]);
        expect(await axeViolations(page, 'main')).toEqual([]);
      },
    );
  },
);

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillSignIn } from './admin-kit';
import { launchChromium } from './browser';
import { startServer, type ServerProcess } from './server-process';

/*
 * The demo as a newcomer meets it after a plain `npm start` (Getting started "Demo accounts" and
 * "The launcher"): each listed account signs in at the hub in English or Chinese and clicks every
 * launcher tile, which opens a new tab as a person's click does (product.md §2.7). Every tile
 * that opens must end on a signed-in page of its own app, naming that app and the user: never
 * "Single sign-on failed". A tile that does not open must say why, and the tests name each one.
 */

/** Getting started's accounts. H001/newhire must change the password first: its own tests. */
const ACCOUNTS = [
  ['PLATFORM', 'admin'],
  ['G001', 'groupadmin'],
  ['PLATFORM', 'support'],
  ['PLATFORM', 'translator'],
  ['H001', 'frontdesk'],
  ['H002', 'manager'],
  ['O001', 'agent'],
  ['S001', 'supplier'],
] as const;

/**
 * Apps registered without an address (product.md §2.7 "no matched address"): their tiles are
 * shown greyed out with that tooltip and open nothing, by design of the demo's data.
 */
const NO_ADDRESS = ['GCYM', 'GCMAINT', 'DSPLAT', 'PANCAKE'];

/**
 * Apps the launcher leaves out, so no tile of them shows: LEGACY is switched off for every unit,
 * OPS does not sign in through the hub (sso F).
 */
const NO_TILE = ['LEGACY', 'OPS'];

const LANGUAGES = [
  { locale: 'en-US', button: 'English', hello: 'Hello, ', noAddress: 'No matched address' },
  { locale: 'zh-CN', button: '中文', hello: '你好，', noAddress: '没有匹配的地址' },
] as const;

const SSO_FAILED = /Single sign-on failed|单点登录失败/;

let server: ServerProcess;
let hub: string;
let browser: Browser;

beforeAll(async () => {
  // The default configuration: the hub and the tiles at localhost, DEMO_REMOTE at 127.0.0.1.
  server = await startServer();
  hub = `http://localhost:${server.port}`;
  browser = await launchChromium();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signInAt(
  context: BrowserContext,
  unitCode: string,
  userCode: string,
  button: string,
): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${hub}/sso`);
  await page.getByRole('button', { name: button, exact: true }).click();
  await fillSignIn(page, unitCode, userCode);
  await page.waitForURL(`${hub}/apps`);
  return page;
}

/**
 * Tiles that open something else than the example child app's dashboard: the hub's own tile
 * (SSO) opens the hub's launcher; DEMO_FRAME is the child made for the shell's frame.
 */
const LANDING: Record<string, string> = {
  SSO: '[data-testid=welcome]',
  DEMO_FRAME: '[data-page=frame]',
};
const DASHBOARD = '[data-page=dashboard]';

interface Opened {
  code: string;
  /** Where the tab ended. */
  url: string;
  /** The app, the user and the language the page shows; null where it shows none. */
  app: string | null;
  user: string | null;
  lang: string | null;
  /** The alerts the tab shows (the child shows a refused sign-in as one). */
  alerts: string[];
}

/** Reads where a tile's tab ended once it settled on a signed-in page or the child's sign-in. */
async function landed(code: string, tab: Page): Promise<Opened> {
  const expected = LANDING[code] ?? DASHBOARD;
  await tab.locator(`${expected}, [data-page=login]`).first().waitFor();
  const read = async (selector: string) => {
    const field = tab.locator(selector).first();
    return (await field.count()) ? await field.innerText() : null;
  };
  const signedIn = (await tab.locator(expected).count()) > 0;
  const user =
    code === 'SSO'
      ? (await tab.locator('[part~=user]').first().innerText()).replace(/\s+/g, ' ')
      : await read(`${expected} [data-testid=user]`);
  return {
    code,
    url: tab.url(),
    app: signedIn ? await read(`${expected} [data-testid=app]`) : null,
    user: signedIn ? user : null,
    lang: await tab.locator('html').getAttribute('lang'),
    alerts: await tab.getByRole('alert').allInnerTexts(),
  };
}

describe.each(LANGUAGES)('every launcher tile of every demo account in $locale', (language) => {
  it.each(ACCOUNTS)(
    '%s/%s: each tile opens its own app signed in; the rest say why they do not open',
    async (unitCode, userCode) => {
      const context = await browser.newContext({
        locale: language.locale,
        viewport: { width: 1280, height: 800 },
      });
      try {
        const launcher = await signInAt(context, unitCode, userCode, language.button);
        const tiles = launcher.locator('main li[data-app-code]');
        await tiles.first().waitFor();
        const codes = await tiles.evaluateAll((items) =>
          items.map((item) => item.getAttribute('data-app-code') ?? ''),
        );
        const links = await launcher
          .locator('main li[data-app-code] > a')
          .evaluateAll((items) => items.map((a) => a.parentElement?.dataset.appCode ?? ''));
        // A tile that is not a link is one of the demo's apps without an address, greyed out.
        for (const code of codes.filter((c) => !links.includes(c))) {
          expect(NO_ADDRESS, `the tile ${code} does not open`).toContain(code);
          const tile = launcher.locator(`li[data-app-code="${code}"] > [aria-disabled]`);
          await expect(tile.getAttribute('title')).resolves.toBe(language.noAddress);
        }
        expect(links).toContain('DEMO_CHILD');
        for (const code of NO_TILE) expect(codes).not.toContain(code);

        // Each click opens its tab at once (a person does not wait); the tabs settle together.
        const tabs: Promise<Opened>[] = [];
        for (const code of links) {
          const [tab] = await Promise.all([
            context.waitForEvent('page'),
            launcher.locator(`li[data-app-code="${code}"] > a`).click(),
          ]);
          tabs.push(landed(code, tab));
        }
        const opened = await Promise.all(tabs);
        const failed = opened.filter(
          (tab) => !tab.user || tab.alerts.some((text) => SSO_FAILED.test(text)),
        );
        expect(failed, 'tiles that did not end signed in').toEqual([]);
        for (const tab of opened) {
          expect(tab.user, tab.url).toContain(userCode);
          if (tab.code !== 'SSO')
            expect(tab.app, tab.url).toMatch(new RegExp(`\\(${tab.code}\\)$`));
          expect(tab.lang, tab.url).toBe(language.locale);
        }
      } finally {
        await context.close();
      }
    },
  );
});

describe('which app the example page signs in as (examples/child-app README "One build, many demo apps")', () => {
  it('the app a link names when it is registered at the page; else the example’s own DEMO_CHILD', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    try {
      await signInAt(context, 'PLATFORM', 'admin', 'English');
      const page = await context.newPage();
      const asked: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (request.isNavigationRequest() && url.pathname === '/sso')
          asked.push(url.searchParams.get('appCode') ?? '');
      });
      const app = page.locator('[data-page=dashboard] [data-testid=app]');

      // GC is registered at this page: the hub is asked for GC's code and the page is GC.
      await page.goto(`${hub}/examples/child-app/?app=GC&page=dashboard`);
      await expect.poll(() => app.innerText()).toBe('Group Cloud Console (GC)');
      // DEMO_REMOTE lives on the other host, UC is the hub: the page stays DEMO_CHILD.
      for (const other of ['DEMO_REMOTE', 'UC']) {
        await page.goto(`${hub}/examples/child-app/?app=${other}`);
        await expect.poll(() => app.innerText()).toBe('Acme Reports (DEMO_CHILD)');
      }
      expect(asked).toEqual(['GC', 'DEMO_CHILD']);
    } finally {
      await context.close();
    }
  });
});

import { translate, type Locale, type MessageKey } from '@portico/sdk';
import { registerAllMessages } from '@portico/sdk/internal';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PASSWORD, shots } from './admin-kit';
import { launchChromium } from './browser';

/*
 * product.md §4 "Unit switch obtains new login info and reloads the page" and §6 "Unit-switch
 * list" (platform users: every managed unit; others: their own unit plus their login units), as a
 * person meets them in the hub: Operations → Change unit → a unit → Switch, then the shell's top
 * and side menus, the launcher's tiles and the user bar's unit are those of the new unit, also
 * after a reload, and switching back brings the first unit's back. In en-US and zh-CN.
 */

// The screen's own texts, from the catalogue the console shows.
registerAllMessages();
const baseUrl = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** What one unit looks like to the user: identities of menus, codes of launcher tiles. */
interface UnitView {
  unitCode: string;
  unitName: string;
  topMenus: string[];
  /** Some of the side menus under the first top menu (the side tree shows that one at /blank). */
  sideMenus: string[];
  /** Tiles that must show, and tiles that must not. */
  tiles: string[];
  notTiles: string[];
}

interface Journey {
  home: UnitView;
  target: UnitView;
  userCode: string;
  /** product.md §6: the units the dialog's first page lists, and some it must not. */
  listed: string[];
  notListed: string[];
}

const UC_ALL_TOP = ['UC_SYSTEM', 'UC_APPLY', 'UC_MESSAGES', 'UC_HELP', 'UC_REPORTS'];

const PLATFORM: UnitView = {
  unitCode: 'PLATFORM',
  unitName: 'Portico Platform',
  topMenus: UC_ALL_TOP,
  sideMenus: ['UC_ORG', 'UC_UNIT_LIST', 'UC_AUTH', 'UC_SAFETY'],
  tiles: ['DEMO_CHILD', 'USERM', 'KFPLAT', 'DEMO_FRAME'],
  notTiles: ['UC'],
};

/** The platform administrator holds the platform's roles in any unit: the same user-centre menus. */
const H001_AS_ADMIN: UnitView = {
  ...PLATFORM,
  unitCode: 'H001',
  unitName: 'Harbour Hotel Shanghai',
  tiles: ['DEMO_CHILD', 'GC', 'WK', 'COUPON'],
  notTiles: ['UC', 'USERM', 'KFPLAT', 'DEMO_FRAME', 'DATACENTER'],
};

const G001: UnitView = {
  unitCode: 'G001',
  unitName: 'Harbour Hotels Group',
  topMenus: ['UC_SYSTEM', 'UC_APPLY', 'UC_MESSAGES', 'UC_REPORTS'],
  sideMenus: ['UC_ORG', 'UC_ROLE_LIST', 'UC_LOGIN_LOG'],
  tiles: ['DEMO_CHILD', 'USERM', 'GC', 'DATACENTER'],
  notTiles: ['UC', 'WK', 'COUPON'],
};

/** In H001 the group administrator holds the hotel-staff role only: help and reports. */
const H001_AS_GROUP: UnitView = {
  unitCode: 'H001',
  unitName: 'Harbour Hotel Shanghai',
  topMenus: ['UC_HELP', 'UC_REPORTS'],
  sideMenus: ['UC_HELP_DOCS'],
  tiles: ['DEMO_CHILD', 'GC', 'WK', 'COUPON'],
  notTiles: ['UC', 'USERM', 'DATACENTER'],
};

const JOURNEYS: Journey[] = [
  // Platform users: every managed unit, paged (ten a page, by code): units of other groups and
  // of other types on the first page. Units that other test files create (the e2e server is
  // shared) may push later codes such as H101 to the next page.
  {
    userCode: 'admin',
    home: PLATFORM,
    target: H001_AS_ADMIN,
    listed: ['A001', 'D001', 'G001', 'G002', 'H001'],
    notListed: [],
  },
  // Others: their own unit and their login units, the group's hotels.
  {
    userCode: 'groupadmin',
    home: G001,
    target: H001_AS_GROUP,
    listed: ['G001', 'H001', 'H002', 'H003'],
    notListed: ['PLATFORM', 'G002', 'H101'],
  },
];

const LANGUAGES: { locale: Locale; button: string }[] = [
  { locale: 'en-US', button: 'English' },
  { locale: 'zh-CN', button: '中文' },
];

for (const { locale, button } of LANGUAGES) {
  const t = (key: MessageKey) => translate(locale, key);

  async function signIn(page: Page, unitCode: string, userCode: string) {
    await page.goto('/sso');
    await page.getByRole('button', { name: button }).click();
    await page.locator('input[name=unitCode]').fill(unitCode);
    await page.locator('input[name=userCode]').fill(userCode);
    await page.locator('input[name=password]').fill(PASSWORD);
    await page.locator('input[name=agreement]').check();
    await page.getByRole('button', { name: t('login.submit'), exact: true }).click();
    await page.waitForURL('**/apps');
  }

  const userBarUnit = (page: Page) => page.locator('[part~="unit"]').first();

  /**
   * Every top menu, page by page as the top bar's pager shows them. The pager comes and goes
   * while the bar measures its titles (fonts, the user bar's width), so a page turn may miss.
   */
  async function topMenus(page: Page): Promise<string[]> {
    const nav = page.getByRole('navigation', { name: t('shell.menus'), exact: true });
    const links = nav.locator('[data-menu]');
    await links.first().waitFor();
    const seen: string[] = [];
    const next = page.getByRole('button', { name: t('shell.nextPage') });
    for (let turn = 0; turn < 10; turn += 1) {
      const shown = await links.evaluateAll((all) => all.map((a) => a.getAttribute('data-menu')));
      for (const id of shown) if (id && !seen.includes(id)) seen.push(id);
      const more = await next.isEnabled({ timeout: 1_000 }).catch(() => false);
      if (!more) break;
      await next.click({ timeout: 2_000 }).catch(() => undefined);
      await expect
        .poll(() => links.first().getAttribute('data-menu'), { timeout: 2_000 })
        .not.toBe(shown[0])
        .catch(() => undefined);
    }
    return seen;
  }

  async function sideMenus(page: Page): Promise<string[]> {
    const nav = page.getByRole('navigation', { name: t('shell.sideMenus'), exact: true });
    await nav.locator('[data-menu], [data-menu-group]').first().waitFor();
    return nav
      .locator('[data-menu], [data-menu-group]')
      .evaluateAll((nodes) =>
        nodes.map(
          (node) => node.getAttribute('data-menu') ?? node.getAttribute('data-menu-group') ?? '',
        ),
      );
  }

  /** The shell (at /blank) shows the unit's menus and the unit in the user bar. */
  async function expectShell(page: Page, view: UnitView) {
    // The menu titles' translations arrive after the menus; the top bar pages them once settled.
    await page.waitForLoadState('networkidle');
    await expect.poll(() => userBarUnit(page).textContent()).toContain(view.unitCode);
    await expect(userBarUnit(page).textContent()).resolves.toContain(view.unitName);
    await expect(page.getByText(t('shell.noMenus')).count()).resolves.toBe(0);
    expect(await topMenus(page)).toEqual(view.topMenus);
    if (locale === 'zh-CN') {
      // Every seeded menu title has its zh-CN kv translation (the shell reads menu.<identity>).
      const nav = page.getByRole('navigation', { name: t('shell.menus'), exact: true });
      for (const title of await nav.locator('[data-menu]').allTextContents()) {
        expect(title).toMatch(/\p{Script=Han}/u);
      }
    }
    expect(await sideMenus(page)).toEqual(expect.arrayContaining(view.sideMenus));
  }

  /** The launcher (/apps) shows the unit's apps and the unit in the user bar. */
  async function expectLauncher(page: Page, view: UnitView) {
    await expect.poll(() => userBarUnit(page).textContent()).toContain(view.unitCode);
    await expect(page.getByTestId('welcome').textContent()).resolves.toContain(view.unitName);
    const tiles = page.locator('li[data-app-code]');
    await tiles.first().waitFor();
    const codes = await tiles.evaluateAll((items) =>
      items.map((item) => item.getAttribute('data-app-code')),
    );
    expect(codes).toEqual(expect.arrayContaining(view.tiles));
    for (const code of view.notTiles) expect(codes).not.toContain(code);
  }

  const toLauncher = (page: Page) =>
    Promise.all([
      page.waitForURL('**/apps'),
      page
        .getByRole('link', { name: t('shell.allApps') })
        .first()
        .click(),
    ]);
  const toShell = (page: Page) =>
    Promise.all([
      page.waitForURL('**/blank'),
      page.getByRole('link', { name: t('apps.workspace'), exact: true }).click(),
    ]);

  /** Operations → Change unit → search → the unit's row → Switch; the page reloads. */
  async function switchUnit(page: Page, view: UnitView, journey: Journey) {
    await page
      .getByRole('button', { name: t('userBar.operations') })
      .first()
      .click();
    await page.getByRole('menuitem', { name: t('shell.op.changeUnit') }).click();
    const dialog = page.getByRole('dialog', { name: t('unitSwitch.title') });
    const rows = dialog.locator('tbody tr[data-code]');
    await rows.first().waitFor();
    const listed = await rows.evaluateAll((all) => all.map((row) => row.getAttribute('data-code')));
    expect(listed).toEqual(expect.arrayContaining(journey.listed));
    for (const code of journey.notListed) expect(listed).not.toContain(code);
    const search = dialog.getByRole('searchbox');
    await search.fill(view.unitCode);
    await dialog.getByRole('button', { name: t('common.search'), exact: true }).click();
    await dialog.locator(`tbody tr[data-code="${view.unitCode}"]`).click();
    await Promise.all([
      page.waitForEvent('load'),
      dialog.getByRole('button', { name: t('unitSwitch.switch'), exact: true }).click(),
    ]);
  }

  describe(`unit switch there and back (product.md §4, §6), ${locale}`, () => {
    for (const journey of JOURNEYS) {
      const { userCode, home, target } = journey;
      it(`${home.unitCode}/${userCode} switches to ${target.unitCode} and back`, async () => {
        const context = await browser.newContext({
          baseURL: baseUrl,
          locale,
          viewport: { width: 1366, height: 860 },
        });
        const page = await context.newPage();
        const shot = (step: string) =>
          page.screenshot({ path: `${shots}unit-switch-${locale}-${userCode}-${step}.png` });
        try {
          await signIn(page, home.unitCode, userCode);
          await expectLauncher(page, home);
          await toShell(page);
          await expectShell(page, home);

          // From the shell: the page reloads in the new unit, still in the shell.
          await switchUnit(page, target, journey);
          expect(new URL(page.url()).pathname).toBe('/blank');
          await expectShell(page, target);
          await shot('switched-shell');
          await toLauncher(page);
          await expectLauncher(page, target);
          await shot('switched-launcher');

          // The stored session is the new unit's: a reload shows it again.
          await page.reload();
          await expectLauncher(page, target);
          await toShell(page);
          await expectShell(page, target);

          // Back from the launcher's user bar: the first unit's menus and apps return.
          await toLauncher(page);
          await switchUnit(page, home, journey);
          expect(new URL(page.url()).pathname).toBe('/apps');
          await expectLauncher(page, home);
          await toShell(page);
          await expectShell(page, home);
          await page.reload();
          await expectShell(page, home);
          await shot('back-shell');
        } finally {
          await context.close();
        }
      });
    }
  });
}

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  axeViolations,
  dialog,
  newAdminPage,
  pageApi as api,
  PASSWORD,
  serverLogin,
  shots,
  signedIn,
  signIn,
} from './admin-kit';
import { launchChromium } from './browser';

/*
 * The lock screen (product.md §2.5 /safety/lockScreen; api-contract.md §3 login result
 * `lockScreenMinutes`) in Chromium against the real server: a fresh unit of our own gets a
 * 1-minute window through /uc/safety/save, its user signs in, the page idles (Playwright's clock
 * moves the page's time on; the server's stays real), the lock covers the shell; a wrong password
 * is refused with the server's message, the right one unlocks without a reload and the session
 * works. Activity in another tab of the origin keeps the page open.
 */

const UNIT = `LCK${Date.now().toString(36).toUpperCase().slice(-5)}`;
const USER = 'lockclerk';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let other: Page;

/** A POST with the user's own token (first sign-in of a new user: skip the password change). */
async function skipPasswordChange() {
  const login = await serverLogin(UNIT, USER);
  expect(login.result).toBe(0);
  const response = await fetch(`${inject('baseUrl')}/uc/user/onChangePasswordCanceled`, {
    method: 'POST',
    headers: { authorization: login.retVal!.jwtToken, language: 'en-US' },
  });
  expect(((await response.json()) as { result: number }).result).toBe(0);
}

beforeAll(async () => {
  browser = await launchChromium();
  const admin = await signedIn(browser, 'PLATFORM', 'admin');
  const parent = await api<{ datas: { id: string }[] }>(admin, 'GET', '/unit/list?keyword=G001');
  const unit = await api<{ id: string }>(admin, 'POST', '/unit/add', {
    code: UNIT,
    descript: 'Lock Screen Hotel',
    type: 'HOTEL',
    parentId: parent.retVal.datas[0]!.id,
  });
  expect(unit.result).toBe(0);
  const unitId = unit.retVal.id;
  const saved = await api(admin, 'PUT', '/safety/save', { unitId, lockScreenMinutes: 1 });
  expect(saved.result).toBe(0);
  const user = await api(admin, 'POST', '/user/add', {
    unitId,
    userCode: USER,
    name: 'Lock Clerk',
    email: 'lockclerk@harbour.example',
    unitName: 'Lock Screen Hotel',
    password: PASSWORD,
  });
  expect(user.result).toBe(0);
  await admin.context().close();
  await skipPasswordChange();

  page = await newAdminPage(browser);
  context = page.context();
  // The page's timers and Date under Playwright's clock, from the first script on.
  await context.clock.install();
  await signIn(page, UNIT, USER);
  await page.waitForURL('**/apps');
  // The shell with a child app's page in its frame (a same-origin page here).
  await page.goto(`/iframe?url=${encodeURIComponent('/agreement')}`);
  other = await context.newPage();
  await other.goto('/apps');
});
afterAll(async () => {
  await browser?.close();
});

const lockOf = (p: Page) => p.getByRole('dialog', { name: 'Screen locked' });

describe('lock screen (product.md §2.5 /safety/lockScreen)', () => {
  it('the login result carries the 1-minute window', async () => {
    const stored = await page.evaluate(() => localStorage.getItem('portico.session'));
    expect(JSON.parse(stored!).lockScreenMinutes).toBe(1);
  });

  it('activity in another tab of the origin keeps this one open; then both lock', async () => {
    await page
      .locator('header')
      .getByRole('button', { name: /^Language: English/ })
      .waitFor();
    await page.locator('main iframe').waitFor();
    await context.clock.fastForward(40_000);
    await other.mouse.move(200, 200);
    await other.mouse.move(220, 240);
    await context.clock.fastForward(40_000);
    // 80 s since this page saw input, 40 s since the other did.
    await expect(lockOf(page).count()).resolves.toBe(0);
    await context.clock.fastForward(30_000);
    await lockOf(page).waitFor();
    await lockOf(other).waitFor();
  });

  it('covers the page: modal, the user and unit, the password field focused; axe passes', async () => {
    const lock = lockOf(page);
    await expect(lock.textContent()).resolves.toContain(`Lock Clerk (${USER})`);
    await expect(lock.textContent()).resolves.toContain(`Lock Screen Hotel (${UNIT})`);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
      .toBe('password');
    // A modal dialog in the top layer: the page behind (frames included) is inert.
    await expect(
      page.evaluate(() => document.querySelector('dialog[open]')?.matches(':modal')),
    ).resolves.toBe(true);
    // Escape does not dismiss it.
    await page.keyboard.press('Escape');
    await expect(lock.isVisible()).resolves.toBe(true);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
      .toBe('password');
    await page.screenshot({ path: `${shots}lock-screen.png` });
    expect(await axeViolations(page, 'dialog[open]')).toEqual([]);
  });

  it('a wrong password is refused with the server message', async () => {
    const lock = lockOf(page);
    await lock.getByLabel('Password').fill('not-the-password');
    await lock.getByRole('button', { name: 'Unlock' }).click();
    const alert = lock.getByRole('alert');
    await alert.waitFor();
    await expect(alert.textContent()).resolves.toBe('Unit, account or password is wrong');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
      .toBe('password');
    await expect(lock.isVisible()).resolves.toBe(true);
  });

  it('the right password unlocks without a reload, in both tabs, and the session works', async () => {
    await page.evaluate(() => {
      (window as { beforeUnlock?: boolean }).beforeUnlock = true;
    });
    const lock = lockOf(page);
    await lock.getByLabel('Password').fill(PASSWORD);
    await lock.getByRole('button', { name: 'Unlock' }).click();
    await expect.poll(() => lockOf(page).count()).toBe(0);
    await expect.poll(() => lockOf(other).count()).toBe(0);
    await expect(
      page.evaluate(() => (window as { beforeUnlock?: boolean }).beforeUnlock),
    ).resolves.toBe(true);
    const me = await api<{ userCode: string }>(page, 'GET', '/sso/getLoginByToken');
    expect(me.result).toBe(0);
    expect(me.retVal.userCode).toBe(USER);
    // The shell's language button says what it shows (label in name, WCAG 2.5.3; axe's
    // label-content-name-mismatch flagged 'Language: English' with the visible 'EN').
    await page.getByRole('button', { name: 'Language: English, EN', exact: true }).waitFor();
    expect(await axeViolations(page, 'header')).toEqual([]);
    await expect(dialog(page).count()).resolves.toBe(0);
  });

  it('input inside a same-origin frame counts as activity', async () => {
    const frame = page.locator('main iframe');
    const box = (await frame.boundingBox())!;
    await context.clock.fastForward(40_000);
    await page.mouse.move(box.x + 50, box.y + 50);
    await page.mouse.move(box.x + 80, box.y + 90);
    await context.clock.fastForward(40_000);
    await expect(lockOf(page).count()).resolves.toBe(0);
  });

  it("'Sign out' on the lock runs the normal logout", async () => {
    await context.clock.fastForward(70_000);
    await lockOf(page).waitFor();
    await lockOf(page).getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(/\/(sso|login)/);
    await expect(page.evaluate(() => document.cookie)).resolves.not.toContain('portico_token=');
  });
});

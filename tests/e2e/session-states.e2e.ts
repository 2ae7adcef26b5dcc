import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from './browser';

/**
 * The states of product.md §4 in the hub, against the real server: forced password change at
 * first login, the repeat-login kick over the live connection, and logout in every tab.
 */
const baseUrl = inject('baseUrl');
const shots = new URL('../../test-results/', import.meta.url).pathname;

let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
});

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'en-US' });
  contexts.push(context);
  return context.newPage();
}

async function signIn(page: Page, unitCode: string, userCode: string, password = 'Portico#2026') {
  await page.goto('/sso');
  await page.getByRole('button', { name: 'English' }).click();
  await page.locator('input[name=unitCode]').fill(unitCode);
  await page.locator('input[name=userCode]').fill(userCode);
  await page.locator('input[name=password]').fill(password);
  await page.locator('input[name=agreement]').check();
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/apps');
}

/**
 * Waits until `target` shows the hub's sign-in page. The logout path navigates several times in
 * a row (/logout, /login, /sso), so waiting for one navigation can see it aborted by the next.
 */
async function signInPageShown(target: Page, timeout = 10_000) {
  await expect.poll(() => new URL(target.url()).pathname, { timeout }).toBe('/sso');
  await target.locator('input[name=unitCode]').waitFor({ timeout });
}

/** Resolves once the page's STOMP connection got its CONNECTED frame. */
function liveConnected(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).startsWith('CONNECTED')) resolve();
      });
    });
  });
}

describe('session states in the hub (product.md §4)', () => {
  it('first login: the password modal opens at once, cannot be escaped, and the change logs out', async () => {
    const page = await newPage();
    await signIn(page, 'H001', 'newhire');
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await dialog.waitFor();
    await expect(dialog.locator('[part~="forced-message"]').textContent()).resolves.toBe(
      'First login, please change password!',
    );
    // "The modal opens at once and cannot be closed" by Escape or the mask.
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    await expect(dialog.isVisible()).resolves.toBe(true);
    await page.screenshot({ path: `${shots}forced-password.png` });

    const next = 'Harbour#2027view';
    await dialog.locator('input[name="passwdOld"]').fill('Portico#2026');
    await dialog.locator('input[name="passwd"]').fill(next);
    await dialog.locator('input[name="passwdCheck"]').fill(next);
    await dialog.getByRole('button', { name: 'Change' }).click();
    // "After success a message shows and 3 s later the user is logged out."
    await expect
      .poll(() => page.getByText(/Password changed/).count(), { timeout: 5000 })
      .toBeGreaterThan(0);
    await signInPageShown(page);

    // The new password works and the modal no longer opens.
    await signIn(page, 'H001', 'newhire', next);
    await page.locator('li[data-app-code]').first().waitFor();
    await page.waitForTimeout(500);
    await expect(page.getByRole('dialog', { name: 'Change password' }).count()).resolves.toBe(0);
  });

  it('repeat login: the older session is kicked over the live connection and shows the notice', async () => {
    const first = await newPage();
    const connected = liveConnected(first);
    await signIn(first, 'H002', 'manager');
    await connected;

    const second = await newPage();
    await signIn(second, 'H002', 'manager');

    // Variant two: "this device was logged out because the account logged in elsewhere".
    const notice = first.getByRole('dialog').filter({ hasText: 'logged in elsewhere' });
    await notice.waitFor({ timeout: 10_000 });
    await first.screenshot({ path: `${shots}repeat-login-kick.png` });
    // "dismissable only by its acknowledge button"
    await first.keyboard.press('Escape');
    await expect(notice.isVisible()).resolves.toBe(true);
    await notice.getByRole('button', { name: 'I know' }).click();
    await signInPageShown(first);
    // The newer session is untouched.
    await second.reload();
    await second.locator('li[data-app-code]').first().waitFor();
    expect(second.url()).toMatch(/\/apps$/);
  });

  it('logout everywhere: signing out in one tab ends the other tab of the hub at once (product.md §2.4)', async () => {
    const page = await newPage();
    await signIn(page, 'H001', 'frontdesk');
    const other = await page.context().newPage();
    await other.goto('/apps');
    await other.locator('li[data-app-code]').first().waitFor();

    // Logout sits in the bar's operation menu (product.md §2.8).
    await page.locator('[part~=menu-button]').click();
    await page.locator('[part~=logout-button]').click();
    await signInPageShown(page);
    // BroadcastChannel and the 1 s token poll (§4) move the other tab without any click.
    await signInPageShown(other, 5000);
  });
});

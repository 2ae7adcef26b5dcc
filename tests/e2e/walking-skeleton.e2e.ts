import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from './browser';

const baseUrl = inject('baseUrl');
const shots = new URL('../../test-results/', import.meta.url).pathname;

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  await context?.close();
  context = await browser.newContext({ baseURL: baseUrl, locale: 'en-US' });
  page = await context.newPage();
});

async function logIn(unitCode: string, userCode: string, password: string) {
  await page.goto('/sso');
  await page.getByRole('button', { name: 'English' }).click();
  await page.locator('input[name=unitCode]').fill(unitCode);
  await page.locator('input[name=userCode]').fill(userCode);
  await page.locator('input[name=password]').fill(password);
  await page.locator('input[name=agreement]').check();
  await page.getByRole('button', { name: 'Log in' }).click();
}

describe('walking skeleton: login → launcher → drop-in element → logout', () => {
  it('root redirects to /login, which the hub sends to /sso without a token (product.md §2.5, §2.2), and the login page switches language (§2.6)', async () => {
    await page.goto('/');
    await page.waitForURL('**/sso');
    await page.getByRole('button', { name: '中文' }).click();
    await expect(page.getByRole('heading').textContent()).resolves.toBe('用户中心登录');
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading').textContent()).resolves.toBe('User center login');
  });

  it('empty fields and the unchecked agreement are refused on screen (product.md §5 "Login")', async () => {
    await page.goto('/sso');
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('button', { name: 'Log in' }).click();
    const alerts = await page.getByRole('alert').allTextContents();
    expect(alerts).toEqual([
      "Unit code can't be empty",
      "Account can't be empty",
      "Password can't be empty",
      'Please read and accept the user agreement',
    ]);
    expect(page.url()).toMatch(/\/sso$/);
  });

  it('a wrong password shows the server message and stays on the sign-in page', async () => {
    await logIn('PLATFORM', 'admin', 'wrong-password');
    await expect(page.getByTestId('login-error').textContent()).resolves.toBe(
      'Unit, account or password is wrong',
    );
    expect(page.url()).toMatch(/\/sso$/);
  });

  it('admin signs in, sees the seeded apps, the user bar on a third-party page, and logs out', async () => {
    await logIn('PLATFORM', 'admin', 'Portico#2026');
    await page.waitForURL('**/apps');
    await expect(page.getByTestId('welcome').textContent()).resolves.toBe(
      'Welcome, Portico Platform',
    );

    // Launcher tiles come from the server: SSO-enabled apps of the unit, never UC (product.md §2.7).
    const tiles = page.locator('li[data-app-code]');
    await tiles.first().waitFor();
    const codes = await tiles.evaluateAll((items) =>
      items.map((li) => li.getAttribute('data-app-code')),
    );
    expect(codes).toContain('DEMO_CHILD');
    expect(codes).toContain('GC');
    expect(codes).not.toContain('UC');
    // A tile's link (product.md §2.7) goes through the hub's sso page, which appends a code issued
    // for the app: the hub's own token is in no link (DESIGN.md "Security model").
    const href = await page.locator('li[data-app-code=DEMO_CHILD] a').getAttribute('href');
    const link = new URL(href!, baseUrl);
    expect(link.pathname).toBe('/sso');
    expect(link.searchParams.get('appCode')).toBe('DEMO_CHILD');
    expect(link.searchParams.get('redirect')).toMatch(/\/examples\/child-app\/$/);
    expect(href).not.toContain('ssoToken');
    await page.screenshot({ path: `${shots}launcher.png`, fullPage: true });
    // Two views with their own banners, toggled by a click and remembered (product.md §2.7).
    const banner = page.getByTestId('launcher-banner');
    await expect(banner.getAttribute('data-view')).resolves.toBe('max');
    await page.getByRole('button', { name: 'Compact view' }).click();
    await expect(banner.getAttribute('data-view')).resolves.toBe('min');
    await expect(banner.evaluate((el) => getComputedStyle(el).backgroundImage)).resolves.toContain(
      'launcher-min.svg',
    );
    await page.screenshot({ path: `${shots}launcher-min.png`, fullPage: true });
    await page.reload();
    await expect(page.getByTestId('launcher-banner').getAttribute('data-view')).resolves.toBe(
      'min',
    );
    await page.getByRole('button', { name: 'Large view' }).click();

    // The third-party page loads one script and shows <portico-user-bar> for the signed-in user.
    await page.goto('/examples/plain-html/');
    const bar = page.locator('portico-user-bar');
    await expect(bar.evaluate((el) => el.shadowRoot?.mode)).resolves.toBe('open');
    const user = bar.locator('[part~=user]');
    await user.waitFor();
    await expect(user.textContent()).resolves.toContain('Platform Administrator');
    await expect(bar.locator('[part~=unit]').textContent()).resolves.toContain('Portico Platform');
    await page.screenshot({ path: `${shots}plain-html-user-bar.png` });

    // Logout from the element clears the session: token cookie and stored session are gone,
    // and the server no longer accepts the token.
    const token = (await context.cookies()).find((c) => c.name === 'portico_token')!.value;
    // Logout sits in the bar's operation menu (product.md §2.8).
    await bar.locator('[part~=menu-button]').click();
    await bar.locator('[part~=logout-button]').click();
    await page.waitForURL('**/sso');
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'portico_token')).toBeUndefined();
    await expect(page.evaluate(() => localStorage.getItem('portico.session'))).resolves.toBeNull();
    const answer = await (
      await fetch(`${baseUrl}/uc/app/apps`, { headers: { Authorization: token } })
    ).json();
    expect(answer.result).toBe(50001);

    // And the launcher is closed again: without a token the hub sends the user to sso (§2.2).
    await page.goto('/apps');
    await page.waitForURL('**/sso');
  });
});

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fillSignIn, PASSWORD, serverCall } from './admin-kit';
import { launchChromium } from './browser';
import { startSpa, type Spa } from './oidc-spa';

/**
 * Guide "Connect an off-the-shelf application", OpenID Connect: a single-page application on
 * another origin, with the stock oidc-client-ts library and no backend (a public client, code +
 * PKCE, userinfo read from the browser), signs in through the hub's sign-in page, follows the
 * hub's one session (a hub logout and another user's sign-in are never answered with the previous
 * identity) and signs out through the hub's logout question.
 */
const baseUrl = inject('baseUrl');
// The server's default issuer (OIDC_ISSUER unset): the hub on localhost.
const hub = `http://localhost:${new URL(baseUrl).port}`;
const APP = 'GC';

let browser: Browser;
let spa: Spa;
let context: BrowserContext;
/** The application's tab, and a tab on the hub where the person signs out and in again. */
let app: Page;
let hubTab: Page;
let adminSub = '';

/** The hub sign-in of the browser: its token cookie on the issuer's host. */
async function hubToken(): Promise<string | undefined> {
  const token = (await context.cookies(hub)).find((c) => c.name === 'portico_token')?.value;
  return token === undefined ? undefined : decodeURIComponent(token);
}

/**
 * What the application shows in the element `id`; null while the tab is on another page (the
 * hub's sign-in) or between pages, so `expect.poll` waits for the application to come back.
 */
const shown = (page: Page, id: string) =>
  page.evaluate((key) => document.getElementById(key)?.textContent ?? null, id).catch(() => null);

beforeAll(async () => {
  const login = await serverCall<{ retVal: { jwtToken: string } }>('/uc/sso/login', {
    method: 'POST',
    body: JSON.stringify({ unitCode: 'PLATFORM', userCode: 'admin', password: PASSWORD }),
  });
  spa = await startSpa(`${hub}/oidc`, APP);
  const saved = await serverCall<{ result: number }>('/uc/apply/oidc', {
    method: 'POST',
    token: login.retVal.jwtToken,
    body: JSON.stringify({
      appCode: APP,
      public: true,
      redirectUris: [`${spa.url}/callback`, `${spa.url}/silent`],
      postLogoutRedirectUris: [`${spa.url}/`],
      scopes: ['openid', 'profile'],
    }),
  });
  expect(saved.result).toBe(0);
  browser = await launchChromium();
  context = await browser.newContext({ locale: 'en-US' });
  app = await context.newPage();
  hubTab = await context.newPage();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await spa?.close();
});

describe('a browser-only application with oidc-client-ts on another origin', () => {
  it('signs in through the hub sign-in page and shows the unit-qualified name and the user id', async () => {
    await app.goto(spa.url);
    await expect.poll(() => shown(app, 'state')).toBe('Not signed in');
    await app.getByRole('button', { name: 'Sign in', exact: true }).click();
    await app.waitForURL((url) => url.pathname === '/sso' && url.searchParams.has('oidc'));
    await fillSignIn(app, 'PLATFORM', 'admin');
    await app.waitForURL((url) => url.origin === spa.url);
    await expect.poll(() => shown(app, 'state')).toBe('Signed in');
    expect(await shown(app, 'user')).toBe('admin@PLATFORM');
    expect(await shown(app, 'error')).toBe('');

    const hubSignIn = await serverCall<{ retVal: { userPkId: string } }>(
      '/uc/sso/getLoginByToken',
      {
        token: (await hubToken())!,
      },
    );
    adminSub = hubSignIn.retVal.userPkId;
    expect(await shown(app, 'sub')).toBe(adminSub);

    // While the hub session lives, the hidden iframe renews the sign-in: the same subject.
    await app.locator('#sub').evaluate((element) => (element.textContent = ''));
    await app.getByRole('button', { name: 'Sign in silently' }).click();
    await expect.poll(() => shown(app, 'sub')).toBe(adminSub);
    expect(await shown(app, 'error')).toBe('');
  });

  it('after a hub logout, a silent or unprompted sign-in answers login_required', async () => {
    await hubTab.goto(`${hub}/logout`);
    await hubTab.locator('input[name=unitCode]').waitFor();
    expect(await hubToken()).toBeUndefined();

    // A fresh tab of the application holds no user of its own (session storage is per tab).
    const fresh = await context.newPage();
    await fresh.goto(spa.url);
    await expect.poll(() => shown(fresh, 'state')).toBe('Not signed in');
    await fresh.getByRole('button', { name: 'Sign in silently' }).click();
    await expect.poll(() => shown(fresh, 'error')).toBe('login_required');
    expect(await shown(fresh, 'state')).toBe('Not signed in');

    await fresh.reload();
    await fresh.getByRole('button', { name: 'Check without prompting' }).click();
    await expect.poll(() => shown(fresh, 'error')).toBe('login_required');
    expect(await shown(fresh, 'state')).toBe('Not signed in');
    expect(await shown(fresh, 'user')).toBe('');
    await fresh.close();
  });

  it('after another user signs in to the hub, a new sign-in is that user, never the previous one', async () => {
    await fillSignIn(hubTab, 'H001', 'frontdesk');
    await hubTab.waitForURL('**/apps');

    // The hub session answers at once: no sign-in page, straight back to the application.
    await app.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect.poll(() => shown(app, 'user')).toBe('frontdesk@H001');
    const sub = await shown(app, 'sub');
    expect(sub).toMatch(/^[0-9a-f-]{36}$/);
    expect(sub).not.toBe(adminSub);
  });

  it('signing out from the application asks on the hub, and "Sign out" ends the hub session', async () => {
    const token = await hubToken();
    expect(token).toBeTruthy();
    await app.getByRole('button', { name: 'Sign out' }).click();
    await app.waitForURL((url) => url.origin === hub);
    await app.getByRole('heading', { name: 'Sign out of Portico?' }).waitFor();
    // Nothing has signed out yet: the page only asks.
    expect(
      (await serverCall<{ result: number }>('/uc/sso/getLoginByToken', { token })).result,
    ).toBe(0);
    await app.getByRole('button', { name: 'Sign out' }).click();
    await app.waitForURL(`${spa.url}/`);
    await expect.poll(() => shown(app, 'state')).toBe('Not signed in');
    const after = await serverCall<{ result: number }>('/uc/sso/getLoginByToken', { token });
    expect(after.result).not.toBe(0);
  });
});

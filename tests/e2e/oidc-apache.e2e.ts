import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fillSignIn, PASSWORD, serverCall } from './admin-kit';
import { freePort, startApacheRp, type ApacheRp } from './apache-oidc-rp';
import { launchChromium } from './browser';

/**
 * Server README "OpenID Connect" with a stock client: Apache httpd and Debian's mod_auth_openidc,
 * registered in Portico as a confidential client with a back-channel logout URI, driven by
 * Chromium. Who Apache signs in is always who holds the browser's hub session: after a hub
 * logout the next user gets their own identity, a restarted browser (only persistent cookies
 * kept) is asked to sign in, and the logout page's "Stay signed in" keeps the hub session.
 */
const baseUrl = inject('baseUrl');
const port = new URL(baseUrl).port;
const hub = `http://localhost:${port}`;
const APP = 'GCYM';

let browser: Browser;
let rp: ApacheRp;

beforeAll(async () => {
  const login = await serverCall<{ retVal: { jwtToken: string } }>('/uc/sso/login', {
    method: 'POST',
    body: JSON.stringify({ unitCode: 'PLATFORM', userCode: 'admin', password: PASSWORD }),
  });
  const rpPort = await freePort();
  const redirectUri = `http://127.0.0.1:${rpPort}/protected/redirect_uri`;
  // PLATFORM and H001 have both opened GCYM (the /sso/check rule, product.md §2.2).
  const saved = await serverCall<{ result: number; retVal: { clientSecret: string } }>(
    '/uc/apply/oidc',
    {
      method: 'POST',
      token: login.retVal.jwtToken,
      body: JSON.stringify({
        appCode: APP,
        redirectUris: [redirectUri],
        postLogoutRedirectUris: [`http://127.0.0.1:${rpPort}/bye.html`],
        scopes: ['openid', 'profile', 'email', 'portico'],
        backchannelLogoutUri: `${redirectUri}?logout=backchannel`,
      }),
    },
  );
  expect(saved.result).toBe(0);
  rp = await startApacheRp({
    issuer: `${hub}/oidc`,
    clientId: APP,
    clientSecret: saved.retVal.clientSecret,
    port: rpPort,
  });
  browser = await launchChromium();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await rp?.stop();
});

/** Opens the protected page; answers the page once it is there or at the hub's sign-in. */
async function openProtected(page: Page): Promise<'signed-in' | 'sign-in'> {
  await page.goto(rp.whoami);
  await page.waitForURL(
    (url) => url.href === rp.whoami || (url.pathname === '/sso' && url.searchParams.has('oidc')),
  );
  return page.url() === rp.whoami ? 'signed-in' : 'sign-in';
}

/** Signs in at the hub's page the RP sent the browser to; answers Apache's REMOTE_USER. */
async function signInThrough(page: Page, unitCode: string, userCode: string): Promise<string> {
  await fillSignIn(page, unitCode, userCode);
  await page.waitForURL(rp.whoami);
  return (await page.locator('#remote-user').textContent()) ?? '';
}

async function newContext(): Promise<BrowserContext> {
  return browser.newContext({ locale: 'en-US' });
}

describe('Apache mod_auth_openidc signs in through Portico (README "OpenID Connect")', () => {
  it('signs in as the hub user, with the unit-qualified name and the claims', async () => {
    const context = await newContext();
    const page = await context.newPage();
    expect(await openProtected(page)).toBe('sign-in');
    expect(await signInThrough(page, 'PLATFORM', 'admin')).toBe('admin@PLATFORM');
    expect(await page.locator('#unit').textContent()).toBe('PLATFORM');
    expect(await page.locator('#email').textContent()).toBe('admin@portico.example');
    expect(await page.locator('#sub').textContent()).toMatch(/^[0-9a-f-]{36}$/);
    await context.close();
  });

  it('after a hub logout the next user gets their own identity, never the previous one', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await openProtected(page);
    expect(await signInThrough(page, 'PLATFORM', 'admin')).toBe('admin@PLATFORM');

    // Sign out of the hub from its user bar (product.md §2.8).
    await page.goto(`${hub}/apps`);
    await page.locator('[part~=menu-button]').click();
    await page.locator('[part~=logout-button]').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/sso');

    // The back-channel logout ended Apache's session: it asks the hub, and frontdesk signs in.
    expect(await openProtected(page)).toBe('sign-in');
    expect(await signInThrough(page, 'H001', 'frontdesk')).toBe('frontdesk@H001');
    expect(await page.locator('#unit').textContent()).toBe('H001');
    await context.close();
  });

  it('a restarted browser (persistent cookies kept) is not signed in silently', async () => {
    const before = await newContext();
    const page = await before.newPage();
    await openProtected(page);
    expect(await signInThrough(page, 'PLATFORM', 'admin')).toBe('admin@PLATFORM');
    const kept = (await before.cookies()).filter((cookie) => cookie.expires > 0);
    await before.close();

    const after = await newContext();
    await after.addCookies(kept);
    const again = await after.newPage();
    expect(await openProtected(again)).toBe('sign-in');
    // Another user signs in on the restarted browser and is who Apache sees.
    expect(await signInThrough(again, 'H001', 'frontdesk')).toBe('frontdesk@H001');
    await after.close();
  });

  it('the logout page asks, runs no script, and "Stay signed in" keeps the hub session', async () => {
    const context = await newContext();
    const page = await context.newPage();
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
    });
    await openProtected(page);
    expect(await signInThrough(page, 'H001', 'frontdesk')).toBe('frontdesk@H001');

    // mod_auth_openidc's logout: its session ends, then the provider's logout page.
    await page.goto(`${rp.redirectUri}?logout=${encodeURIComponent(rp.afterLogout)}`);
    await page.getByRole('button', { name: 'Stay signed in' }).waitFor();
    expect(await page.locator('script').count()).toBe(0);
    await page.getByRole('button', { name: 'Stay signed in' }).click();
    await page.waitForURL(rp.afterLogout);
    expect(blocked).toEqual([]);

    const token = (await context.cookies(hub)).find((c) => c.name === 'portico_token')?.value;
    expect(token).toBeTruthy();
    const hubSession = await serverCall<{ result: number }>('/uc/sso/getLoginByToken', {
      token: decodeURIComponent(token!),
    });
    expect(hubSession.result).toBe(0);
    await context.close();
  });
});

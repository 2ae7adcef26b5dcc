import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from './browser';

/**
 * The console runs as the hub, a standalone app or a child app by its startup files (product.md
 * §2.2–2.4). The hub is every other e2e file; here a deployment's
 * appConfig.json (and, for the child, the hub's appCode2HostUrl.json) says otherwise, served to
 * the browser in place of the demo's, against the real server.
 */
const hub = inject('baseUrl');
const otherHost = inject('examplesUrl');
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
  context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
  page = await context.newPage();
});

/** appConfig.json of `origin` says this console is `appCode`, with or without sso. */
async function configure(origin: string, appCode: string, sso: boolean) {
  await context.route(`${origin}/app-config/appConfig.json`, (route) =>
    route.fulfill({ json: { default: { appCode, customer: 'kaiyuan', sso } } }),
  );
}

async function fillSignIn(unitCode: string, userCode: string) {
  await page.getByRole('button', { name: 'English' }).click();
  await page.locator('input[name=unitCode]').fill(unitCode);
  await page.locator('input[name=userCode]').fill(userCode);
  await page.locator('input[name=password]').fill('Portico#2026');
  await page.locator('input[name=agreement]').check();
  await page.getByRole('button', { name: 'Log in' }).click();
}

describe('the console as a standalone application (product.md §2.3)', () => {
  it('"No token redirects to login"; "login with a token goes to index"; sso and apps go to index; logout clears and goes to login', async () => {
    await configure(hub, 'UC', false);
    await page.goto(`${hub}/apps`);
    await page.waitForURL(`${hub}/login`);
    await fillSignIn('PLATFORM', 'admin');
    await page.waitForURL(`${hub}/index`);
    // The shell's home, with the user centre's menus of the login result.
    await page.getByRole('navigation').first().waitFor();
    await page.screenshot({ path: `${shots}mode-standalone-index.png` });

    for (const route of ['/sso', '/sso-logout', '/apps', '/login']) {
      await page.goto(`${hub}${route}`);
      await page.waitForURL(`${hub}/index`);
    }
    await page.goto(`${hub}/logout`);
    await page.waitForURL(`${hub}/login`);
    const cookies = await context.cookies(hub);
    expect(cookies.find((cookie) => cookie.name === 'portico_token')).toBeUndefined();
  });
});

describe('the console as a child application of a hub on another host (product.md §2.4)', () => {
  it('signs in through the hub, strips the token, shows the shell; sso-logout returns to the hub', async () => {
    // This host's console is the user centre (UC) with sso; the demo hub (other e2e files) stays
    // the hub. An operator registers this console's address for UC, as the hub sends a code for
    // an app only to the origin registered for its code (DESIGN.md "Security model").
    await configure(otherHost, 'UC', true);
    await registerUc(`${otherHost}/index`);
    try {
      await signInAsChild();
    } finally {
      await registerUc('/login');
    }
  });
});

/** Sets the user centre's registered address, as the platform administrator. */
async function registerUc(href: string) {
  const login = await fetch(`${hub}/uc/sso/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ unitCode: 'PLATFORM', userCode: 'admin', password: 'Portico#2026' }),
  });
  const token = ((await login.json()) as { retVal: { jwtToken: string } }).retVal.jwtToken;
  const saved = await fetch(`${hub}/uc/apply/update`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify({ code: 'UC', href }),
  });
  expect(((await saved.json()) as { result: number }).result).toBe(0);
  await fetch(`${hub}/uc/sso/logout?token=${token}`);
}

/** The console on the other host as the UC child: to the hub, back signed in, out again. */
async function signInAsChild() {
  // "With no token it redirects to the hub sso page with redirect and appCode."
  await page.goto(`${otherHost}/index?identity=UC_UNIT_LIST`);
  await page.waitForURL((url) => url.origin === hub && url.pathname === '/sso');
  const query = new URL(page.url()).searchParams;
  expect(query.get('appCode')).toBe('UC');
  expect(query.get('redirect')).toBe(`${otherHost}/index?identity=UC_UNIT_LIST`);
  await fillSignIn('PLATFORM', 'admin');

  // Back with ssoToken, validated, signed in; the token is stripped from the address (§2.4).
  await page.waitForURL((url) => url.origin === otherHost && url.pathname === '/index');
  await page.getByRole('navigation').first().waitFor();
  expect(page.url()).not.toContain('ssoToken');
  expect(new URL(page.url()).searchParams.get('identity')).toBe('UC_UNIT_LIST');
  // The child keeps its own token cookie, named for its app code, on its own host.
  const childCookies = await context.cookies(otherHost);
  expect(childCookies.find((cookie) => cookie.name === 'portico_token_UC')).toBeDefined();
  await page.screenshot({ path: `${shots}mode-child-index.png` });

  // "sso-logout clears the session … redirects to the hub sso page with redirect, logout and appCode."
  await page.goto(`${otherHost}/sso-logout`);
  await page.waitForURL((url) => url.origin === hub && url.pathname === '/sso');
  const back = new URL(page.url()).searchParams;
  expect(back.get('logout')).toBe('1');
  expect(back.get('appCode')).toBe('UC');
  const after = await context.cookies(otherHost);
  expect(after.find((cookie) => cookie.name === 'portico_token_UC')).toBeUndefined();
}

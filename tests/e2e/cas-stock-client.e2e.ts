import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fillSignIn, PASSWORD, type Envelope } from './admin-kit';
import { launchChromium } from './browser';
import { startModAuthCas, type ModAuthCas } from './mod-auth-cas';

/**
 * Server README "CAS" with a stock client: Debian's Apache httpd and mod_auth_cas, configured only
 * with Portico's /cas addresses, in Chromium. An unauthenticated visit goes through /cas/login to
 * the hub's sign-in and back with a ticket that mod_auth_cas validates; /cas/logout ends the hub
 * sign-in and single logout ends mod_auth_cas's own session; the next user is themself.
 */
const baseUrl = inject('baseUrl');
const APP_CODE = 'CASAPACHE';

let browser: Browser;
let apache: ModAuthCas;
let adminToken: string;

async function api<T>(method: string, path: string, body?: unknown): Promise<Envelope<T>> {
  const response = await fetch(`${baseUrl}/uc${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: adminToken, language: 'en-US' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as Envelope<T>;
}

async function unitId(code: string): Promise<string> {
  const found = await api<{ datas: { id: string; code: string }[] }>(
    'GET',
    `/unit/list?firstResult=0&pageSize=50&keyword=${code}`,
  );
  return found.retVal.datas.find((unit) => unit.code === code)!.id;
}

beforeAll(async () => {
  apache = await startModAuthCas(`${baseUrl}/cas`);
  const login = await fetch(`${baseUrl}/uc/sso/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ unitCode: 'PLATFORM', userCode: 'admin', password: PASSWORD }),
  });
  adminToken = ((await login.json()) as Envelope<{ jwtToken: string }>).retVal.jwtToken;
  // Registered and opened like any application; kept out of the launchers of the other suites.
  const added = await api('POST', '/apply/add', {
    code: APP_CODE,
    descript: 'Apache with mod_auth_cas',
    href: `${apache.origin}/app/`,
    sso: 'F',
  });
  expect(added.result, added.msg).toBe(0);
  for (const unit of ['PLATFORM', 'H001']) {
    const opened = await api('PUT', '/unit/saveApp', {
      unitId: await unitId(unit),
      appCode: APP_CODE,
      enabled: true,
      sso: 'F',
    });
    expect(opened.result, opened.msg).toBe(0);
  }
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  if (adminToken) await api('DELETE', '/apply/delete', { code: APP_CODE });
  await browser?.close();
  await apache?.stop();
});

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US' });
  return context.newPage();
}

/** The protected page as mod_auth_cas serves it once it has a session. */
async function shownUser(page: Page, url = apache.page): Promise<string> {
  await page.waitForURL(url);
  return (await page.locator('#user').textContent()) ?? '';
}

describe('mod_auth_cas against Portico (CAS protocol 3.0 §2.1, §2.3, §2.5)', () => {
  it('signs in through the hub, signs out by single logout, and the next user is themself', async () => {
    const page = await newPage();
    // Unauthenticated: mod_auth_cas → /cas/login → the hub's sign-in page, which returns there.
    await page.goto(apache.page);
    await page.waitForURL(/\/sso\?cas=[0-9a-f-]{36}$/);
    await fillSignIn(page, 'PLATFORM', 'admin');
    expect(await shownUser(page)).toBe('user=admin@PLATFORM');
    expect(apache.sessions()).toBeGreaterThan(0);
    const held = apache.sessions();

    // A second visit is answered from mod_auth_cas's own session, without Portico.
    await page.goto(apache.page);
    expect(await shownUser(page)).toBe('user=admin@PLATFORM');

    // CAS logout: the hub session ends, the single-logout request removes mod_auth_cas's session
    // before the browser is sent back, so the page asks Portico again, which asks for a sign-in.
    await page.goto(`${baseUrl}/cas/logout?service=${encodeURIComponent(apache.page)}`);
    await page.waitForURL(/\/sso\?cas=[0-9a-f-]{36}$/);
    expect(apache.sessions()).toBeLessThan(held);
    expect(apache.log()).toMatch(/logoutRequest/i);

    await fillSignIn(page, 'H001', 'frontdesk');
    expect(await shownUser(page)).toBe('user=frontdesk@H001');

    // CASRenew: the signed-in user is shown the sign-in form again (renew=true), and the ticket
    // of that new sign-in passes mod_auth_cas's renew=true validation.
    await page.goto(apache.renewPage);
    await page.waitForURL(/\/sso\?cas=[0-9a-f-]{36}&fresh=1$/);
    await fillSignIn(page, 'H001', 'frontdesk');
    expect(await shownUser(page, apache.renewPage)).toBe('user=frontdesk@H001');
    await page.context().close();
  });

  it('refuses to send a ticket to an address no application registered', async () => {
    const page = await newPage();
    const response = await page.goto(
      `${baseUrl}/cas/login?service=${encodeURIComponent('http://127.0.0.1:1/steal')}`,
    );
    expect(response?.status()).toBe(400);
    expect(page.url()).toMatch(/\/cas\/login\?service=/);
    await page.getByRole('heading', { name: 'Unknown application' }).waitFor();
    await page.context().close();
  });
});

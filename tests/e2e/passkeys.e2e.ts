import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { pageApi as api, PASSWORD, serverLogin, shots, signIn, signedIn } from './admin-kit';
import { launchChromium } from './browser';

/*
 * Passkeys in Chromium against the real server (guide "Passkeys"), with a virtual authenticator
 * of the DevTools protocol (a platform authenticator: internal, resident keys, user
 * verification): a unit of our own allows passwordless sign-in; its user signs in with the
 * password, registers a passkey from the user bar's "Sign-in security", signs out, and signs in
 * again from the login page with the passkey alone.
 */

const UNIT = `PKY${Date.now().toString(36).toUpperCase().slice(-5)}`;
const USER = 'keyclerk';

let browser: Browser;
let page: Page;
let cdp: CDPSession;
let authenticatorId: string;
let admin: Page;
let unitId: string;

/** The new user's first sign-in would ask for a new password: skip it once through the API. */
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
  admin = await signedIn(browser, 'PLATFORM', 'admin');
  const parent = await api<{ datas: { id: string }[] }>(admin, 'GET', '/unit/list?keyword=G001');
  const unit = await api<{ id: string }>(admin, 'POST', '/unit/add', {
    code: UNIT,
    descript: 'Passkey Hotel',
    type: 'HOTEL',
    parentId: parent.retVal.datas[0]!.id,
  });
  expect(unit.result).toBe(0);
  unitId = unit.retVal.id;
  const policy = await api(admin, 'PUT', '/safety/mfa', {
    unitId,
    policy: 'off',
    factors: ['totp', 'passkey'],
    graceDays: 0,
    passwordless: true,
  });
  expect(policy.result).toBe(0);
  const user = await api(admin, 'POST', '/user/add', {
    unitId,
    userCode: USER,
    name: 'Key Clerk',
    email: 'keyclerk@harbour.example',
    unitName: 'Passkey Hotel',
    password: PASSWORD,
  });
  expect(user.result).toBe(0);
  await skipPasswordChange();

  // A passkey belongs to a host name, never an IP address: the user works at localhost.
  const context = await browser.newContext({
    baseURL: inject('examplesUrl'),
    locale: 'en-US',
    viewport: { width: 1366, height: 860 },
  });
  page = await context.newPage();
  cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const added = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  authenticatorId = added.authenticatorId;
  // The virtual authenticator answers the autofill's request at once: a test of the button
  // turns the autofill off for its page load (the browser then says it has none).
  await page.addInitScript(() => {
    if (sessionStorage.getItem('e2e-no-autofill')) {
      PublicKeyCredential.isConditionalMediationAvailable = async () => false;
    }
  });
});
afterAll(async () => {
  // The other suites share this server: no unit allows passwordless sign-in after this one.
  if (admin && unitId)
    await api(admin, 'PUT', '/safety/mfa', {
      unitId,
      policy: 'off',
      factors: ['totp'],
      graceDays: 0,
      inherit: true,
    });
  await browser?.close();
});

async function credentials() {
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  return credentials;
}

describe('passkeys (guide "Passkeys")', () => {
  it("registers a passkey from the user bar's Sign-in security", async () => {
    await signIn(page, UNIT, USER);
    await page.waitForURL('**/apps');
    await page.getByRole('button', { name: 'Operations' }).click();
    await page.getByRole('menuitem', { name: 'Sign-in security' }).click();
    const dialog = page.getByTestId('sign-in-security');
    const section = dialog.locator('[data-factor=passkey]');
    await section.getByRole('button', { name: 'Add a passkey' }).click();
    await section.getByLabel('Name').fill('E2E laptop');
    await section.getByRole('button', { name: 'Create' }).click();
    await section.locator('[data-passkey="E2E laptop"]').waitFor();
    await page.screenshot({ path: `${shots}passkeys-registered.png` });
    const stored = await credentials();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.isResidentCredential).toBe(true);
    const list = await api<{ name: string }[]>(page, 'GET', '/self/mfa/passkeys');
    expect(list.retVal.map((item) => item.name)).toEqual(['E2E laptop']);
  });

  async function signOut(autofill: boolean) {
    await page.evaluate((off) => {
      if (off) sessionStorage.setItem('e2e-no-autofill', '1');
      else sessionStorage.removeItem('e2e-no-autofill');
    }, !autofill);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Operations' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL('**/sso**');
  }

  async function expectSignedIn() {
    await page.waitForURL('**/apps');
    const session = await page.evaluate(() => localStorage.getItem('portico.session'));
    expect(JSON.parse(session!)).toMatchObject({ userCode: USER, unitCode: UNIT });
  }

  it("signs out, then signs in with 'Sign in with a passkey' alone", async () => {
    await signOut(false);
    const before = (await credentials())[0]!.signCount;
    await page.getByTestId('passkey-sign-in').click();
    await expectSignedIn();
    expect((await credentials())[0]!.signCount).toBeGreaterThan(before);
    await page.screenshot({ path: `${shots}passkeys-signed-in.png` });
  });

  it("signs in through the user field's autofill (conditional UI) without a click", async () => {
    await signOut(true);
    await expect
      .poll(() => page.locator('input[name=userCode]').getAttribute('autocomplete'))
      .toBe('username webauthn');
    const before = (await credentials())[0]!.signCount;
    await expectSignedIn();
    expect((await credentials())[0]!.signCount).toBeGreaterThan(before);
  });
});

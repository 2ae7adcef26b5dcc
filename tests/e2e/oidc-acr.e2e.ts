import type { Browser, BrowserContext, Page } from 'playwright-core';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fillSignIn, PASSWORD, serverCall, serverLogin } from './admin-kit';
import { freePort, startApacheRp, type ApacheRp } from './apache-oidc-rp';
import { launchChromium } from './browser';

/**
 * Server README "OpenID Connect", `amr` and `acr`, and the guide "Protect accounts with a second
 * factor": a stock relying party (Apache httpd with Debian's mod_auth_openidc) sends
 * `acr_values=urn:portico:acr:mfa` on one location and nothing on another, driven by Chromium.
 * The unit (H001) asks no factor of anyone, so what asks for the code is the client's demand:
 * a user with an authenticator is asked for a code only where the client demands it, a user
 * without one is taken through enrolment, and a hub session made with a password steps up.
 */
const baseUrl = inject('baseUrl');
const hub = `http://localhost:${new URL(baseUrl).port}`;
const APP = 'GCYM';
const ACR_MFA = 'urn:portico:acr:mfa';
const ACR_PWD = 'urn:portico:acr:pwd';
const STAMP = Date.now().toString(36).slice(-5);
/** Who has an authenticator (cases a, b), who has none (c), whose hub session steps up (d). */
const WITH_APP = `acra${STAMP}`;
const WITHOUT = `acrc${STAMP}`;
const STEP_UP = `acrd${STAMP}`;

let browser: Browser;
let rp: ApacheRp;
let adminToken = '';
let clientSaved = false;
const keys = new Map<string, string>();

/** The code an authenticator app shows for the key at `at` (RFC 6238: SHA-1, 6 digits, 30 s). */
const codeAt = (key: string, at = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(key), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: at,
  });

/**
 * The next code the server takes: the enrolment spent the current step, and one step of clock
 * drift is allowed, so the next step's code is new and valid.
 */
const nextCode = (userCode: string) => codeAt(keys.get(userCode)!, Date.now() + 30_000);

type Envelope<T> = { result: number; retVal: T };

async function addUser(unitId: string, unitName: string, userCode: string) {
  const user = await serverCall<Envelope<{ id: string }>>('/uc/user/add', {
    method: 'POST',
    token: adminToken,
    body: JSON.stringify({
      unitId,
      unitName,
      userCode,
      name: userCode,
      email: `${userCode}@harbour.example`,
      password: PASSWORD,
    }),
  });
  expect(user.result).toBe(0);
  // A new user's first sign-in asks for a new password: declined here, as a user may.
  const login = await serverLogin('H001', userCode);
  expect(login.result).toBe(0);
  const declined = await serverCall<Envelope<null>>('/uc/user/onChangePasswordCanceled', {
    method: 'POST',
    token: login.retVal!.jwtToken,
  });
  expect(declined.result).toBe(0);
}

/** Sets up an authenticator through the calls scripts use; keeps its key for the codes. */
async function enrolTotp(userCode: string) {
  const login = await serverLogin('H001', userCode);
  const token = login.retVal!.jwtToken;
  const started = await serverCall<Envelope<{ secret: string }>>('/uc/self/mfa/totp', {
    method: 'POST',
    token,
  });
  expect(started.result).toBe(0);
  const confirmed = await serverCall<Envelope<{ recoveryCodes: string[] }>>(
    '/uc/self/mfa/totp/confirm',
    { method: 'POST', token, body: JSON.stringify({ code: codeAt(started.retVal.secret) }) },
  );
  expect(confirmed.result).toBe(0);
  keys.set(userCode, started.retVal.secret);
}

beforeAll(async () => {
  const login = await serverLogin('PLATFORM', 'admin');
  adminToken = login.retVal!.jwtToken;
  const units = await serverCall<
    Envelope<{ datas: { id: string; code: string; descript: string }[] }>
  >('/uc/unit/list?keyword=H001', { token: adminToken });
  const h001 = units.retVal.datas.find((unit) => unit.code === 'H001')!;
  // The premise of every case: the unit's own policy asks no factor of anyone.
  const policy = await serverCall<Envelope<{ policy: string }>>(
    `/uc/safety/mfa?unitId=${h001.id}`,
    { token: adminToken },
  );
  expect(policy.retVal.policy).toBe('off');
  for (const userCode of [WITH_APP, WITHOUT, STEP_UP]) {
    await addUser(h001.id, h001.descript, userCode);
  }
  await enrolTotp(WITH_APP);
  await enrolTotp(STEP_UP);

  const rpPort = await freePort();
  const redirectUri = `http://127.0.0.1:${rpPort}/protected/redirect_uri`;
  // H001 has opened GCYM (the /sso/check rule, product.md §2.2). Another file registers it too:
  // a client saved before keeps its secret unshown, so a new one is asked for, and the client is
  // deleted at the end (afterAll).
  const saved = await serverCall<Envelope<{ clientSecret?: string }>>('/uc/apply/oidc', {
    method: 'POST',
    token: adminToken,
    body: JSON.stringify({
      appCode: APP,
      redirectUris: [redirectUri],
      postLogoutRedirectUris: [`http://127.0.0.1:${rpPort}/bye.html`],
      scopes: ['openid', 'profile', 'email', 'portico'],
    }),
  });
  expect(saved.result).toBe(0);
  clientSaved = true;
  const secret =
    saved.retVal.clientSecret ??
    (
      await serverCall<Envelope<{ clientSecret: string }>>('/uc/apply/oidc/rotateSecret', {
        method: 'POST',
        token: adminToken,
        body: JSON.stringify({ appCode: APP }),
      })
    ).retVal.clientSecret;
  rp = await startApacheRp({
    issuer: `${hub}/oidc`,
    clientId: APP,
    clientSecret: secret,
    port: rpPort,
    acrValues: ACR_MFA,
  });
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await rp?.stop();
  if (clientSaved) {
    const deleted = await serverCall<Envelope<null>>('/uc/apply/oidc/delete', {
      method: 'POST',
      token: adminToken,
      body: JSON.stringify({ appCode: APP }),
    });
    expect(deleted.result).toBe(0);
  }
});

/** What Apache was told about the signed-in user (OIDC_CLAIM_* variables). */
async function claimsOn(page: Page) {
  const text = async (id: string) => (await page.locator(`#${id}`).textContent()) ?? '';
  return {
    remoteUser: await text('remote-user'),
    acr: await text('acr'),
    amr: (await text('amr')).split(','),
  };
}

/** The hub's sign-in page the RP sent the browser to. */
async function atHubSignIn(page: Page): Promise<URL> {
  await page.waitForURL((url) => url.pathname === '/sso' && url.searchParams.has('oidc'));
  await page.locator('input[name=unitCode]').waitFor();
  return new URL(page.url());
}

async function newContext(): Promise<BrowserContext> {
  return browser.newContext({ locale: 'en-US' });
}

describe('a relying party demanding a second factor with acr_values (mod_auth_openidc)', () => {
  it('a user with an authenticator is asked for the code, and Apache is told the mfa acr', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto(rp.acrWhoami);
    const signInPage = await atHubSignIn(page);
    expect(signInPage.searchParams.get('mfa')).toBe('1');
    await fillSignIn(page, 'H001', WITH_APP);
    const step = page.getByTestId('mfa-step');
    await step.waitFor();
    // The password alone did not reach Apache.
    expect(new URL(page.url()).pathname).toBe('/sso');
    await step.getByLabel('Code').fill(nextCode(WITH_APP));
    await step.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(rp.acrWhoami);
    const claims = await claimsOn(page);
    expect(claims.remoteUser).toBe(`${WITH_APP}@H001`);
    expect(claims.acr).toBe(ACR_MFA);
    expect(claims.amr).toEqual(expect.arrayContaining(['pwd', 'otp', 'mfa']));
    await context.close();
  });

  it('the same user at the location without acr_values signs in with the password alone', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto(rp.whoami);
    const signInPage = await atHubSignIn(page);
    expect(signInPage.searchParams.has('mfa')).toBe(false);
    await fillSignIn(page, 'H001', WITH_APP);
    await page.waitForURL(rp.whoami);
    const claims = await claimsOn(page);
    expect(claims.remoteUser).toBe(`${WITH_APP}@H001`);
    expect(claims.acr).toBe(ACR_PWD);
    expect(claims.amr).toEqual(['pwd']);
    await context.close();
  });

  it('a user without a factor is taken through enrolment, and reaches Apache only after it', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto(rp.acrWhoami);
    await atHubSignIn(page);
    await fillSignIn(page, 'H001', WITHOUT);
    const enrol = page.getByTestId('mfa-enrolment');
    const secret = enrol.getByTestId('totp-secret');
    await secret.waitFor();
    // The password was right, yet no session exists before a factor does.
    expect(new URL(page.url()).pathname).toBe('/sso');
    expect((await context.cookies(hub)).some((c) => c.name === 'portico_token')).toBe(false);

    const key = (await secret.textContent())!.replace(/\s+/g, '');
    await enrol.getByLabel('6-digit code').fill(codeAt(key));
    await enrol.getByRole('button', { name: 'Turn on' }).click();
    await expect.poll(() => enrol.getByTestId('recovery-codes').locator('li').count()).toBe(10);
    await enrol.getByRole('button', { name: 'I have saved them' }).click();
    await page.waitForURL(rp.acrWhoami);
    const claims = await claimsOn(page);
    expect(claims.remoteUser).toBe(`${WITHOUT}@H001`);
    expect(claims.acr).toBe(ACR_MFA);
    expect(claims.amr).toEqual(expect.arrayContaining(['pwd', 'otp', 'mfa']));
    await context.close();
  });

  it('a hub session made with a password steps up: the code is asked before Apache is reached', async () => {
    const context = await newContext();
    const page = await context.newPage();
    // Signed in at the hub's own address, the one the provider's issuer names.
    await page.goto(`${hub}/sso`);
    await fillSignIn(page, 'H001', STEP_UP);
    // The unit asks no factor: the hub session is a password-only one.
    await page.waitForURL('**/apps');

    await page.goto(rp.acrWhoami);
    const signInPage = await atHubSignIn(page);
    expect(signInPage.searchParams.get('mfa')).toBe('1');
    expect(signInPage.searchParams.get('fresh')).toBe('1');
    await fillSignIn(page, 'H001', STEP_UP);
    const step = page.getByTestId('mfa-step');
    await step.waitFor();
    await step.getByLabel('Code').fill(nextCode(STEP_UP));
    await step.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(rp.acrWhoami);
    const claims = await claimsOn(page);
    expect(claims.remoteUser).toBe(`${STEP_UP}@H001`);
    expect(claims.acr).toBe(ACR_MFA);
    expect(claims.amr).toEqual(expect.arrayContaining(['pwd', 'otp', 'mfa']));
    await context.close();
  });
});

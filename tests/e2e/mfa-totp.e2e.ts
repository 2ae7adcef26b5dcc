import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { Secret, TOTP } from 'otpauth';
import {
  chooseIn,
  dialog,
  listRow,
  newAdminPage,
  pageApi as api,
  PASSWORD,
  serverLogin,
  shots,
  signedIn,
  signIn,
  toast,
} from './admin-kit';
import { launchChromium } from './browser';

/*
 * Second factors in Chromium against the real server (the guide "Protect accounts with a second
 * factor"): two fresh units of our own, a parent whose "Sign-in factors" screen requires a factor
 * of administrators (no grace) and a child that inherits it. The child's clerk, whom the policy
 * leaves free, sets up an authenticator from the user bar's Sign-in security dialog (the codes
 * computed here from the key the dialog shows), signs out, signs in with a code, and a recovery
 * code works once. The parent's administrator, without a factor, is taken through enrolment at
 * sign-in and lands signed in.
 */

const STAMP = Date.now().toString(36).toUpperCase().slice(-5);
const PARENT = `MFP${STAMP}`;
const CHILD = `MFC${STAMP}`;
const CLERK = 'mfaclerk';
const BOSS = 'mfaboss';
const DEPUTY = 'mfadeputy';

let browser: Browser;
let admin: Page;

/** The code an authenticator app shows for the key at `at` (RFC 6238: SHA-1, 6 digits, 30 s). */
const codeAt = (key: string, at = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(key), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: at,
  });

/** A new user's first sign-in asks for a new password: declined here, as a user may. */
async function skipPasswordChange(unitCode: string, userCode: string) {
  const login = await serverLogin(unitCode, userCode);
  expect(login.result).toBe(0);
  const response = await fetch(`${inject('baseUrl')}/uc/user/onChangePasswordCanceled`, {
    method: 'POST',
    headers: { authorization: login.retVal!.jwtToken, language: 'en-US' },
  });
  expect(((await response.json()) as { result: number }).result).toBe(0);
}

async function addUnit(code: string, descript: string, parentId: string) {
  const unit = await api<{ id: string }>(admin, 'POST', '/unit/add', {
    code,
    descript,
    type: 'HOTEL',
    parentId,
  });
  expect(unit.result).toBe(0);
  return unit.retVal.id;
}

async function addUser(unitId: string, unitName: string, userCode: string, name: string) {
  const user = await api<{ id: string }>(admin, 'POST', '/user/add', {
    unitId,
    userCode,
    name,
    email: `${userCode}@harbour.example`,
    unitName,
    password: PASSWORD,
  });
  expect(user.result).toBe(0);
  return user.retVal.id;
}

beforeAll(async () => {
  browser = await launchChromium();
  admin = await signedIn(browser, 'PLATFORM', 'admin');
  const group = await api<{ datas: { id: string }[] }>(admin, 'GET', '/unit/list?keyword=G001');
  const parentId = await addUnit(PARENT, 'Factor Group Hotel', group.retVal.datas[0]!.id);
  const childId = await addUnit(CHILD, 'Factor Garden Inn', parentId);
  await addUser(childId, 'Factor Garden Inn', CLERK, 'Factor Clerk');
  const bossId = await addUser(parentId, 'Factor Group Hotel', BOSS, 'Factor Boss');
  const deputyId = await addUser(parentId, 'Factor Group Hotel', DEPUTY, 'Factor Deputy');
  for (const id of [bossId, deputyId]) {
    const units = await api(admin, 'PUT', '/user/saveUnits', {
      id,
      units: [{ unitId: parentId, isAdmin: 'T', isAgentAdmin: 'F', canLogin: 'T' }],
    });
    expect(units.result).toBe(0);
  }
  await skipPasswordChange(CHILD, CLERK);
  await skipPasswordChange(PARENT, BOSS);
  await skipPasswordChange(PARENT, DEPUTY);
});
afterAll(async () => {
  await browser?.close();
});

/** Opens the user bar's operation menu and chooses an operation. */
async function operation(page: Page, name: string) {
  await page.getByRole('button', { name: 'Operations' }).click();
  await page.getByRole('menuitem', { name }).click();
}

/** Signs in with the password; the second step (or the enrolment) shows next. */
async function passwordStep(page: Page, unitCode: string, userCode: string) {
  await signIn(page, unitCode, userCode);
}

describe('Sign-in factors screen (Security → Sign-in factors)', () => {
  it('saves a policy for a unit and shows the child unit inheriting it, with where it comes from', async () => {
    await admin.goto('/safety/sms');
    await admin.getByRole('heading', { name: 'Sign-in factors' }).waitFor();
    await chooseIn(admin, admin.getByLabel('Unit', { exact: true }), PARENT, 'Factor Group Hotel');
    const origin = admin.getByTestId('mfa-policy-origin');
    await expect.poll(() => origin.textContent()).toBe('System default');
    await admin.getByLabel('Requirement').selectOption('admins');
    await admin.getByLabel('Authenticator app').check();
    await admin.getByLabel('Grace days').fill('400');
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.getByText('Enter a whole number from 0 to 365').waitFor();
    await admin.getByLabel('Grace days').fill('0');
    await admin.getByRole('button', { name: 'Save' }).click();
    await toast(admin, 'Saved; applies from the next sign-in').waitFor();
    await expect.poll(() => origin.textContent()).toBe('Set for this unit');
    await admin.screenshot({ path: `${shots}mfa-policy-own.png`, fullPage: true });

    await chooseIn(admin, admin.getByLabel('Unit', { exact: true }), CHILD, 'Factor Garden Inn');
    await expect
      .poll(() => origin.textContent())
      .toBe(`Inherited from ${PARENT} Factor Group Hotel`);
    await expect(admin.getByLabel('Requirement').inputValue()).resolves.toBe('admins');
    await expect(admin.getByLabel('Grace days').inputValue()).resolves.toBe('0');
    await admin.screenshot({ path: `${shots}mfa-policy-inherited.png`, fullPage: true });
    // What the server holds for the child: the parent's, not its own.
    const child = await api<{ policy: string; own: boolean }>(
      admin,
      'GET',
      `/safety/mfa?unitId=${await unitIdOf(CHILD)}`,
    );
    expect(child.retVal).toMatchObject({ policy: 'admins', own: false });
  });
});

async function unitIdOf(code: string): Promise<string> {
  const found = await api<{ datas: { id: string; code: string }[] }>(
    admin,
    'GET',
    `/unit/list?keyword=${code}`,
  );
  return found.retVal.datas.find((unit) => unit.code === code)!.id;
}

describe('an authenticator from the user bar, then sign-in with a code or a recovery code', () => {
  let page: Page;
  let key = '';
  let recovery: string[] = [];

  beforeAll(async () => {
    page = await newAdminPage(browser);
  });

  it('sets up the authenticator from the Sign-in security dialog: QR code, key, one code, 10 recovery codes', async () => {
    await passwordStep(page, CHILD, CLERK);
    await page.waitForURL('**/apps');
    await operation(page, 'Sign-in security');
    const security = page.getByTestId('sign-in-security');
    // The unit asks a factor of administrators only: for the clerk it is a choice.
    await security.locator('[data-testid="mfa-policy"][data-asks="optional"]').waitFor();
    await security.getByRole('button', { name: 'Set up an authenticator' }).click();
    const secret = security.getByTestId('totp-secret');
    await secret.waitFor();
    key = (await secret.textContent())!.replace(/\s+/g, '');
    expect(key).toMatch(/^[A-Z2-7]{32}$/);
    // The QR code is drawn in the page: an inline SVG, no image fetched from anywhere.
    await expect(
      security.getByRole('img', { name: 'Authenticator QR code' }).count(),
    ).resolves.toBe(1);
    await expect(security.locator('img').count()).resolves.toBe(0);
    await page.screenshot({ path: `${shots}mfa-enrol-qr.png` });

    const code = security.getByLabel('6-digit code');
    await expect(code.getAttribute('autocomplete')).resolves.toBe('one-time-code');
    await code.fill('000000' === codeAt(key) ? '111111' : '000000');
    await security.getByRole('button', { name: 'Turn on' }).click();
    await security.getByText('The code is wrong or already used').waitFor();
    await code.fill(codeAt(key));
    await security.getByRole('button', { name: 'Turn on' }).click();
    const codes = security.getByTestId('recovery-codes').locator('li');
    await expect.poll(() => codes.count()).toBe(10);
    recovery = await codes.allTextContents();
    expect(new Set(recovery).size).toBe(10);
    await page.screenshot({ path: `${shots}mfa-recovery-codes.png` });
    await security.getByRole('button', { name: 'I have saved them' }).click();
    await expect
      .poll(() => security.locator('[data-factor="totp"]').textContent())
      .toContain('10 recovery codes left');
    await security.getByRole('button', { name: 'Close' }).click();
  });

  it('after signing out, the sign-in asks for the code; a replayed code is refused', async () => {
    await operation(page, 'Log out');
    await page.locator('input[name=unitCode]').waitFor();
    await passwordStep(page, CHILD, CLERK);
    const step = page.getByTestId('mfa-step');
    await step.waitFor();
    const field = step.getByLabel('Code');
    await expect(field.getAttribute('autocomplete')).resolves.toBe('one-time-code');
    await expect(field.getAttribute('inputmode')).resolves.toBe('numeric');
    // Only the ways the server named: the clerk has recovery codes, but no passkey (though
    // Chromium could use one) and no mobile number.
    await step.getByRole('button', { name: 'Use a recovery code' }).waitFor();
    await expect(step.getByTestId('passkey-factor').count()).resolves.toBe(0);
    await expect(step.getByRole('button', { name: 'Text me a code' }).count()).resolves.toBe(0);
    await page.screenshot({ path: `${shots}mfa-step.png` });
    // The enrolment used this step's code: the next step's is within the allowed drift.
    const next = codeAt(key, Date.now() + 30_000);
    await field.fill(next);
    await step.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/apps');

    await operation(page, 'Log out');
    await page.locator('input[name=unitCode]').waitFor();
    await passwordStep(page, CHILD, CLERK);
    await page.getByTestId('mfa-step').getByLabel('Code').fill(next);
    await page.getByTestId('mfa-step').getByRole('button', { name: 'Verify' }).click();
    await page.getByTestId('mfa-step').getByText('The code is wrong or already used').waitFor();
  });

  it('a recovery code signs in once, and is refused the second time', async () => {
    const step = page.getByTestId('mfa-step');
    await step.getByRole('button', { name: 'Use a recovery code' }).click();
    await step.getByLabel('Recovery code').fill(recovery[0]!);
    await step.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/apps');

    await operation(page, 'Log out');
    await page.locator('input[name=unitCode]').waitFor();
    await passwordStep(page, CHILD, CLERK);
    await step.getByRole('button', { name: 'Use a recovery code' }).click();
    await step.getByLabel('Recovery code').fill(recovery[0]!);
    await step.getByRole('button', { name: 'Verify' }).click();
    await step.getByText('The code is wrong or already used').waitFor();
    await step.getByRole('button', { name: 'Back to the password' }).click();
    await expect(page.locator('input[name=password]').inputValue()).resolves.toBe('');
  });
});

describe("an administrator resets a user's second factors", () => {
  it('from the user dialog, after asking; the next sign-in of that user asks for no code', async () => {
    await admin.goto('/user/user-list');
    await admin.getByLabel('Keyword').fill(CLERK);
    await admin.getByRole('button', { name: 'Query' }).click();
    // The list shows who has which factor.
    await expect
      .poll(() => listRow(admin, CLERK).getByTestId('user-factors').textContent())
      .toBe('Authenticator app');
    await listRow(admin, CLERK)
      .getByRole('button', { name: `Edit ${CLERK}` })
      .click();
    await dialog(admin).getByRole('button', { name: 'Reset second factors' }).click();
    const confirm = dialog(admin);
    await confirm.getByText(`Reset the second factors of ${CLERK}?`).waitFor();
    await admin.screenshot({ path: `${shots}mfa-admin-reset.png` });
    await confirm.getByRole('button', { name: 'Reset second factors' }).click();
    await toast(admin, `The second factors of ${CLERK} are reset`).waitFor();
    await dialog(admin).getByRole('button', { name: 'Cancel' }).click();
    await expect
      .poll(() => listRow(admin, CLERK).getByTestId('user-factors').textContent())
      .toBe('None');

    const page = await newAdminPage(browser);
    await passwordStep(page, CHILD, CLERK);
    await page.waitForURL('**/apps');
    // The clerk is told: private messages the bell counts, of the reset and, before it, of the
    // authenticator the clerk set up (the clerk had none before).
    const titles = await page.evaluate(async () => {
      const token = document.cookie.match(/(?:^|; )portico_token=([^;]+)/)?.[1] ?? '';
      const response = await fetch(
        '/internal-message/api/backstage/messageReciveList/userMessageList?firstResult=0&pageSize=5',
        { headers: { authorization: decodeURIComponent(token), language: 'en-US' } },
      );
      const answer = (await response.json()) as { retVal: { datas: { messageTitle: string }[] } };
      return answer.retVal.datas.map((message) => message.messageTitle);
    });
    expect(titles).toEqual([
      'Your sign-in factors were reset',
      'A sign-in factor was added to your account',
    ]);
    // The shell's bell (the app launcher has none).
    await page.goto('/blank');
    await page.locator('[part~=icon]').first().waitFor();
    await expect.poll(() => unreadBadge(page)).toBe(2);
    await page.screenshot({ path: `${shots}mfa-reset-notice.png` });
    await page.context().close();
  });
});

/** The bell's badge as a number (no badge: 0). */
async function unreadBadge(page: Page): Promise<number> {
  const found = page.locator('[part~=unread-badge]');
  if ((await found.count()) === 0) return 0;
  return Number((await found.first().textContent()) ?? '0');
}

describe('an administrator whose unit requires a factor of administrators', () => {
  it('is taken through enrolment at sign-in, then is signed in', async () => {
    const page = await newAdminPage(browser);
    await passwordStep(page, PARENT, BOSS);
    const enrol = page.getByTestId('mfa-enrolment');
    await enrol.waitFor();
    await enrol.getByText('Your unit requires a second factor: set one up to continue.').waitFor();
    const secret = enrol.getByTestId('totp-secret');
    await secret.waitFor();
    await page.screenshot({ path: `${shots}mfa-forced-enrolment.png` });
    const key = (await secret.textContent())!.replace(/\s+/g, '');
    await enrol.getByLabel('6-digit code').fill(codeAt(key));
    await enrol.getByRole('button', { name: 'Turn on' }).click();
    await expect.poll(() => enrol.getByTestId('recovery-codes').locator('li').count()).toBe(10);
    await enrol.getByRole('button', { name: 'I have saved them' }).click();
    await page.waitForURL('**/apps');
    const stored = await page.evaluate(() => localStorage.getItem('portico.session'));
    expect(JSON.parse(stored!).userCode).toBe(BOSS);
    await page.context().close();
  });
});

describe('an administrator who sets up a passkey at sign-in instead (the policy counts passkeys)', () => {
  it('makes a passkey with the authenticator, is signed in, and the next sign-in asks for it alone', async () => {
    // A passkey belongs to a host name, never an IP address: this page works at localhost.
    const context = await browser.newContext({
      baseURL: inject('examplesUrl'),
      locale: 'en-US',
      viewport: { width: 1366, height: 860 },
    });
    const page = await context.newPage();
    // No autofill request on the login page: the virtual authenticator would answer it at once.
    await page.addInitScript(() => {
      PublicKeyCredential.isConditionalMediationAvailable = async () => false;
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });

    await passwordStep(page, PARENT, DEPUTY);
    const enrol = page.getByTestId('mfa-enrolment');
    await enrol.waitFor();
    await enrol.getByRole('button', { name: 'Use a passkey instead' }).click();
    const form = enrol.getByTestId('passkey-enrolment');
    await expect(form.getByLabel('Name').inputValue()).resolves.toBe('Sign-in passkey');
    await page.screenshot({ path: `${shots}mfa-enrol-passkey.png` });
    await form.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL('**/apps');
    // The authenticator holds the new passkey.
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);

    await operation(page, 'Log out');
    await page.locator('input[name=unitCode]').waitFor();
    await passwordStep(page, PARENT, DEPUTY);
    const step = page.getByTestId('mfa-step');
    await step.waitFor();
    // The deputy has a passkey and nothing else: no code field, no recovery, no SMS.
    await step.getByText('Use your passkey to finish signing in.').waitFor();
    await expect(step.locator('input').count()).resolves.toBe(0);
    await expect(step.getByRole('button', { name: 'Use a recovery code' }).count()).resolves.toBe(
      0,
    );
    await step.getByTestId('passkey-factor').click();
    await page.waitForURL('**/apps');
    await context.close();
  });
});

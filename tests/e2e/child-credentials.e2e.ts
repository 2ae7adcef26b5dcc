import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './browser';

/**
 * Credentials are the hub's (server README "Credentials need the hub"): a child app holds an app
 * session, which the server refuses password changes and unit switches. The elements' user bar
 * in the example child app hands both to the hub (`/sso?action=…`), and the hub's page for the
 * action comes back to the child through the usual hand-off, signed in.
 */
const hub = inject('baseUrl');
const child = inject('examplesUrl');
const childHome = `${child}/examples/child-app/`;
const shots = new URL('../../test-results/', import.meta.url).pathname;
const PASSWORD = 'Portico#2026';

let browser: Browser;
let context: BrowserContext;
let page: Page;

async function post(path: string, token: string, body: unknown = {}) {
  const response = await fetch(`${hub}/uc${path}`, {
    method: 'POST',
    headers: { authorization: token, 'content-type': 'application/json', language: 'en-US' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { result: number; retVal: unknown };
}

async function serverLogin(unitCode: string, userCode: string, password = PASSWORD) {
  const response = await fetch(`${hub}/uc/sso/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', language: 'en-US' },
    body: JSON.stringify({ unitCode, userCode, password }),
  });
  return (await response.json()) as { result: number; retVal: { jwtToken: string } | null };
}

/** A user of H001 nobody else signs in as, past the first-login password change. */
async function freshUser(): Promise<string> {
  const userCode = `handoff${Date.now().toString(36)}`;
  const admin = (await serverLogin('PLATFORM', 'admin')).retVal!.jwtToken;
  const units = await fetch(`${hub}/uc/unit/list?keyword=H001`, {
    headers: { authorization: admin },
  }).then((r) => r.json() as Promise<{ retVal: { datas: { id: string; code: string }[] } }>);
  const h001 = units.retVal.datas.find((unit) => unit.code === 'H001')!;
  const added = await post('/user/add', admin, {
    unitId: h001.id,
    userCode,
    name: 'Hand Off',
    email: `${userCode}@harbour.example`,
    unitName: 'Harbour Hotel Shanghai',
    password: PASSWORD,
  });
  expect(added.result).toBe(0);
  const own = (await serverLogin('H001', userCode)).retVal!.jwtToken;
  expect((await post('/user/onChangePasswordCanceled', own)).result).toBe(0);
  return userCode;
}

/** Fills the hub's sign-in page, wherever the browser was sent to it. */
async function signInAtHub(unitCode: string, userCode: string, password = PASSWORD) {
  await page.getByRole('button', { name: 'English' }).click();
  await page.locator('input[name=unitCode]').fill(unitCode);
  await page.locator('input[name=userCode]').fill(userCode);
  await page.locator('input[name=password]').fill(password);
  await page.locator('input[name=agreement]').check();
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Signed in to the child through the hub, on its dashboard. */
async function openChild(unitCode: string, userCode: string) {
  await page.goto(childHome);
  await page.waitForURL(`${hub}/sso?**`);
  await signInAtHub(unitCode, userCode);
  await page.waitForURL(childHome);
  await page.locator('[data-page=dashboard]').waitFor();
  // The child keeps its own language: English, for the names below.
  await page.locator('.lang button', { hasText: 'English' }).click();
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en-US');
}

/** An operation of the child's user bar. */
async function operation(name: string) {
  const bar = page.locator('portico-user-bar');
  await bar.locator('[part~=menu-button]').click();
  await bar.getByRole('menuitem', { name }).click();
}

/** The hand-off dialog of the user bar: it names the hub, and its button goes there. */
async function continueInHub(action: 'password' | 'unit') {
  const dialog = page.locator('portico-user-bar').getByTestId(`hub-hand-off-${action}`);
  await dialog.waitFor();
  await page.screenshot({ path: `${shots}child-hand-off-${action}.png` });
  await dialog.getByRole('button', { name: 'Continue in the hub' }).click();
}

async function barText(part: 'user' | 'unit') {
  const element = page.locator('portico-user-bar').locator(`[part~=${part}]`);
  await element.waitFor();
  return (await element.textContent()) ?? '';
}

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

describe('a child app hands credential changes to the hub (server README "Credentials need the hub")', () => {
  it('password: the bar opens the hub’s page, the change signs in again there and comes back', async () => {
    const userCode = await freshUser();
    await openChild('H001', userCode);
    await operation('Update password');
    await continueInHub('password');

    await page.waitForURL(`${hub}/password/update?**`);
    const form = page.locator('form').filter({ has: page.locator('input[name=passwdOld]') });
    await form.locator('input[name=passwdOld]').fill(PASSWORD);
    await form.locator('input[name=passwd]').fill('Changed#2027x');
    await form.locator('input[name=passwdCheck]').fill('Changed#2027x');
    await page.getByRole('button', { name: 'Change', exact: true }).click();
    await page.getByTestId('password-changed').waitFor();

    // Every session ended: the hub asks for the new password, then hands off to the child.
    await page.waitForURL(`${hub}/sso?**`);
    const back = new URL(page.url()).searchParams;
    expect(back.get('appCode')).toBe('DEMO_CHILD');
    expect(back.get('redirect')).toBe(childHome);
    expect(back.get('action')).toBeNull();
    await signInAtHub('H001', userCode, 'Changed#2027x');
    await page.waitForURL(childHome);
    await page.locator('[data-page=dashboard]').waitFor();
    expect(await barText('user')).toContain(userCode);
    expect((await serverLogin('H001', userCode)).result).not.toBe(0);
    await page.screenshot({ path: `${shots}child-after-password.png` });
  });

  it('unit: the hub switches and the child comes back signed in to the new unit', async () => {
    await openChild('G001', 'groupadmin');
    expect(await barText('unit')).toContain('G001');
    await operation('Change unit');
    await continueInHub('unit');

    await page.waitForURL(`${hub}/switch-unit?**`);
    await page.locator('[data-testid=switch-units] button[data-unit-code=H001]').click();
    await page.waitForURL(childHome);
    await page.locator('[data-page=dashboard]').waitFor();
    await expect.poll(() => barText('unit')).toContain('H001');
    await page.screenshot({ path: `${shots}child-after-unit-switch.png` });
  });

  it('an action whose return is no registered app origin never leaves the hub', async () => {
    const reached: string[] = [];
    await context.route(
      (url) => url.hostname === 'evil.example',
      async (route) => {
        reached.push(route.request().url());
        await route.abort();
      },
    );
    await page.goto(`${hub}/sso`);
    await signInAtHub('G001', 'groupadmin');
    await page.waitForURL(`${hub}/apps`);
    await page.goto(`${hub}/sso?action=unit&appCode=DEMO_CHILD&redirect=https://evil.example/`);
    await page.waitForURL(`${hub}/switch-unit?**`);
    await page.locator('[data-testid=switch-units] button[data-unit-code=H001]').click();
    // Going back is the hand-off, whose rules refuse the address: the launcher, never evil.
    await page.waitForURL(`${hub}/apps`);
    expect(reached).toEqual([]);
  });
});

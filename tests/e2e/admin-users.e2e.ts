import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchChromium } from './browser';

/*
 * User and role administration (issue 8 items 4–5; product.md §2.5 /user/user-list,
 * /role/admin-roles, §4 lock, §5 "User add" and "Reset password", §6 permissions) against the
 * real server and the demo seed, in Chromium: the platform administrator creates a user in H001
 * (code rules, 'User code already exists'), unlocks it after failed sign-ins, resets its
 * password, creates a role with menu permissions and gives it to the user, who then signs in
 * with the forced first-login change.
 */

const baseUrl = inject('baseUrl');
const shots = new URL('../../test-results/', import.meta.url).pathname;
const PASSWORD = 'Portico#2026';
const SUFFIX = Date.now().toString(36).slice(-5);
const USER = `e2e_${SUFFIX}`;
const ROLE = `E2E_ROLE_${SUFFIX.toUpperCase()}`;
const RESET = 'Harbour#2027reset';

let browser: Browser;
let admin: Page;

beforeAll(async () => {
  browser = await launchChromium();
  admin = await signedIn('PLATFORM', 'admin');
});
afterAll(async () => {
  await browser?.close();
});

async function newPage(): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: 'en-US',
    viewport: { width: 1366, height: 860 },
  });
  return context.newPage();
}

async function signIn(page: Page, unitCode: string, userCode: string, password = PASSWORD) {
  await page.goto('/sso');
  await page.getByRole('button', { name: 'English' }).click();
  await page.locator('input[name=unitCode]').fill(unitCode);
  await page.locator('input[name=userCode]').fill(userCode);
  await page.locator('input[name=password]').fill(password);
  await page.locator('input[name=agreement]').check();
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

async function signedIn(unitCode: string, userCode: string): Promise<Page> {
  const page = await newPage();
  await signIn(page, unitCode, userCode);
  await page.waitForURL('**/apps');
  return page;
}

/** The envelope of a call made with the page's session (the console's own token). */
async function api<T>(page: Page, path: string) {
  return page.evaluate(async (path) => {
    const token = document.cookie.match(/(?:^|; )portico_token=([^;]+)/)?.[1];
    const response = await fetch(`/uc${path}`, {
      headers: { authorization: token ? decodeURIComponent(token) : '', language: 'en-US' },
    });
    return response.json();
  }, path) as Promise<{ result: number; msg: string; retVal: T }>;
}

async function login(unitCode: string, userCode: string, password: string) {
  const response = await fetch(`${baseUrl}/uc/sso/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', language: 'en-US' },
    body: JSON.stringify({ unitCode, userCode, password }),
  });
  return (await response.json()) as { result: number; msg: string };
}

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** Serious and critical axe violations inside `selector` (issue 8 "passes axe"). */
async function axeViolations(page: Page, selector: string): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  return page.evaluate(async (selector) => {
    type Violation = { id: string; impact: string; nodes: { target: string[] }[] };
    type Axe = { run: (context: unknown) => Promise<{ violations: Violation[] }> };
    const { axe } = window as unknown as { axe: Axe };
    const result = await axe.run({ include: [[selector]] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, selector);
}

const toast = (page: Page, text: string | RegExp) =>
  page.locator('[role=status], [role=alert]').filter({ hasText: text }).first();
const dialog = (page: Page) => page.locator('dialog[open]').last();
// The key is in the first cell, or the second where the first holds the row's checkbox.
const row = (page: Page, key: string) =>
  page
    .locator('tbody tr')
    .filter({ has: page.locator('td:nth-child(-n+2)', { hasText: new RegExp(`^${key}$`) }) });

async function chooseIn(page: Page, field: Locator, keyword: string, name: string) {
  await field.click();
  const chooser = dialog(page);
  await chooser.getByRole('searchbox').fill(keyword);
  const open = await page.locator('dialog[open]').count();
  await chooser.getByRole('button', { name: `Choose ${name}` }).click();
  await expect.poll(() => page.locator('dialog[open]').count()).toBe(open - 1);
}

async function searchUsers(page: Page, keyword: string) {
  await page.getByLabel('Keyword').fill(keyword);
  await page.getByRole('button', { name: 'Query' }).click();
}

describe('users (product.md §2.5 /user/user-list)', () => {
  it('the old /user/userList shows its notice', async () => {
    await admin.goto('/user/userList');
    await admin.waitForTimeout(1500);
    await admin.screenshot({ path: `${shots}admin-users-old-list.png` });
    await admin.getByText('User management has moved into department management').waitFor();
  });

  it('/user/unit-user-list lists the session unit only, without a unit filter', async () => {
    await admin.goto('/user/unit-user-list');
    await row(admin, 'admin').waitFor();
    await expect(row(admin, 'frontdesk').count()).resolves.toBe(0);
    await expect(admin.getByLabel('Unit', { exact: true }).count()).resolves.toBe(0);
  });

  it('creates a user in H001 with the code rules and the duplicate-code refusal', async () => {
    await admin.goto('/user/user-list');
    await admin.locator('tbody tr').first().waitFor();
    await admin.screenshot({ path: `${shots}admin-users-list.png` });
    expect(await axeViolations(admin, 'h1 + *, table')).toEqual([]);

    await admin.getByRole('button', { name: 'Add user' }).click();
    const form = dialog(admin);
    await form.getByRole('button', { name: 'Save' }).click();
    const alerts = await form.getByRole('alert').allTextContents();
    expect(alerts.length).toBeGreaterThanOrEqual(4);

    await form.locator('input[name=userCode]').fill('bad code');
    await form.locator('input[name=name]').fill('E2E Person');
    await form.locator('input[name=email]').fill(`${USER}@example.com`);
    await form.locator('input[name=password]').fill(PASSWORD);
    await chooseIn(admin, form.getByLabel('Unit'), 'H001', 'Harbour Hotel Shanghai');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByRole('alert').allTextContents()).resolves.toHaveLength(1);

    // An existing code of the unit: the server's refusal.
    await form.locator('input[name=userCode]').fill('frontdesk');
    await form.getByRole('button', { name: 'Save' }).click();
    await toast(admin, 'User code already exists').waitFor();

    await form.locator('input[name=userCode]').fill(USER);
    await form.locator('input[name=mobile]').fill('13800138000');
    await admin.screenshot({ path: `${shots}admin-users-form.png` });
    expect(await axeViolations(admin, 'dialog[open]')).toEqual([]);
    await form.getByRole('button', { name: 'Save' }).click();
    await toast(admin, `User ${USER} saved`).waitFor();
    await searchUsers(admin, USER);
    await expect.poll(() => row(admin, USER).count()).toBe(1);
    expect(await row(admin, USER).locator('td').nth(3).textContent()).toContain('H001');
  });

  it('a user locked by failed sign-ins is unlocked from the list (product.md §4)', async () => {
    for (let i = 0; i < 6; i += 1) await login('H001', USER, 'wrong-password');
    await admin.getByRole('button', { name: 'Query' }).click();
    const unlock = row(admin, USER).getByRole('button', { name: `Unlock ${USER}` });
    await unlock.waitFor();
    await expect(row(admin, USER).textContent()).resolves.toContain('Locked');
    await admin.screenshot({ path: `${shots}admin-users-locked.png` });
    await unlock.click();
    await toast(admin, `User ${USER} unlocked`).waitFor();
    await expect.poll(() => unlock.count()).toBe(0);
  });

  it('resets the password by the reset rule; the user must change it at sign-in', async () => {
    await row(admin, USER)
      .getByRole('button', { name: `Reset the password of ${USER}` })
      .click();
    const form = dialog(admin);
    await form.locator('input[name=passwd]').fill(RESET);
    await form.locator('input[name=passwdCheck]').fill(`${RESET}x`);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByRole('alert').count()).resolves.toBe(1);
    await form.locator('input[name=passwdCheck]').fill(RESET);
    await admin.screenshot({ path: `${shots}admin-users-reset.png` });
    await form.getByRole('button', { name: 'Save' }).click();
    await toast(admin, `Password of ${USER} reset`).waitFor();
  });
});

describe('roles (product.md §2.5 /role/admin-roles, §6)', () => {
  it('creates a role in H001, grants it a menu branch and gives it to the user', async () => {
    await admin.goto('/role/admin-roles');
    await admin.locator('tbody tr').first().waitFor();
    await chooseIn(
      admin,
      admin.getByLabel('Unit', { exact: true }),
      'H001',
      'Harbour Hotel Shanghai',
    );
    await admin.getByRole('button', { name: 'Query' }).click();
    await row(admin, 'FRONT_OFFICE').waitFor();

    await admin.getByRole('button', { name: 'Add role' }).click();
    let form = dialog(admin);
    await form.getByRole('button', { name: 'Save' }).click();
    expect(await form.getByRole('alert').count()).toBe(2);
    await form.locator('input[name=code]').fill(ROLE);
    await form.locator('input[name=descript]').fill('E2E back office');
    await form.locator('input[name=sort]').fill('5');
    await form.getByRole('button', { name: 'Save' }).click();
    await toast(admin, `Role ${ROLE} saved`).waitFor();
    await row(admin, ROLE).waitFor();
    expect(await row(admin, ROLE).locator('td').nth(2).textContent()).toBe('H001');

    await row(admin, ROLE)
      .getByRole('button', { name: `Permissions of ${ROLE}` })
      .click();
    form = dialog(admin);
    await form.locator('select[name=appCode]').selectOption('GC');
    const branch = form.getByRole('checkbox', { name: /^Back office/ });
    await branch.check();
    await expect(form.getByRole('checkbox', { name: /^Night audit/ }).isChecked()).resolves.toBe(
      true,
    );
    await form.getByRole('searchbox', { name: 'Search permissions' }).fill('night');
    await expect(form.getByRole('treeitem').count()).resolves.toBeGreaterThan(0);
    await admin.screenshot({ path: `${shots}admin-users-role-auth.png` });
    expect(await axeViolations(admin, 'dialog[open]')).toEqual([]);
    await form.getByRole('button', { name: 'Save' }).click();
    await toast(admin, `Permissions of ${ROLE} saved`).waitFor();

    await row(admin, ROLE)
      .getByRole('button', { name: `Give ${ROLE} to users` })
      .click();
    form = dialog(admin);
    await form.getByRole('searchbox').fill(USER);
    await form.getByRole('button', { name: 'Query' }).click();
    await form.getByRole('checkbox', { name: new RegExp(`${USER}$`) }).check();
    await admin.screenshot({ path: `${shots}admin-users-role-users.png` });
    await form.getByRole('button', { name: 'Save' }).click();
    await toast(admin, `Users of ${ROLE} saved`).waitFor();
    await expect.poll(async () => row(admin, ROLE).locator('td').nth(5).textContent()).toBe('1');
  });

  it("the user's permission trees show the role's grants beside each node", async () => {
    await admin.goto('/user/user-list');
    await searchUsers(admin, USER);
    await row(admin, USER)
      .getByRole('button', { name: `Permissions of ${USER}` })
      .click();
    const form = dialog(admin);
    await form.locator('select[name=appCode]').selectOption('GC');
    await form.getByText(`From roles: ${ROLE}`).first().waitFor();
    expect(await form.getByText(`From roles: ${ROLE}`).count()).toBe(3);
    await admin.screenshot({ path: `${shots}admin-users-user-auth.png` });
    await form.getByRole('button', { name: 'Cancel' }).click();
  });

  it('the user signs in with the forced change and holds exactly the granted menus', async () => {
    const page = await newPage();
    await signIn(page, 'H001', USER, RESET);
    const change = page.getByRole('dialog', { name: 'Change password' });
    await change.waitFor();
    await page.screenshot({ path: `${shots}admin-users-first-login.png` });

    const users = await api<{ datas: { id: string; unitId: string }[] }>(
      admin,
      `/user/list?keyword=${USER}&firstResult=0&pageSize=10`,
    );
    const unitId = users.retVal.datas[0]!.unitId;
    const tree = await api<{ code: string; children: unknown[] }[]>(
      admin,
      `/user/menuTree?appCode=GC&organizationUnitId=${unitId}&userCode=${USER}&filterHasOrigin=T`,
    );
    const codes: string[] = [];
    const walk = (nodes: { code: string; children: unknown[] }[]) =>
      nodes.forEach((n) => {
        codes.push(n.code);
        walk(n.children as typeof nodes);
      });
    walk(tree.retVal);
    // The granted branch and its ancestor, nothing else (the user has no other role or grant).
    expect(codes.sort()).toEqual(['GC_BACK', 'GC_INVENTORY', 'GC_NIGHT_AUDIT', 'GC_OPS']);
  });
});

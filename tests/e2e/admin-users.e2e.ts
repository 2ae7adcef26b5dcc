import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  axeViolations,
  chooseIn,
  dialog,
  listRow as row,
  newAdminPage,
  pageApi,
  PASSWORD,
  serverLogin as login,
  shots,
  signIn,
  signedIn as signedInWith,
  toast,
} from './admin-kit';
import { launchChromium } from './browser';

/*
 * User and role administration (product.md §2.5 /user/user-list,
 * /role/admin-roles, §4 lock, §5 "User add" and "Reset password", §6 permissions) against the
 * real server and the demo seed, in Chromium: the platform administrator creates a user in H001
 * (code rules, 'User code already exists'), unlocks it after failed sign-ins, resets its
 * password, creates a role with menu permissions and gives it to the user, who then signs in
 * with the forced first-login change.
 */

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

const newPage = () => newAdminPage(browser);
const signedIn = (unitCode: string, userCode: string) => signedInWith(browser, unitCode, userCode);
const api = <T>(page: Page, path: string) => pageApi<T>(page, 'GET', path);

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

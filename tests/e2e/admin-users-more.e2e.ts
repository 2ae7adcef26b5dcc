import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  axeViolations,
  callWith,
  dialog,
  pageApi,
  PASSWORD,
  serverLogin,
  shots,
  signedIn,
  toast,
} from './admin-kit';
import { launchChromium } from './browser';

/*
 * The user screens' lock, clearing and department moves (product.md §2.5 /user/user-list, §3
 * "User", §4 lock, §6 permissions), in Chromium against the real server: an administrator locks
 * a user (sign-in refused) and unlocks; empties a user's e-mail; moves a user to a department
 * with the tree chooser; grants a menu to two selected users at once, which one of them then
 * holds after signing in.
 */

const SUFFIX = Date.now().toString(36).slice(-5);
const A = `e2m_${SUFFIX}_a`;
const B = `e2m_${SUFFIX}_b`;

let browser: Browser;
let admin: Page;
const ids: Record<string, string> = {};

/** The user list row of `code` (its first cell holds the row's checkbox, the second the code). */
const userRow = (page: Page, code: string) =>
  page
    .locator('tbody tr')
    .filter({ has: page.locator('td:nth-child(2)', { hasText: new RegExp(`^${code}$`) }) });

async function searchUsers(page: Page, keyword: string) {
  await page.getByLabel('Keyword').fill(keyword);
  await page.getByRole('button', { name: 'Query' }).click();
}

type Detail = { email: string | null; deptCode: string | null; locked: string };
const detailOf = async (code: string) =>
  (await pageApi<Detail>(admin, 'GET', `/user/detail?id=${ids[code]}`)).retVal;

beforeAll(async () => {
  browser = await launchChromium();
  admin = await signedIn(browser, 'PLATFORM', 'admin');
  const units = await pageApi<{ datas: { id: string; code: string }[] }>(
    admin,
    'GET',
    '/unit/list?keyword=H001&firstResult=0&pageSize=20',
  );
  const h001 = units.retVal.datas.find((unit) => unit.code === 'H001')!;
  for (const code of [A, B]) {
    const added = await pageApi<{ id: string }>(admin, 'POST', '/user/add', {
      unitId: h001.id,
      userCode: code,
      name: `More ${code.slice(-1).toUpperCase()}`,
      email: `${code}@example.com`,
      unitName: 'Harbour Hotel Shanghai',
      password: PASSWORD,
    });
    expect(added.result).toBe(0);
    ids[code] = added.retVal.id;
  }
  await admin.goto('/user/user-list');
  await searchUsers(admin, `e2m_${SUFFIX}`);
  await userRow(admin, B).waitFor();
});
afterAll(async () => {
  await browser?.close();
});

describe('user screens: lock, clear, move (product.md §2.5 /user/user-list)', () => {
  it('locks a user: sign-in is refused until the unlock (product.md §4)', async () => {
    await userRow(admin, A)
      .getByRole('button', { name: `Lock ${A}` })
      .click();
    const confirm = dialog(admin);
    await confirm.getByText('cannot sign in until unlocked').waitFor();
    expect(await axeViolations(admin, 'dialog[open]')).toEqual([]);
    await confirm.getByRole('button', { name: 'Lock', exact: true }).click();
    await toast(admin, `User ${A} locked`).waitFor();
    await expect.poll(async () => userRow(admin, A).textContent()).toContain('Locked');
    await admin.screenshot({ path: `${shots}admin-users-more-locked.png` });

    const refused = await serverLogin('H001', A);
    expect(refused.result).toBe(40103);

    await userRow(admin, A)
      .getByRole('button', { name: `Unlock ${A}` })
      .click();
    await toast(admin, `User ${A} unlocked`).waitFor();
    await userRow(admin, A)
      .getByRole('button', { name: `Lock ${A}` })
      .waitFor();
    expect((await serverLogin('H001', A)).result).toBe(0);
  });

  it("empties a user's e-mail (the server stores NULL)", async () => {
    await userRow(admin, A)
      .getByRole('button', { name: `Edit ${A}` })
      .click();
    const form = dialog(admin);
    const email = form.locator('input[name=email]');
    await expect.poll(() => email.inputValue()).toBe(`${A}@example.com`);
    await email.fill('');
    await form.getByRole('button', { name: 'Save' }).click();
    await toast(admin, `User ${A} saved`).waitFor();
    expect((await detailOf(A)).email).toBeNull();
  });

  it('moves a user to a department with the tree chooser', async () => {
    await userRow(admin, A)
      .getByRole('button', { name: `Edit ${A}` })
      .click();
    const form = dialog(admin);
    const field = form.getByRole('button', { name: 'Department', exact: true });
    await expect.poll(() => field.textContent()).toBe('No department');
    await field.click();
    const chooser = dialog(admin);
    await chooser.getByRole('radio', { name: /^Reception/ }).waitFor();
    await chooser.getByRole('textbox', { name: 'Search by department code or name' }).fill('night');
    await admin.screenshot({ path: `${shots}admin-users-more-department.png` });
    expect(await axeViolations(admin, 'dialog[open]')).toEqual([]);
    await chooser.getByRole('radio', { name: /Reception \/ Night Shift/ }).check();
    await chooser.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => field.textContent()).toBe('Front Office / Reception / Night Shift');
    await form.getByRole('button', { name: 'Save' }).click();
    await toast(admin, `User ${A} saved`).waitFor();
    expect((await detailOf(A)).deptCode).toBe('NIGHT');
    await expect.poll(async () => userRow(admin, A).textContent()).toContain('Night Shift');
  });

  it('grants a menu to two selected users at once; one of them holds it after sign-in', async () => {
    const before = await serverLogin('H001', B);
    const menu = '/resource/menu?identity=GC_REVENUE&appCode=GC';
    expect((await callWith(before.retVal!.jwtToken, menu)).result).not.toBe(0);

    await userRow(admin, A)
      .getByRole('checkbox', { name: `Select ${A}` })
      .check();
    await userRow(admin, B)
      .getByRole('checkbox', { name: `Select ${B}` })
      .check();
    await admin.getByRole('button', { name: 'Batch permissions (2)' }).click();
    const form = dialog(admin);
    await form.getByText(`Users: ${A}, ${B}`).waitFor();
    await form.locator('select[name=appCode]').selectOption('GC');
    await form
      .getByRole('checkbox', { name: /^Revenue/ })
      .first()
      .check();
    await admin.screenshot({ path: `${shots}admin-users-more-batch.png` });
    expect(await axeViolations(admin, 'dialog[open]')).toEqual([]);
    await form.getByRole('button', { name: 'Save' }).click();
    await toast(admin, 'Permissions saved for 2 users').waitFor();

    const after = await serverLogin('H001', B);
    const granted = await callWith<{ identity: string }>(after.retVal!.jwtToken, menu);
    expect(granted.retVal).toMatchObject({ identity: 'GC_REVENUE' });
    expect(await axeViolations(admin, 'h1 + *, table')).toEqual([]);
  });

  it('edits sign-in units, the parent projection and tags in the tabs of the user dialog', async () => {
    const unitId = (await pageApi<{ unitId: string }>(admin, 'GET', `/user/detail?id=${ids[B]}`))
      .retVal.unitId;
    const tagCode = `E2M${SUFFIX}`.toUpperCase();
    const tag = await pageApi(admin, 'PUT', '/managedTag/save', {
      unitId,
      code: tagCode,
      name: `Tag ${SUFFIX}`,
    });
    expect(tag.result).toBe(0);

    await userRow(admin, B)
      .getByRole('button', { name: `Edit ${B}` })
      .click();
    const form = dialog(admin);
    await form.getByRole('tab', { name: 'Sign-in units' }).click();
    const companies = form.getByRole('group', { name: 'Companies' });
    await companies.getByRole('checkbox', { name: 'Harbour Hotels Group (G001)' }).check();
    await admin.screenshot({ path: `${shots}admin-users-more-units.png` });
    expect(await axeViolations(admin, 'dialog[open]')).toEqual([]);
    await companies.getByRole('button', { name: 'Save' }).click();
    await toast(admin, `Sign-in units of ${B} saved`).waitFor();
    const relations = await pageApi<{ unitCode: string; canLogin: string }[]>(
      admin,
      'GET',
      `/user/units?id=${ids[B]}`,
    );
    expect(relations.retVal).toContainEqual(
      expect.objectContaining({ unitCode: 'G001', canLogin: 'T' }),
    );

    await form.getByRole('tab', { name: 'Parent and child units' }).click();
    const related = form.getByRole('switch', { name: 'Related' }).first();
    await expect.poll(() => related.getAttribute('aria-checked')).toBe('true');
    await admin.screenshot({ path: `${shots}admin-users-more-projections.png` });
    expect(await axeViolations(admin, 'dialog[open]')).toEqual([]);

    await form.getByRole('tab', { name: 'Tags' }).click();
    await form.getByRole('checkbox', { name: new RegExp(`Tag ${SUFFIX}`) }).check();
    await form.getByRole('button', { name: 'Save' }).click();
    await toast(admin, `Tags of ${B} saved`).waitFor();
    await form.getByText('Tags now').waitFor();
    await admin.screenshot({ path: `${shots}admin-users-more-tags.png` });
    expect(await axeViolations(admin, 'dialog[open]')).toEqual([]);
    const carried = await pageApi<{ code: string }[]>(
      admin,
      'GET',
      `/userManagedTag/list?userId=${ids[B]}`,
    );
    expect(carried.retVal.map((t) => t.code)).toEqual([tagCode]);
    await form.getByRole('button', { name: 'Close' }).last().click();
  });

  it('grants a custom data permission at a scope, changes the scope and removes it', async () => {
    await userRow(admin, B)
      .getByRole('button', { name: `Permissions of ${B}` })
      .click();
    const form = dialog(admin);
    await form.getByRole('tab', { name: 'Data permissions' }).click();
    await form.getByText('No data permission granted yet').waitFor();
    await form
      .locator('select[name=dataAuthGroup]')
      .selectOption({ label: 'Hotels of the group (HOTELS)' });
    await form.locator('select[name=dataAuthContent]').selectOption({
      label: 'Harbour Hotel Shanghai (H001)',
    });
    await form.locator('select[name=dataAuthScope]').selectOption('degree');
    await form.getByRole('button', { name: 'Grant' }).click();
    await toast(admin, 'Data permission saved').waitFor();
    const scope = form.getByRole('combobox', { name: 'Scope of HOTELS' });
    await expect.poll(() => scope.inputValue()).toBe('degree');
    await scope.selectOption('system');
    await admin.screenshot({ path: `${shots}admin-users-more-data-auth.png` });
    expect(await axeViolations(admin, 'dialog[open]')).toEqual([]);
    await expect
      .poll(async () => {
        const grants = await pageApi<{ scope: string; contentCode: string }[]>(
          admin,
          'GET',
          `/customDataAuth/userAuths?userId=${ids[B]}`,
        );
        return grants.retVal.map((g) => `${g.contentCode}:${g.scope}`);
      })
      .toEqual(['H001:system']);
    await form.getByRole('button', { name: 'Remove the data permission HOTELS' }).click();
    await dialog(admin)
      .getByText(/Remove the data permission HOTELS of user/)
      .waitFor();
    await dialog(admin).getByRole('button', { name: 'Delete' }).click();
    await form.getByText('No data permission granted yet').waitFor();
    await form.getByRole('button', { name: 'Close' }).last().click();
  });
});

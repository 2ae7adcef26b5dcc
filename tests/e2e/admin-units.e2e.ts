import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  chooseIn,
  dialog,
  newAdminPage,
  pageApi as api,
  PASSWORD,
  row,
  serverLogin as login,
  shots,
  signIn,
  signedIn as signedInWith,
  toast,
} from './admin-kit';
import { launchChromium } from './browser';

/*
 * Unit and department administration (product.md §2.5 /unit/unitList,
 * /unit/admin-departs) against the real server and the demo seed, in Chromium: the platform
 * administrator creates, edits, disables and enables a unit (a disabled unit's user cannot sign
 * in), then creates, renames, moves and deletes departments; the unit root refuses edit and
 * delete (api-contract.md §8); a group administrator sees only its own units (product.md §6).
 */

const UNIT = `E2E${Date.now().toString(36).toUpperCase().slice(-5)}`;

let browser: Browser;
let admin: Page;
const signedIn = (unitCode: string, userCode: string) => signedInWith(browser, unitCode, userCode);

beforeAll(async () => {
  browser = await launchChromium();
  admin = await signedIn('PLATFORM', 'admin');
});
afterAll(async () => {
  await browser?.close();
});

async function searchUnits(page: Page, keyword: string) {
  await page.getByLabel('Keyword').fill(keyword);
  await page.getByRole('button', { name: 'Query' }).click();
}

describe('units (product.md §2.5 /unit/unitList)', () => {
  let unitId = '';

  it('lists the units with the type filter and creates a hotel below the group', async () => {
    await admin.goto('/unit/unitList');
    await row(admin, 'G001').waitFor();
    await admin.locator('[data-type=HOTEL]').click();
    await admin.waitForURL('**/unit/unitList?type=HOTEL');
    await expect
      .poll(async () => [
        ...new Set(await admin.locator('tbody tr td:nth-child(3)').allTextContents()),
      ])
      .toEqual(['Hotel']);
    await admin.screenshot({ path: `${shots}admin-units-list.png` });

    await admin.getByRole('button', { name: 'Add unit' }).click();
    const form = dialog(admin);
    await form.getByRole('button', { name: 'Save' }).click();
    expect(await form.getByRole('alert').allTextContents()).toEqual([
      'Unit code: letters, digits, _ and - only, at most 64 characters',
      'Please enter the unit name',
      'Please choose the unit type',
    ]);
    await form.getByLabel('Unit code').fill(UNIT);
    await form.getByLabel('Unit name').fill('E2E Harbour Hotel');
    await form.getByLabel('Unit type').selectOption('HOTEL');
    await chooseIn(admin, form.getByLabel('Parent unit'), 'G001', 'Harbour Hotels Group');
    await chooseIn(admin, form.getByLabel('Area'), 'east', 'East China');
    await admin.screenshot({ path: `${shots}admin-units-form.png` });
    await form.getByRole('button', { name: 'Save' }).click();
    await toast(admin, `Unit ${UNIT} saved`).waitFor();

    await searchUnits(admin, UNIT);
    await expect.poll(() => row(admin, UNIT).count()).toBe(1);
    expect(await row(admin, UNIT).locator('td').allTextContents()).toEqual(
      expect.arrayContaining([UNIT, 'E2E Harbour Hotel', 'Hotel', 'G001', 'EAST', 'Enabled']),
    );
    const created = await api<{ datas: { id: string }[] }>(
      admin,
      'GET',
      `/unit/list?keyword=${UNIT}`,
    );
    unitId = created.retVal.datas[0]!.id;
  });

  it('edits the unit', async () => {
    await row(admin, UNIT)
      .getByRole('button', { name: `Edit ${UNIT}` })
      .click();
    const form = dialog(admin);
    expect(await form.getByLabel('Unit code').isDisabled()).toBe(true);
    await form.getByLabel('Unit name').fill('E2E Harbour Hotel Renamed');
    await form.getByRole('button', { name: 'Save' }).click();
    await toast(admin, `Unit ${UNIT} saved`).waitFor();
    await expect
      .poll(() => row(admin, UNIT).locator('td').nth(1).textContent())
      .toBe('E2E Harbour Hotel Renamed');
  });

  it('disables the unit: its user cannot sign in, with a clear message; enabling lets them in', async () => {
    const added = await api(admin, 'POST', '/user/add', {
      unitId,
      userCode: 'e2eclerk',
      name: 'E2E Clerk',
      email: 'e2eclerk@harbour.example',
      unitName: 'E2E Harbour Hotel',
      password: PASSWORD,
    });
    expect(added.result).toBe(0);
    expect((await login(UNIT, 'e2eclerk')).result).toBe(0);

    await row(admin, UNIT)
      .getByRole('button', { name: `Disable ${UNIT}` })
      .click();
    const confirm = dialog(admin);
    await confirm.getByText('Its users will not be able to sign in').waitFor();
    await confirm.getByRole('button', { name: 'Disable', exact: true }).click();
    await toast(admin, `Unit ${UNIT} disabled`).waitFor();
    await expect.poll(() => row(admin, UNIT).getByText('Disabled').count()).toBe(1);
    await admin.screenshot({ path: `${shots}admin-units-disabled.png` });

    const clerk = await newAdminPage(browser);
    await signIn(clerk, UNIT, 'e2eclerk');
    await expect(clerk.getByTestId('login-error').textContent()).resolves.toBe(
      'The unit is disabled and cannot be signed in to; please contact your administrator',
    );
    await clerk.screenshot({ path: `${shots}admin-units-disabled-login.png` });
    await clerk.context().close();

    await row(admin, UNIT)
      .getByRole('button', { name: `Enable ${UNIT}` })
      .click();
    await toast(admin, `Unit ${UNIT} enabled`).waitFor();
    await expect.poll(() => row(admin, UNIT).getByText('Enabled').count()).toBe(1);
    expect((await login(UNIT, 'e2eclerk')).result).toBe(0);
  });

  it("shows the unit's applications, their opening steps and its parameters", async () => {
    const h003 = await api<{ datas: { id: string }[] }>(admin, 'GET', '/unit/list?keyword=H003');
    await admin.goto(`/unit/unit-app-list?unitId=${h003.retVal.datas[0]!.id}`);
    const gc = row(admin, 'GC');
    expect(
      await gc
        .getByRole('switch', { name: 'Open Group Cloud Console for this unit' })
        .getAttribute('aria-checked'),
    ).toBe('true');
    await gc.getByRole('link', { name: 'Opening steps of Group Cloud Console' }).click();
    await admin.waitForURL('**/unit/unit-app-step-list?**appCode=GC');
    await expect
      .poll(() => admin.locator('tbody tr td:nth-child(3)').allTextContents())
      .toEqual(['Contract signed', 'Data migrated', 'Staff trained']);
    await admin.goto(`/unit/unit-params?unitId=${unitId}`);
    await expect(admin.getByTestId('password-strategy').textContent()).resolves.toMatch(
      /^must contain .*, the minimum length is \d+ characters/,
    );
    await admin.screenshot({ path: `${shots}admin-units-params.png` });
  });
});

describe('departments (product.md §2.5 /unit/admin-departs, §3 "Department")', () => {
  const tree = () => admin.getByRole('tree');
  const item = (name: string) => tree().getByRole('treeitem').filter({ hasText: name });
  const act = (label: string | RegExp) =>
    admin.getByRole('toolbar', { name: 'Department actions' }).getByRole('button', { name: label });

  async function addUnder(parent: string, code: string, name: string) {
    await item(parent).first().click();
    await act(/^Add a department under/).click();
    const form = dialog(admin);
    await form.getByLabel('Department code').fill(code);
    await form.getByLabel('Department name').fill(name);
    await form.getByRole('button', { name: 'Save' }).click();
    await toast(admin, `Department ${name} saved`).waitFor();
    await item(name).waitFor();
  }

  it('creates, renames, moves and deletes departments; the root is the undeletable unit', async () => {
    const unit = await api<{ datas: { id: string }[] }>(admin, 'GET', `/unit/list?keyword=${UNIT}`);
    await admin.goto(`/unit/admin-departs?unitId=${unit.retVal.datas[0]!.id}`);
    await item('All departments').waitFor();

    // The root is the unit: edit, move and delete are disabled and say why in their tooltip
    // (the fixed messages of api-contract.md §8).
    await expect.poll(() => act('Edit department').isDisabled()).toBe(true);
    expect(await act('Edit department').getAttribute('title')).toBe('Unit cannot be edited');
    expect(await act('Delete').isDisabled()).toBe(true);
    expect(await act('Delete').getAttribute('title')).toBe('Unit cannot be deleted');

    await addUnder('All departments', 'SALES', 'Sales');
    await addUnder('All departments', 'EVENTS', 'Events');

    await item('Sales').click();
    await act('Edit department').click();
    await dialog(admin).getByLabel('Department name').fill('Sales and Marketing');
    await dialog(admin).getByRole('button', { name: 'Save' }).click();
    await item('Sales and Marketing').waitFor();

    await item('Events').click();
    await act('Move department').click();
    const move = dialog(admin);
    await move.getByRole('treeitem').filter({ hasText: 'Sales and Marketing' }).click();
    await move.getByRole('button', { name: 'Move department' }).click();
    await toast(admin, 'Events moved under Sales and Marketing').waitFor();
    await expect.poll(() => item('Events').getAttribute('aria-level')).toBe('3');
    await admin.screenshot({ path: `${shots}admin-departments.png` });

    // A department with a sub-department is refused by the server.
    await item('Sales and Marketing').click();
    await act('Delete').click();
    await dialog(admin).getByRole('button', { name: 'Delete' }).click();
    await toast(admin, /^delete failed, refresh and retry \(/).waitFor();

    await item('Events').click();
    await act('Delete').click();
    await dialog(admin).getByRole('button', { name: 'Delete' }).click();
    await toast(admin, 'Department Events deleted').waitFor();
    await expect.poll(() => item('Events').count()).toBe(0);
    expect(await admin.getByTestId('selected-department').textContent()).toBe(
      'Sales and Marketing',
    );
  });

  it('searches the tree and lists the users of the selected department (read-only)', async () => {
    const h001 = await api<{ datas: { id: string }[] }>(admin, 'GET', '/unit/list?keyword=H001');
    await admin.goto(`/unit/admin-departs?unitId=${h001.retVal.datas[0]!.id}`);
    await item('Front Office').waitFor();
    await admin.getByRole('searchbox', { name: 'Search', exact: true }).fill('house');
    await expect.poll(() => tree().getByRole('treeitem').count()).toBe(2);
    await item('Housekeeping').click();
    await expect
      .poll(() => admin.locator('tbody tr td:first-child').allTextContents())
      .toEqual(['contractor', 'leaver']);
    await admin.screenshot({ path: `${shots}admin-departments-users.png` });
  });
});

describe('a unit administrator (product.md §6)', () => {
  it('G001/groupadmin sees only its own units', async () => {
    const group = await signedIn('G001', 'groupadmin');
    await group.goto('/unit/unitList');
    await row(group, 'G001').waitFor();
    const codes = await group.locator('tbody tr td:first-child').allTextContents();
    // Other suites add hotels below G001 at the same time: the group's own units are all there,
    // and no unit outside the group is.
    expect(codes).toEqual(expect.arrayContaining(['G001', 'H001', 'H002', 'H003', UNIT]));
    for (const outside of ['PLATFORM', 'O001', 'S001', 'D001', 'T002']) {
      expect(codes).not.toContain(outside);
    }
    await group.screenshot({ path: `${shots}admin-units-groupadmin.png` });
    await group.goto('/unit/manageUnit');
    await expect(group.getByTestId('selected-department').textContent()).resolves.toBe(
      'Harbour Hotels Group · All departments',
    );
    await group.context().close();
  });
});

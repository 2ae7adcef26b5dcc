import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, dialog, row, shots, signedIn as signedInWith, toast } from './admin-kit';
import { launchChromium } from './browser';

/*
 * Roles beyond list and permissions (product.md §2.5 /role/roleList, §6):
 * a role from a template with a child role, the order, the group filter, dispatch to hotels and
 * departments, in Chromium against the real server and the demo seed; and the permission gate:
 * a user without an administration screen's menu who opens its URL gets the /403 page with
 * 'No permission to view the page.'.
 */

const ROLE = `E2E_TPL_${Date.now().toString(36).slice(-5).toUpperCase()}`;
const NO_PERMISSION = 'No permission to view the page.';

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const signedIn = (unitCode: string, userCode: string) => signedInWith(browser, unitCode, userCode);
const codes = (page: Page) => page.locator('tbody tr td:first-child').allTextContents();

describe('permission gate (product.md §6 "No permission to view the page.")', () => {
  it('sends a hotel user without the menus from two admin screens to /403', async () => {
    const frontdesk = await signedIn('H001', 'frontdesk');
    for (const path of ['/unit/unitList', '/role/admin-roles']) {
      await frontdesk.goto(path);
      await frontdesk.waitForURL('**/403');
      await frontdesk.getByText(NO_PERMISSION).waitFor();
    }
    await frontdesk.screenshot({ path: `${shots}admin-roles-403.png` });
    await frontdesk.context().close();
  });

  it('lets the group administrator open /role/roleList but not /role/admin-roles', async () => {
    const group = await signedIn('G001', 'groupadmin');
    await group.goto('/role/admin-roles');
    await group.waitForURL('**/403');
    await group.getByText(NO_PERMISSION).waitFor();
    await group.goto('/role/roleList');
    await row(group, 'GROUP_ADMIN').waitFor();
    expect(new URL(group.url()).pathname).toBe('/role/roleList');
    await group.context().close();
  });
});

describe('roles: templates, child roles, order, groups, dispatch, departments (§2.5, §6)', () => {
  let group: Page;
  beforeAll(async () => {
    group = await signedIn('G001', 'groupadmin');
  });
  afterAll(async () => {
    await group?.context().close();
  });

  it('adds a role from a template with a child role, marked as a template', async () => {
    await group.goto('/role/roleList');
    await row(group, 'HOTEL_STAFF').waitFor();
    await group.getByRole('button', { name: 'Add role' }).click();
    const form = dialog(group);
    const templates = form.getByLabel('Start from template');
    await expect.poll(() => templates.locator('option').count()).toBeGreaterThan(1);
    await templates.selectOption({ label: 'HOTEL_STAFF · Hotel staff (template)' });
    await form.locator('input[name=code]').fill(ROLE);
    await form.locator('input[name=descript]').fill('E2E template copy');
    await form.locator('input[name=roleGroup]').fill('E2E');
    await form.locator('input[name=isTemplate]').check();
    await form.getByRole('checkbox', { name: /REPORT_VIEWER/ }).check();
    expect(await axeViolations(group, 'dialog[open]')).toEqual([]);
    await group.screenshot({ path: `${shots}admin-roles-form.png` });
    await form.getByRole('button', { name: 'Save' }).click();
    await toast(group, `Role ${ROLE} saved`).waitFor();
    await row(group, ROLE).waitFor();
    await expect(row(group, ROLE).getByText('Template').count()).resolves.toBe(1);
    // Its permissions are the template's: the GC front-office branch is ticked.
    await row(group, ROLE)
      .getByRole('button', { name: `Permissions of ${ROLE}` })
      .click();
    const auth = dialog(group);
    await auth.locator('select[name=appCode]').selectOption('GC');
    await expect
      .poll(() => auth.getByRole('checkbox', { checked: true }).count())
      .toBeGreaterThan(0);
    await auth.getByRole('button', { name: 'Cancel' }).click();
  });

  it('moves the role down one place and filters by its group', async () => {
    // Without an order the new role comes first (order 0, then code).
    expect((await codes(group))[0]).toBe(ROLE);
    await row(group, ROLE)
      .getByRole('button', { name: `Move ${ROLE} down` })
      .click();
    await expect.poll(async () => (await codes(group)).indexOf(ROLE)).toBe(1);
    await group.getByLabel('Role group').selectOption('E2E');
    await group.getByRole('button', { name: 'Query' }).click();
    await expect.poll(() => codes(group)).toEqual([ROLE]);
    expect(await axeViolations(group, 'main')).toEqual([]);
    await group.screenshot({ path: `${shots}admin-roles-list.png` });
  });

  it('dispatches the role to one hotel and assigns it to a department', async () => {
    await row(group, ROLE)
      .getByRole('button', { name: `Dispatch ${ROLE} to hotels` })
      .click();
    let form = dialog(group);
    await form.getByRole('checkbox', { name: 'Dispatch to H002' }).check();
    // Unit types read as words, not the stored codes (product.md §1).
    const hotel = form.locator('li', { hasText: 'H002' });
    expect(await hotel.innerText()).toMatch(/Hotel$/);
    expect(await hotel.innerText()).not.toMatch(/HOTEL/);
    expect(await axeViolations(group, 'dialog[open]')).toEqual([]);
    await form.getByRole('button', { name: 'Save' }).click();
    await toast(group, `${ROLE} dispatched to 1 units`).waitFor();

    await row(group, ROLE)
      .getByRole('button', { name: `Departments: ${ROLE}` })
      .click();
    form = dialog(group);
    await form.getByRole('checkbox', { name: /FINANCE/ }).check();
    expect(await axeViolations(group, 'dialog[open]')).toEqual([]);
    await group.screenshot({ path: `${shots}admin-roles-departments.png` });
    await form.getByRole('button', { name: 'Save' }).click();
    await toast(group, `Departments of ${ROLE} saved`).waitFor();
    // Opened again, the department is ticked: the assignment was stored.
    await row(group, ROLE)
      .getByRole('button', { name: `Departments: ${ROLE}` })
      .click();
    await expect
      .poll(() =>
        dialog(group)
          .getByRole('checkbox', { name: /FINANCE/ })
          .isChecked(),
      )
      .toBe(true);
  });
});

import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { dialog, pageApi, serverLogin, shots, signedIn, toast } from './admin-kit';
import { launchChromium } from './browser';

/*
 * The audit trail (guide "Audit and sessions"), in Chromium against the real server: a group
 * administrator changes a role's permissions in the console, finds the change in the Audit trail
 * screen with its before → after diff and exports it as CSV; they never see another group's
 * records, which the platform administrator does see.
 */

const ROLE = `E2E_AUD_${Date.now().toString(36).slice(-5).toUpperCase()}`;

let browser: Browser;
let group: Page;

beforeAll(async () => {
  browser = await launchChromium();
  group = await signedIn(browser, 'G001', 'groupadmin');
});
afterAll(async () => {
  await group?.context().close();
  await browser?.close();
});

/** The audit screen filtered by the search bar's text fields. */
async function filterAudit(page: Page, fields: Record<string, string>) {
  await page.goto('/audit/audit-trail');
  for (const [label, value] of Object.entries(fields)) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
  await page.getByRole('button', { name: 'Query' }).click();
}

describe('audit trail screen', () => {
  it('shows a role permission change with its diff, and exports it', async () => {
    const added = await pageApi<{ id: string }>(group, 'POST', '/role/add', {
      code: ROLE,
      descript: 'E2E audited role',
    });
    expect(added.result).toBe(0);
    await group.goto('/role/roleList');
    const roleRow = group.locator('tbody tr').filter({ hasText: ROLE });
    await roleRow.getByRole('button', { name: `Permissions of ${ROLE}` }).click();
    const form = dialog(group);
    await form.locator('select[name=appCode]').selectOption('GC');
    await form.getByRole('checkbox', { name: /^Room status/ }).check();
    await form.getByRole('button', { name: 'Save' }).click();
    await toast(group, `Permissions of ${ROLE} saved`).waitFor();

    await filterAudit(group, { Action: 'roles.saveAuth' });
    const record = group.locator('tbody tr').filter({ hasText: added.retVal.id });
    await expect.poll(() => record.count()).toBe(1);
    expect(await record.textContent()).toContain('G001 / groupadmin');
    await record.click();
    const detail = dialog(group);
    const diff = detail.getByTestId('audit-diff');
    await diff.waitFor();
    // The ticked menu is a new role_menus row: nothing before, the row after.
    const change = diff.locator('tr').filter({ hasText: 'role_menus' }).first();
    expect(await change.textContent()).toContain(added.retVal.id);
    await group.screenshot({ path: `${shots}audit-trail-diff.png` });
    await group.keyboard.press('Escape');
    await expect.poll(() => dialog(group).count()).toBe(0);

    const [download] = await Promise.all([
      group.waitForEvent('download'),
      group.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toContain('time,actorUnitCode,actorUserCode,action');
    expect(lines.slice(1).every((line) => line.split(',')[3] === 'roles.saveAuth')).toBe(true);
    expect(lines.some((line) => line.includes(added.retVal.id))).toBe(true);
  });

  it('shows a group administrator their units’ records only', async () => {
    // A sign-in of another group leaves a record of that group.
    expect((await serverLogin('G002', 'summitadmin')).result).toBe(0);
    await filterAudit(group, { Unit: 'G002' });
    await group.getByText('No data').waitFor();
    expect(await group.locator('tbody tr').filter({ hasText: 'G002' }).count()).toBe(0);

    const platform = await signedIn(browser, 'PLATFORM', 'admin');
    await filterAudit(platform, { Unit: 'G002' });
    await expect
      .poll(() => platform.locator('tbody tr').filter({ hasText: 'signIn.success' }).count())
      .toBeGreaterThan(0);
    await platform.context().close();
  });
});

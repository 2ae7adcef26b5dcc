import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { signedIn } from './admin-kit';
import { launchChromium } from './browser';
import { searchAndClick as openMenu, sideMenus, topMenus } from './shell-kit';

/*
 * The menu editor against the real server and the demo seed, as the platform administrator uses
 * it: titles, order (drag and keyboard), a granted submenu, and a refused save; the shell shows
 * each change.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** The top menus' name in zh-CN ('shell.menus'). */
const ZH_MENUS = '菜单';

describe('the menu editor (product.md §3 "Menu", §2.8 first-level menus)', () => {
  const editor = (page: Page) => page.getByRole('region', { name: 'Menus', exact: true });
  const topLevel = (page: Page) =>
    editor(page)
      .locator('li[data-menu-row]')
      .evaluateAll((rows) =>
        rows
          .filter((row) => (row as HTMLElement).querySelector('[style*="padding-left: 0rem"]'))
          .map((row) => row.getAttribute('data-menu-row')),
      );

  it("edits a menu's title, reorders by drag and by keyboard, and the shell shows it after a reload", async () => {
    const page = await signedIn(browser, 'PLATFORM', 'admin');
    await page.setViewportSize({ width: 1920, height: 1400 });
    await page.goto('/blank');
    await openMenu(page, 'menus', 'Menus');
    await page.waitForURL('**/apply/menu-list');
    await page.locator('select[name=appCode]').selectOption('UC');
    await editor(page).locator('li[data-menu-row=UC_REPORTS]').waitFor();
    const before = await topLevel(page);
    expect(before).toEqual(['UC_SYSTEM', 'UC_APPLY', 'UC_MESSAGES', 'UC_HELP', 'UC_REPORTS']);

    // The title: edit, save, and the row says the new one. The seeded Chinese title is cleared
    // as the title changes, so Chinese readers see the edit too (product.md §4 "Language").
    await page.getByRole('button', { name: 'Edit menu Report centre' }).click();
    const form = page.locator('dialog[open]').last();
    await expect(form.locator('input[name=titleZh]').inputValue()).resolves.toBe('报表中心');
    await form.locator('input[name=title]').fill('Reports hub');
    await expect(form.locator('input[name=titleZh]').inputValue()).resolves.toBe('');
    await form.getByRole('button', { name: 'Save' }).click();
    await editor(page).getByText('Reports hub', { exact: true }).waitFor();

    // Drag: Reports hub onto the upper half of Help goes before it.
    await editor(page)
      .locator('li[data-menu-row=UC_REPORTS]')
      .dragTo(editor(page).locator('li[data-menu-row=UC_HELP]'), {
        targetPosition: { x: 40, y: 3 },
      });
    await expect
      .poll(() => topLevel(page))
      .toEqual(['UC_SYSTEM', 'UC_APPLY', 'UC_MESSAGES', 'UC_REPORTS', 'UC_HELP']);
    // Keyboard: one place up, with the focus on its Up button and Enter.
    await page.getByRole('button', { name: 'Move menu Reports hub up' }).focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => topLevel(page))
      .toEqual(['UC_SYSTEM', 'UC_APPLY', 'UC_REPORTS', 'UC_MESSAGES', 'UC_HELP']);

    // The shell reads the menus again on a reload.
    await page.goto('/blank');
    await page.reload();
    await expect
      .poll(() => topMenus(page).locator('[data-menu]').allTextContents())
      .toEqual(['System management', 'Applications', 'Reports hub', 'Messages', 'Help']);
    // In zh-CN too: the administrator's title, not the seeded translation of the old one.
    await page.evaluate(() => localStorage.setItem('portico.locale', 'zh-CN'));
    await page.reload();
    await expect
      .poll(() =>
        page
          .getByRole('navigation', { name: ZH_MENUS, exact: true })
          .locator('[data-menu]')
          .allTextContents(),
      )
      .toEqual(['系统管理', '应用', 'Reports hub', '消息', '帮助']);
    await page.evaluate(() => localStorage.setItem('portico.locale', 'en-US'));
    await page.reload();

    // Put back what the other files of the run expect.
    await page.goto('/apply/menu-list');
    await page.locator('select[name=appCode]').selectOption('UC');
    await editor(page).locator('li[data-menu-row=UC_REPORTS]').waitFor();
    for (const order of [
      ['UC_SYSTEM', 'UC_APPLY', 'UC_MESSAGES', 'UC_REPORTS', 'UC_HELP'],
      ['UC_SYSTEM', 'UC_APPLY', 'UC_MESSAGES', 'UC_HELP', 'UC_REPORTS'],
    ]) {
      await page.getByRole('button', { name: 'Move menu Reports hub down' }).click();
      await expect.poll(() => topLevel(page)).toEqual(order);
    }
    await page.getByRole('button', { name: 'Edit menu Reports hub' }).click();
    await page.locator('dialog[open] input[name=title]').fill('Report centre');
    await page.locator('dialog[open] input[name=titleZh]').fill('报表中心');
    await page.locator('dialog[open]').getByRole('button', { name: 'Save' }).click();
    await editor(page).getByText('Report centre', { exact: true }).waitFor();
    expect(await topLevel(page)).toEqual(before);
    await page.context().close();
  });

  it('a submenu added with the grant on (the default) shows in the shell of those who see its parent', async () => {
    const page = await signedIn(browser, 'PLATFORM', 'admin');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/apply/menu-list');
    await page.locator('select[name=appCode]').selectOption('UC');
    await page.getByRole('button', { name: 'Add below Help', exact: true }).click();
    const form = page.locator('dialog[open]').last();
    await expect(form.locator('input[name=grantLikeParent]').isChecked()).resolves.toBe(true);
    await form.locator('input[name=title]').fill('Front office guide');
    await form.locator('input[name=identity]').fill('UC_E2E_GUIDE');
    await form.locator('input[name=link]').fill('https://portico.example/guide');
    await form.locator('select[name=winType]').selectOption('NEWBLANK');
    await form.getByRole('button', { name: 'Save' }).click();
    await editor(page).locator('li[data-menu-row=UC_E2E_GUIDE]').waitFor();
    // The editor's own shell has it at once, without a role edit or a new sign-in.
    await page.getByRole('searchbox', { name: 'Search menus' }).fill('Front office');
    await sideMenus(page).getByText('Front office guide', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Delete menu Front office guide' }).click();
    await page
      .locator('dialog[open]')
      .last()
      .getByRole('button', { name: /^(Delete|OK|Confirm)$/ })
      .click();
    await expect.poll(() => editor(page).locator('li[data-menu-row=UC_E2E_GUIDE]').count()).toBe(0);
    await page.context().close();
  });

  it('asks before deleting a menu, and a refused save keeps the dialog open with the reason', async () => {
    const page = await signedIn(browser, 'PLATFORM', 'admin');
    await page.goto('/apply/menu-list');
    await page.locator('select[name=appCode]').selectOption('UC');
    await page.getByRole('button', { name: 'Add top-level menu' }).click();
    const form = page.locator('dialog[open]').last();
    await form.locator('input[name=title]').fill('Duplicate');
    await form.locator('input[name=identity]').fill('UC_REPORTS');
    await form.getByRole('button', { name: 'Save' }).click();
    await page
      .locator('[role=status], [role=alert]')
      .filter({ hasText: 'Menu identity UC_REPORTS already exists in this application' })
      .first()
      .waitFor();
    await form.locator('input[name=identity]').fill('UC_E2E_TEMP');
    await form.getByRole('button', { name: 'Save' }).click();
    await editor(page).locator('li[data-menu-row=UC_E2E_TEMP]').waitFor();

    await page.getByRole('button', { name: 'Delete menu Duplicate' }).click();
    const confirm = page.locator('dialog[open]').last();
    await confirm.getByText('also deletes its submenus, buttons and grants').waitFor();
    await confirm.getByRole('button', { name: /^(Delete|OK|Confirm)$/ }).click();
    await expect.poll(() => editor(page).locator('li[data-menu-row=UC_E2E_TEMP]').count()).toBe(0);
    await page.context().close();
  });
});

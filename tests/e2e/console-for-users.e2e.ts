import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { shots, signedIn } from './admin-kit';
import { launchChromium } from './browser';
import { searchAndClick as openMenu, topMenus } from './shell-kit';

/*
 * The console as a new user meets it, against the real server and the demo seed: the hub's own
 * update history and report, framed pages without their own chrome, the translator's way to the
 * editor, every administration screen reachable from the seeded menus, and seeded data named in
 * Chinese for a Chinese reader.
 */

let browser: Browser;
let admin: Page;
beforeAll(async () => {
  browser = await launchChromium();
  admin = await signedIn(browser, 'PLATFORM', 'admin');
  await admin.setViewportSize({ width: 1280, height: 800 });
});
afterAll(async () => {
  await browser?.close();
});

describe("the hub's own pages (product.md §2.8 user bar, §2.5 /report)", () => {
  it("the user bar's 'Update history' opens the hub's update history, not a child app's changelog", async () => {
    await admin.goto('/blank');
    await admin.getByRole('button', { name: 'Operations' }).click();
    const [history] = await Promise.all([
      admin.context().waitForEvent('page'),
      admin.getByRole('menuitem', { name: 'Update history' }).click(),
    ]);
    await history.waitForURL('**/update-history');
    expect(new URL(history.url()).origin).toBe(new URL(admin.url()).origin);
    await history.getByRole('heading', { name: 'Update history', level: 1 }).waitFor();
    await history.getByRole('heading', { name: /^Version 0\.1\.0/ }).waitFor();
    // The child app's changelog names its own app in its header; the hub's page has no such thing.
    await expect(history.locator('[data-page=update-history]').count()).resolves.toBe(0);
    await history.close();
  });

  it("'Daily sign-ins' opens the daily sign-ins report, framed without the hub's chrome twice", async () => {
    await admin.goto('/report/myReport');
    await admin.getByRole('link', { name: 'Daily sign-ins' }).click();
    await admin.waitForURL('**/iframe?**');
    const frame = admin.frameLocator('[data-testid=content-frame]');
    await frame.getByRole('heading', { name: 'Daily sign-ins', level: 1 }).waitFor();
    // Seven days, the admin's own sign-in of today among the successful ones.
    await frame.locator('[data-testid=daily-sign-ins] tbody tr').nth(6).waitFor();
    await expect(frame.locator('[data-testid=daily-sign-ins] tbody tr').count()).resolves.toBe(7);
    const today = await frame
      .locator('[data-testid=daily-sign-ins] tbody tr')
      .first()
      .locator('td')
      .allTextContents();
    expect(Number(today[1])).toBeGreaterThan(0);
    await expect(frame.getByText('Revenue, last 7 days').count()).resolves.toBe(0);
    // product.md §2.8 flags: the framed hub page shows neither the top bar nor the side menus.
    await expect(frame.getByRole('button', { name: 'Operations' }).count()).resolves.toBe(0);
    await expect(frame.getByRole('navigation', { name: 'Menus' }).count()).resolves.toBe(0);
  });
});

describe('a framed child app hides its own chrome (product.md §2.8 query flags)', () => {
  it('the Report centre frame gets hide_top and hide_left, and the child shows no header, user bar, bell or sign-out', async () => {
    // Wide enough for every first-level menu on one page.
    await admin.setViewportSize({ width: 1920, height: 900 });
    await admin.goto('/blank');
    await topMenus(admin).getByRole('link', { name: 'Report centre' }).click();
    const element = admin.getByTestId('content-frame');
    await element.waitFor();
    const src = new URL((await element.getAttribute('src'))!, admin.url());
    expect(src.searchParams.get('hide_top')).toBe('true');
    expect(src.searchParams.get('hide_left')).toBe('true');
    await admin.setViewportSize({ width: 1280, height: 800 });

    // The same page framed from the child apps' own origin (the e2e server serves the examples
    // on another host name), signed in through the hub: content only.
    const report = `${inject('examplesUrl')}/examples/child-app/?app=UC&page=reports`;
    await admin.goto(`/iframe?${new URLSearchParams({ url: report })}`);
    const frame = admin.frameLocator('[data-testid=content-frame]');
    await frame.locator('main').getByRole('heading').first().waitFor({ timeout: 30_000 });
    for (const chrome of [
      'header',
      'portico-user-bar',
      'portico-message-bell',
      '[data-testid=sign-out]',
    ]) {
      await expect(frame.locator(chrome).count(), chrome).resolves.toBe(0);
    }
  });

  it('the same child app opened on its own keeps its header, user bar and bell', async () => {
    const page = await admin.context().newPage();
    await page.goto(`${inject('examplesUrl')}/examples/child-app/?app=UC&page=reports`);
    // Signed in through the hub (the admin's session), the child shows its page with its chrome.
    await page.locator('main').getByRole('heading').first().waitFor({ timeout: 30_000 });
    await page.locator('header [data-testid=sign-out]').waitFor();
    await expect(page.locator('header portico-user-bar').count()).resolves.toBe(1);
    await expect(page.locator('header portico-message-bell').count()).resolves.toBe(1);
    await page.close();
  });
});

describe('the translator (product.md §6 translator permission, §2.9 translation editor)', () => {
  it('reaches the translations screen from its menus and opens the editor from the top bar', async () => {
    const page = await signedIn(browser, 'PLATFORM', 'translator');
    await page.goto('/blank');
    await openMenu(page, 'translations', 'Translations');
    await page.waitForURL('**/config/translations');
    await page.locator('main').getByRole('heading', { name: 'Translations' }).waitFor();
    const entry = page.getByTestId('translation-editor-entry');
    await entry.click();
    await page.getByRole('dialog', { name: 'Translation editor' }).waitFor();
    await page.context().close();
  });

  it('a user without the translator permission has no editor entry', async () => {
    const page = await signedIn(browser, 'G001', 'groupadmin');
    await page.goto('/blank');
    await page.getByRole('button', { name: 'Operations' }).waitFor();
    // The permission is read once signed in; give it the time a slow machine needs.
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('translation-editor-entry').count()).resolves.toBe(0);
    await page.context().close();
  });
});

describe('every administration screen is reachable from the seeded menus (product.md §2.5, §2.8)', () => {
  it.each([
    // The heading names the screen as its menu does (the screens' shared title).
    ['brands', 'Brands and logos', '/code/list', 'Brands and logos'],
    ['application links', 'Application links', '/apply/applyConfigList', 'Application links'],
    ['my reports', 'My reports', '/report/myReport', 'My reports'],
    ['reports of all', 'Reports of all apps', '/report/reportCenter', 'Reports of all apps'],
  ])('%s', async (keyword, menu, path, heading) => {
    await admin.goto('/blank');
    await openMenu(admin, keyword, menu);
    await admin.waitForURL(`**${path}`);
    const title = admin.locator('main').getByRole('heading', { level: 1 });
    await title.waitFor();
    if (heading) await expect(title.textContent()).resolves.toContain(heading);
    expect(new URL(admin.url()).pathname).not.toBe('/403');
  });

  it("no seeded first-level menu is left 'Not configured'", async () => {
    await admin.setViewportSize({ width: 1920, height: 900 });
    await admin.goto('/blank');
    await topMenus(admin).getByRole('link', { name: 'Report centre' }).waitFor();
    await expect(topMenus(admin).locator('[data-menu]').allTextContents()).resolves.toEqual([
      'System management',
      'Applications',
      'Messages',
      'Help',
      'Report centre',
    ]);
    await admin.setViewportSize({ width: 1280, height: 800 });
  });
});

describe('seeded data reads in Chinese (product.md §1)', () => {
  it('apps, reports and tips of the demo data show their zh-CN names', async () => {
    const page = await signedIn(browser, 'PLATFORM', 'admin');
    await page.evaluate(() => localStorage.setItem('portico.locale', 'zh-CN'));
    await page.goto('/apps');
    await page.getByText('集团云控制台').first().waitFor();
    await expect(page.getByText('Group Cloud Console').count()).resolves.toBe(0);

    await page.goto('/report/myReport');
    await page.getByRole('link', { name: '每日登录' }).waitFor();
    await expect(page.getByText('Daily sign-ins').count()).resolves.toBe(0);
    await expect(page.getByText('Login statistics').count()).resolves.toBe(0);

    await page.goto('/blank');
    await page.getByRole('searchbox').fill('关于');
    await page
      .getByRole('navigation', { name: '子菜单' })
      .getByRole('button', { name: '关于' })
      .click();
    await page
      .getByRole('dialog', { name: '关于' })
      .getByText('Portico 用户中心，演示数据')
      .waitFor();
    await page.context().close();
  });
});

describe('seeded names in the permission trees read in Chinese (product.md §1)', () => {
  it("a role's permission tree shows the zh-CN names of the seed", async () => {
    const page = await signedIn(browser, 'PLATFORM', 'admin');
    await page.evaluate(() => localStorage.setItem('portico.locale', 'zh-CN'));
    await page.goto('/role/admin-roles');
    await page.getByRole('button', { name: 'PLATFORM_ADMIN 的权限' }).first().click();
    const tree = page.locator('dialog[open]').last();
    await tree.locator('select[name=appCode] option[value=UC]').waitFor({ state: 'attached' });
    await tree.locator('select[name=appCode]').selectOption('UC');
    await tree.getByText('系统管理', { exact: true }).first().waitFor();
    await expect(tree.getByText('System management', { exact: true }).count()).resolves.toBe(0);
    await page.context().close();
  });
});

describe('seeded tips and "My Apps" read in Chinese (product.md §1, §2.7, §4)', () => {
  it("a hotel user's tip strip and My Apps popover show the seeded zh-CN wording", async () => {
    const page = await signedIn(browser, 'H001', 'frontdesk');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.evaluate(() => localStorage.setItem('portico.locale', 'zh-CN'));
    await page.goto('/blank');
    await page.getByText('今晚 23:00–23:30 系统升级', { exact: true }).waitFor();
    await expect(page.getByText('System upgrade tonight', { exact: false }).count()).resolves.toBe(
      0,
    );

    // The element on a business page asks for its own locale's descriptions.
    await page.goto('/examples/plain-html/');
    const popover = page.locator('portico-app-popover');
    await popover.locator('[part~=base]').click();
    await popover.locator('[part~=app][data-code=GC]').waitFor();
    const names = await popover.locator('[part~=app]').allTextContents();
    expect(names.join(' ')).toContain('海港控制台');
    expect(names.join(' ')).not.toContain('Harbour console');
    await page.screenshot({ path: `${shots}zh-my-apps.png` });
    await page.context().close();
  });
});

describe('application links in both languages (product.md §1, §2.5 /apply/applyConfigList, §2.7)', () => {
  it('the list shows a Chinese reader the Chinese wording, and the form edits it', async () => {
    const page = await signedIn(browser, 'PLATFORM', 'admin');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.evaluate(() => localStorage.setItem('portico.locale', 'zh-CN'));
    await page.goto('/apply/applyConfigList');
    const row = page.getByRole('row').filter({ hasText: 'KFPLAT' });
    await expect.poll(() => row.textContent()).toContain('客服');
    expect(await row.textContent()).not.toContain('Customer service');

    await page.getByRole('button', { name: '编辑链接 KFPLAT' }).click();
    const form = page.locator('dialog[open]').last();
    await expect(form.getByLabel('中文描述').inputValue()).resolves.toBe('客服');
    await form.getByLabel('中文描述').fill('客服中心');
    await page.screenshot({ path: `${shots}zh-app-link-form.png` });
    await form.getByRole('button', { name: '保存' }).click();
    await form.waitFor({ state: 'detached' });
    await expect.poll(() => row.textContent()).toContain('客服中心');

    // The English reader keeps the stored description.
    await page.evaluate(() => localStorage.setItem('portico.locale', 'en-US'));
    await page.reload();
    await expect.poll(() => row.textContent()).toContain('Customer service');
    await page.context().close();
  });
});

describe('the top bar at 1280 px (product.md §2.8 first-level menus paged when they do not fit)', () => {
  it('holds more than one first-level menu per page in English', async () => {
    const page = await signedIn(browser, 'PLATFORM', 'admin');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/blank');
    await topMenus(page).locator('[data-menu]').first().waitFor();
    await expect
      .poll(() => topMenus(page).locator('[data-menu]').count())
      .toBeGreaterThanOrEqual(2);
    // The names the bar shortens keep their full text as a tooltip.
    await expect(
      page.locator('.shell-user-bar [title="Platform Administrator"]').count(),
    ).resolves.toBe(1);
    await page.context().close();
  });
});

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import {
  addUnsetMenu,
  search,
  shots,
  sideMenus,
  topMenuNames,
  topMenus,
  useShellBrowser,
} from './shell-kit';

/*
 * The main shell of product.md §2.8 against the real server and the demo seed, beyond the menus'
 * window types: a first-level menu with an address or nothing, the hide flags, the /iframe
 * allow-list, the page link, the layouts, /gc and /newwindow, the zh-CN chrome and the guided
 * intro of a forced password change.
 */

const baseUrl = inject('baseUrl');

const signedIn = useShellBrowser();

describe('main shell (product.md §2.8) as PLATFORM/admin, en-US: addresses, flags and layouts', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ context, page } = await signedIn());
  });
  afterAll(async () => {
    await context?.close();
  });
  it("a first-level menu with neither address nor children says 'Primary menu needs be set submenus or address'", async () => {
    await page.setViewportSize({ width: 1920, height: 900 });
    const saved = await addUnsetMenu(page, 'Not configured');
    await page.goto('/blank');
    await topMenus(page).getByRole('button', { name: 'Not configured' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Primary menu needs be set submenus or address' })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/blank');
    await page.evaluate((raw) => localStorage.setItem('portico.session', raw), saved);
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('hide_left, hide_top and project=DHY hide the left menu and the top', async () => {
    const visible = async (query: string) => {
      await page.goto(`/blank${query}`);
      await page.getByRole('heading', { name: 'Workspace' }).waitFor();
      return {
        top: await topMenus(page).count(),
        left: await sideMenus(page).count(),
      };
    };
    await expect(visible('')).resolves.toEqual({ top: 1, left: 1 });
    await expect(visible('?hide_left=true')).resolves.toEqual({ top: 1, left: 0 });
    await expect(visible('?hide_top=true')).resolves.toEqual({ top: 0, left: 1 });
    await expect(visible('?project=DHY')).resolves.toEqual({ top: 0, left: 0 });
  });

  it("/iframe refuses a url outside the allow-list: 'illegal external link', and the url is dropped", async () => {
    await page.goto('/iframe?identity=UC_EMBEDDED&url=javascript:alert(document.domain)');
    await page.getByRole('alert').filter({ hasText: 'Illegal external links' }).waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.has('url')).toBe(false);
    expect(new URL(page.url()).searchParams.get('identity')).toBe('UC_EMBEDDED');
    await expect(page.getByTestId('content-frame').count()).resolves.toBe(0);
    await page.screenshot({ path: `${shots}shell-illegal-link.png` });
  });

  it('copy page link copies the address with the language added', async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await page.goto('/blank?hide_left=true');
    await page.getByRole('button', { name: 'Copy page link' }).click();
    await page.getByRole('status').filter({ hasText: 'Link copied' }).waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(
      `${baseUrl}/blank?hide_left=true&language=en-US`,
    );
  });

  it('the 240-wide sidebar layout tiles the menus and refuses to collapse; the tree layout collapses', async () => {
    await page.goto('/blank');
    const collapse = page.getByRole('button', { name: 'Collapse the second-level menu' });
    await collapse.click();
    await expect.poll(() => sideMenus(page).count()).toBe(0);
    await page.getByRole('button', { name: 'Expand the second-level menu' }).click();
    await expect(sideMenus(page).count()).resolves.toBe(1);

    await page.getByRole('button', { name: 'Sidebar layout' }).click();
    const aside = page.locator('aside[data-layout=sidebar]');
    await expect(aside.evaluate((el) => el.getBoundingClientRect().width)).resolves.toBe(240);
    const tiled = page.getByRole('button', { name: 'Cannot collapse in tiled mode' });
    await expect(tiled.getAttribute('aria-disabled')).resolves.toBe('true');
    await tiled.click({ force: true });
    await expect(sideMenus(page).count()).resolves.toBe(1);
    await page.screenshot({ path: `${shots}shell-sidebar-layout.png` });
    // Back to the tree layout for whoever comes next.
    await page.getByRole('button', { name: 'Sidebar layout' }).click();
    await expect(page.locator('aside[data-layout=tree]').count()).resolves.toBe(1);
  });

  it('/gc shows the shell with the GC menu tree; SJTB is hidden while shuxiang and polin are off', async () => {
    await page.goto('/gc');
    await expect.poll(() => topMenuNames(page)).toEqual(['Operations', 'Reports']);
    await search(page).fill('data sync');
    await expect(sideMenus(page).getByRole('status').textContent()).resolves.toBe(
      'No matching menu',
    );
    await search(page).fill('room status');
    await sideMenus(page).getByRole('link', { name: 'Room status' }).click();
    // GC pages frame in /gc itself, so the shell keeps showing the GC menus.
    await page.waitForURL('**/gc?**');
    await expect(page.getByTestId('content-frame').getAttribute('src')).resolves.toBe(
      `${baseUrl}/examples/child-app/?app=GC&page=rooms&hide_top=true&hide_left=true`,
    );
    await expect(page.title()).resolves.toBe('Group Center - Room status');
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `${shots}shell-gc.png` });
  });

  it('/newwindow shows one page without the shell chrome', async () => {
    await page.goto('/newwindow?identity=UC_EMBEDDED');
    const frame = page.getByTestId('content-frame');
    await expect(frame.getAttribute('src')).resolves.toBe(
      `${baseUrl}/examples/child-app/?app=UC&page=embedded&hide_top=true&hide_left=true`,
    );
    await expect(topMenus(page).count()).resolves.toBe(0);
    await expect(sideMenus(page).count()).resolves.toBe(0);
    await expect(page.title()).resolves.toBe('User Center - Embedded page');
  });
});

describe('main shell in zh-CN', () => {
  it('the chrome speaks Chinese, and the primary-menu message too', async () => {
    const { context, page } = await signedIn('中文', { width: 1920, height: 900 });
    try {
      await addUnsetMenu(page, '未配置');
      await page.goto('/blank');
      await page.getByRole('heading', { name: '工作台' }).waitFor();
      await page.getByRole('searchbox', { name: '搜索菜单' }).waitFor();
      await page.getByRole('button', { name: '复制页面链接' }).waitFor();
      await page
        .getByRole('navigation', { name: '菜单' })
        .getByRole('button', { name: '未配置' })
        .click();
      await page.getByRole('alert').filter({ hasText: '一级菜单需要设置子菜单或地址' }).waitFor();
      await page.getByRole('searchbox', { name: '搜索菜单' }).fill('zzz');
      await page.getByText('没有匹配的菜单').waitFor();
      await page.getByRole('searchbox', { name: '搜索菜单' }).fill('');
      await page.goto('/iframe?url=javascript:alert(1)');
      await page.getByRole('alert').filter({ hasText: '不合法的外部链接' }).waitFor();
      await page.goto('/user/user-list');
      await page.getByTestId('watermark').waitFor();
      await page.screenshot({ path: `${shots}shell-zh-CN.png` });
    } finally {
      await context.close();
    }
  });
});

describe('guided intro (product.md §2.8) when the initial password must be changed', () => {
  it("highlights update-password with a short text over the forced change, and 'got it' ends it", async () => {
    const { context, page } = await signedIn();
    try {
      await page.goto('/blank');
      await page.getByRole('heading', { name: 'Workspace' }).waitFor();
      await expect(page.getByTestId('password-intro').count()).resolves.toBe(0);

      // The session as the server answers for a user at first login (firstLogin T, not
      // backdoor); the demo's own such user (H001/newhire) is left to the session-state tests,
      // which change that password.
      await page.evaluate(() => {
        const session = JSON.parse(localStorage.getItem('portico.session')!);
        session.userInfoDO.firstLogin = 'T';
        localStorage.setItem('portico.session', JSON.stringify(session));
      });
      await page.reload();
      const intro = page.getByTestId('password-intro');
      await intro.getByText('Change your initial password').waitFor();
      await expect(intro.textContent()).resolves.toContain(
        'Your initial password must be changed: click here to update it',
      );
      // The spotlight sits on the update-password entry. The forced modal hides the page from the accessibility tree, so it is found by its mark.
      const entry = await page
        .locator('[data-intro="update-password"]')
        .evaluate((el) => el.getBoundingClientRect().toJSON());
      const card = await intro
        .locator('div')
        .nth(1)
        .evaluate((el) => el.getBoundingClientRect().toJSON());
      expect(card.top).toBeGreaterThan(entry.bottom);
      await page.screenshot({ path: `${shots}shell-intro.png` });

      await intro.locator('button', { hasText: 'Got it' }).click();
      await expect.poll(() => intro.count()).toBe(0);
      await page.reload();
      await page.locator('[data-intro="update-password"]').waitFor();
      await page.waitForTimeout(500);
      await expect(page.getByTestId('password-intro').count()).resolves.toBe(0);
    } finally {
      await context.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from './browser';

/*
 * The main shell of product.md §2.8 against the real server and the demo seed: the hub's admin
 * (PLATFORM/admin) sees the user centre's menus (UC: three levels, every window type, a
 * first-level menu with an address) and the GC menus on /gc.
 */

const baseUrl = inject('baseUrl');
const shots = new URL('../../test-results/', import.meta.url).pathname;

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

type Language = 'English' | '中文';

/** Signs in at the hub's sso page (as walking-skeleton.e2e.ts does) and waits for the launcher. */
async function signIn(page: Page, language: Language = 'English') {
  await page.goto('/sso');
  await page.getByRole('button', { name: language }).click();
  await page.locator('input[name=unitCode]').fill('PLATFORM');
  await page.locator('input[name=userCode]').fill('admin');
  await page.locator('input[name=password]').fill('Portico#2026');
  await page.locator('input[name=agreement]').check();
  await page
    .getByRole('button', { name: language === 'English' ? 'Log in' : '登录', exact: true })
    .click();
  await page.waitForURL('**/apps');
}

async function newSignedInPage(
  language: Language = 'English',
  viewport = { width: 1280, height: 800 },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: language === 'English' ? 'en-US' : 'zh-CN',
    viewport,
  });
  const page = await context.newPage();
  await signIn(page, language);
  return { context, page };
}

const topMenus = (page: Page) => page.getByRole('navigation', { name: 'Menus', exact: true });
const sideMenus = (page: Page) => page.getByRole('navigation', { name: 'Sub-menus', exact: true });
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search menus' });

/** Opens a menu found by the side search: it reaches every menu, whatever the top page shows. */
async function searchAndClick(page: Page, keyword: string, name: string, modifiers?: ['Control']) {
  await search(page).fill(keyword);
  await sideMenus(page).getByRole('link', { name, exact: true }).click({ modifiers });
}

/**
 * The seed configures every first-level menu; an installation's unfinished one (neither address
 * nor children) is put into this session's stored menus, the login info the shell reads at start.
 * Answers the stored info as it was, to put back.
 */
async function addUnsetMenu(page: Page, title: string): Promise<string> {
  return page.evaluate((title) => {
    const raw = localStorage.getItem('portico.session')!;
    const info = JSON.parse(raw) as { menus: unknown[] };
    info.menus.push({
      name: 'UNSET',
      title,
      path: null,
      link: null,
      identity: 'E2E_UNSET',
      winType: 'ROUTE',
      stretch: 'F',
      icon: null,
      tip: null,
      children: [],
    });
    localStorage.setItem('portico.session', JSON.stringify(info));
    return raw;
  }, title);
}

async function topMenuNames(page: Page): Promise<string[]> {
  return topMenus(page).locator('[data-menu]').allTextContents();
}

describe('main shell (product.md §2.8) as PLATFORM/admin, en-US', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ context, page } = await newSignedInPage());
  });
  afterAll(async () => {
    await context?.close();
  });

  it('the hub home /blank shows the shell: top menus, side tree, notice strip, user bar and bell', async () => {
    await page.goto('/blank');
    await page.getByRole('heading', { name: 'Workspace' }).waitFor();
    // The user bar, whose operation menu holds logout (product.md §2.8).
    await page.getByRole('button', { name: 'Operations' }).waitFor();
    await page.getByRole('button', { name: /^Messages/ }).waitFor();
    await page.getByRole('region', { name: 'System tip' }).waitFor();
    // The shell's own buttons of the top user bar.
    for (const name of ['Refresh', 'Copy page link', 'Full screen', 'Update password']) {
      await page.getByRole('button', { name, exact: true }).waitFor();
    }
    await expect(page.title()).resolves.toBe('User Center');
    await page.screenshot({ path: `${shots}shell-blank.png` });

    // The update-password entry opens the elements' password modal (no change is forced here).
    await page.getByRole('button', { name: 'Update password' }).click();
    const modal = page.getByRole('dialog', { name: 'Change password' });
    await modal.waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => modal.count()).toBe(0);
  });

  it('first-level menus are paged with previous/next controls when they need more than one page', async () => {
    await page.setViewportSize({ width: 1100, height: 800 });
    await page.goto('/blank');
    const next = page.getByRole('button', { name: 'Next page' });
    const previous = page.getByRole('button', { name: 'Previous page' });
    await expect(previous.isDisabled()).resolves.toBe(true);
    const seen = [...(await topMenuNames(page))];
    while (!(await next.isDisabled())) {
      await next.click();
      seen.push(...(await topMenuNames(page)));
    }
    expect(seen).toEqual(['System management', 'Applications', 'Help', 'Report centre']);
    await expect(previous.isDisabled()).resolves.toBe(false);

    // With room for all of them there is one page and no page control.
    await page.setViewportSize({ width: 1920, height: 900 });
    await page.goto('/blank');
    await expect.poll(() => topMenuNames(page)).toHaveLength(4);
    await expect(next.count()).resolves.toBe(0);
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('the side navigation shows the second and third levels of the chosen first-level menu; groups collapse', async () => {
    await page.setViewportSize({ width: 1920, height: 900 });
    await page.goto('/blank');
    await topMenus(page).getByRole('button', { name: 'Applications' }).click();
    const side = sideMenus(page);
    await side.getByRole('button', { name: 'Configuration' }).waitFor();
    await side.getByRole('link', { name: 'Domains' }).waitFor();
    const group = side.getByRole('button', { name: 'Application centre' });
    await expect(group.getAttribute('aria-expanded')).resolves.toBe('true');
    await group.click();
    await expect(group.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect.poll(() => side.getByRole('link', { name: 'Opening tasks' }).count()).toBe(0);
    await group.click();
    await side.getByRole('link', { name: 'Opening tasks' }).waitFor();
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it("the keyword search filters every menu (text trimmed) and says 'no matching menu'", async () => {
    await page.goto('/blank');
    await search(page).fill('   unit users  ');
    const links = sideMenus(page).getByRole('link');
    await expect(links.allTextContents()).resolves.toEqual(['Unit users']);
    // A match in another first-level menu is found too, with its ancestors.
    await search(page).fill('embedded');
    await expect(links.allTextContents()).resolves.toEqual(['Embedded page']);
    await sideMenus(page).getByRole('button', { name: 'Help' }).waitFor();
    await search(page).fill('no such menu');
    await expect(sideMenus(page).getByRole('status').textContent()).resolves.toBe(
      'No matching menu',
    );
    await search(page).fill('');
  });

  it('ROUTE navigates in the router; the watermark (unit name + user code, 0.15) covers /user/user-list', async () => {
    await page.goto('/blank');
    await searchAndClick(page, 'users', 'Users');
    await page.waitForURL('**/user/user-list');
    // The user list is an admin screen of the shell: its heading, menus still there.
    await page.getByRole('heading', { name: 'Users', exact: true }).waitFor();
    await expect(
      sideMenus(page)
        .getByRole('link', { name: 'Users', exact: true })
        .getAttribute('aria-current'),
    ).resolves.toBe('page');
    const watermark = page.getByTestId('watermark');
    await expect(watermark.locator('span').first().textContent()).resolves.toBe(
      'Portico Platform admin',
    );
    const style = await watermark.evaluate((el) => getComputedStyle(el));
    expect({ opacity: style.opacity, pointerEvents: style.pointerEvents }).toEqual({
      opacity: '0.15',
      pointerEvents: 'none',
    });
    await expect(page.title()).resolves.toBe('User Center - Users');
    await page.screenshot({ path: `${shots}shell-watermark.png` });

    // Only the four pages of the spec carry it.
    await searchAndClick(page, 'roles', 'Roles');
    await page.waitForURL('**/role/roleList');
    await expect.poll(() => page.getByTestId('watermark').count()).toBe(0);
  });

  it('CURRENTPAGE shows the link in the embedded frame through /iframe (identity, language, url)', async () => {
    await page.goto('/blank');
    await searchAndClick(page, 'embedded', 'Embedded page');
    await page.waitForURL('**/iframe?**');
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({
      identity: 'UC_EMBEDDED',
      language: 'en-US',
      url: '/examples/child-app/?app=UC&page=embedded',
    });
    const frame = page.getByTestId('content-frame');
    await expect(frame.getAttribute('src')).resolves.toBe(
      `${baseUrl}/examples/child-app/?app=UC&page=embedded&hide_top=true&hide_left=true`,
    );
    await expect(frame.getAttribute('title')).resolves.toBe('Embedded page');
    // identity selects the menu and names the page (product.md §2.8, §2.4 title rule).
    await expect(page.title()).resolves.toBe('User Center - Embedded page');
    await expect(
      sideMenus(page).getByRole('link', { name: 'Embedded page' }).getAttribute('aria-current'),
    ).resolves.toBe('page');
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `${shots}shell-frame.png` });

    // Refresh reloads the content: the frame is a new element afterwards.
    await frame.evaluate((el) => el.setAttribute('data-before-refresh', ''));
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => page.locator('[data-before-refresh]').count()).toBe(0);
    await frame.waitFor();

    // Full screen shows the content area alone.
    await page.getByRole('button', { name: 'Full screen' }).click();
    await expect
      .poll(() =>
        page.evaluate(
          () => document.fullscreenElement?.contains(document.querySelector('iframe')) ?? false,
        ),
      )
      .toBe(true);
    await page.evaluate(() => document.exitFullscreen());
    await page.getByRole('button', { name: 'Full screen' }).waitFor();
  });

  it('ALERT opens a modal over the shell', async () => {
    await page.goto('/blank');
    await search(page).fill('about');
    await sideMenus(page).getByRole('button', { name: 'About' }).click();
    const dialog = page.getByRole('dialog', { name: 'About' });
    await expect(dialog.textContent()).resolves.toContain('Portico user centre, demo data');
    await page.screenshot({ path: `${shots}shell-alert.png` });
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
  });

  it('NEWPAGE opens a new tab through /iframe; NEWBLANK opens the link itself; ctrl-click opens any menu in a new tab', async () => {
    await context.route('https://portico.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Help</title>help' }),
    );
    await page.goto('/blank');

    const [versionLog] = await Promise.all([
      context.waitForEvent('page'),
      searchAndClick(page, 'version', 'Version log'),
    ]);
    await versionLog.waitForURL('**/iframe?**');
    expect(Object.fromEntries(new URL(versionLog.url()).searchParams)).toEqual({
      identity: 'UC_VERSION_LOG',
      language: 'en-US',
      // The hub's version log is its own update history, not a child app's changelog.
      url: '/update-history',
    });
    await versionLog.getByTestId('content-frame').waitFor();
    await versionLog.close();

    const [help] = await Promise.all([
      context.waitForEvent('page'),
      searchAndClick(page, 'help centre', 'Help centre'),
    ]);
    await help.waitForURL('https://portico.example/help');
    await help.close();

    const [users] = await Promise.all([
      context.waitForEvent('page'),
      searchAndClick(page, 'users', 'Users', ['Control']),
    ]);
    await users.waitForURL('**/user/user-list');
    await users.close();
    // The shell itself stayed where it was.
    expect(new URL(page.url()).pathname).toBe('/blank');
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
    const { context, page } = await newSignedInPage('中文', { width: 1920, height: 900 });
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
    const { context, page } = await newSignedInPage();
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

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import {
  search,
  searchAndClick,
  shots,
  sideMenus,
  topMenuNames,
  topMenus,
  useShellBrowser,
} from './shell-kit';

/*
 * The main shell of product.md §2.8 against the real server and the demo seed: the hub's admin
 * (PLATFORM/admin) sees the user centre's menus (UC: three levels, every window type) and opens
 * them in the router, the embedded frame, a modal or a new tab.
 */

const baseUrl = inject('baseUrl');

const signedIn = useShellBrowser();

describe('main shell (product.md §2.8) as PLATFORM/admin, en-US', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ context, page } = await signedIn());
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
    expect(seen).toEqual([
      'System management',
      'Applications',
      'Messages',
      'Help',
      'Report centre',
    ]);
    await expect(previous.isDisabled()).resolves.toBe(false);

    // With room for all of them there is one page and no page control.
    await page.setViewportSize({ width: 1920, height: 900 });
    await page.goto('/blank');
    await expect.poll(() => topMenuNames(page)).toHaveLength(5);
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
});

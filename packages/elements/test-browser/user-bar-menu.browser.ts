import { afterAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { barPage, choose, clip, done, openMenu, recordEvents, shots } from './bar-page';
import { closeBrowser, focused, ORIGIN, sessionInfo } from './harness';

afterAll(closeBrowser);

describe('<portico-user-bar> user info and operation menu (product.md §2.8)', () => {
  it('shows unit, user and department in the user-info dropdown', async () => {
    const { page, bar, context, errors } = await barPage();
    const button = bar.locator('[part~="user-info-button"]');
    await button.click();
    const info = bar.getByRole('dialog', { name: 'Account details' });
    await info.waitFor();
    expect(await info.locator('dt').allTextContents()).toEqual([
      'Unit code',
      'Unit name',
      'User code',
      'User name',
      'Department',
    ]);
    expect(await info.locator('dd').allTextContents()).toEqual([
      'H001',
      'Harbour View Hotel',
      'frontdesk',
      'Front Desk',
      'Front Office',
    ]);
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await page.screenshot({ path: `${shots}elements-user-bar-info.png`, clip: clip() });
    await page.keyboard.press('Escape');
    await expect.poll(() => info.count()).toBe(0);
    await expect.poll(() => focused(page)).toMatch(/^button#FUserFront Desk/);
    expect(errors).toEqual([]);
    await done(context);
  });

  it('lists the operations in order, opens from the keyboard, and moves with the arrows', async () => {
    const { page, bar, context } = await barPage();
    const menuButton = bar.locator('[part~="menu-button"]');
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const menu = bar.getByRole('menu', { name: 'Operations' });
    await menu.waitFor();
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual([
      'Update password',
      'Change language',
      'Change logo',
      'Change unit',
      'Update history',
      'Password e-mail',
      'Sign-in security',
      "Where you're signed in",
      'Log out',
    ]);
    await expect.poll(() => focused(page)).toBe('button#Update password');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focused(page)).toBe('button#Change language');
    await page.keyboard.press('End');
    await expect.poll(() => focused(page)).toBe('button#Log out');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focused(page)).toBe('button#Update password');
    expect(await axeViolations(page, ['#bar'])).toEqual([]);
    await page.screenshot({ path: `${shots}elements-user-bar-menu.png`, clip: clip(460) });
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.count()).toBe(0);
    await expect.poll(() => focused(page)).toBe('button#Operations');
    await done(context);
  });

  it('adds the backdoor option for canUseBackdoor users, and hides what `hide` names', async () => {
    const { page, bar, context } = await barPage({
      session: sessionInfo({ canUseBackdoor: 'T', isBackdoor: 'T' }),
    });
    let menu = await openMenu(page);
    expect(await menu.getByRole('menuitem').allTextContents()).toContain('Backdoor');
    await page.keyboard.press('Escape');
    await bar.evaluate((el) => el.setAttribute('hide', 'language, LOGO history nonsense'));
    menu = await openMenu(page);
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual([
      'Update password',
      'Change unit',
      'Password e-mail',
      'Sign-in security',
      "Where you're signed in",
      'Backdoor',
      'Log out',
    ]);
    await page.keyboard.press('Escape');
    await bar.evaluate((el) => el.removeAttribute('hide'));
    menu = await openMenu(page);
    expect(await menu.getByRole('menuitem').count()).toBe(10);
    await done(context);
  });

  it('update password opens the change-password modal in its normal mode', async () => {
    const { page, bar, context } = await barPage();
    await choose(page, 'Update password');
    const dialog = bar.getByRole('dialog', { name: 'Change password' });
    await dialog.waitFor();
    expect(await dialog.locator('[part~="forced-message"]').count()).toBe(0);
    await expect.poll(() => focused(page)).toBe('input#');
    await dialog.locator('[part~="close-button"]').click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => focused(page)).toBe('button#Operations');
    await done(context);
  });

  it('logs out from the menu and follows logout-redirect', async () => {
    const { page, backend, context } = await barPage();
    const events = await recordEvents(page);
    const menu = await openMenu(page);
    await menu.locator('[part~="logout-button"]').click();
    await page.waitForURL(`${ORIGIN}/login`);
    expect(backend.calls.map((c) => `${c.method} ${c.path}`)).toContain('GET /uc/sso/logout');
    expect(await events()).toEqual([{ type: 'portico-logged-out', detail: null }]);
    await done(context);
  });
});

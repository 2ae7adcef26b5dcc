import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { fakeMessages } from '../src/testing/fake-messages';
import { barPage, choose, done, openMenu } from './bar-page';
import { closeBrowser, focused, openPage } from './harness';

afterAll(closeBrowser);

/**
 * Every tabs and menu widget inside the elements' shadow roots, driven by the real keyboard in
 * Chromium (WAI-ARIA tabs and menu patterns). Inside a shadow root `document.activeElement`
 * is the host, so a roving focus that reads it breaks: these tests pin that it does not.
 */

/** The role of the focused element, looking through shadow roots. */
const focusedRole = (page: Page) =>
  page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active?.getAttribute('role') ?? active?.localName ?? 'none';
  });

const selectedTab = (scope: Locator) =>
  scope.locator('[role="tab"][aria-selected="true"]').textContent();

/** Tab forward until a tab has focus, and return how many presses it took. */
async function tabIntoTabList(page: Page): Promise<number> {
  for (let presses = 1; presses <= 15; presses += 1) {
    await page.keyboard.press('Tab');
    if ((await focusedRole(page)) === 'tab') return presses;
  }
  throw new Error('Tab never reached the tab list');
}

/** Arrows, Home and End move focus and selection together; the panel follows. */
async function rovesThrough(page: Page, scope: Locator, [first, second]: [string, string]) {
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => focused(page)).toBe(`button#${second}`);
  expect(await selectedTab(scope)).toBe(second);
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => focused(page)).toBe(`button#${first}`);
  expect(await selectedTab(scope)).toBe(first);
  await page.keyboard.press('End');
  await expect.poll(() => focused(page)).toBe(`button#${second}`);
  expect(await selectedTab(scope)).toBe(second);
  await page.keyboard.press('Home');
  await expect.poll(() => focused(page)).toBe(`button#${first}`);
  expect(await selectedTab(scope)).toBe(first);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => focused(page)).toBe(`button#${second}`);
  expect(await selectedTab(scope)).toBe(second);
  const panel = scope.getByRole('tabpanel');
  const tab = scope.getByRole('tab', { name: second });
  expect(await panel.getAttribute('aria-labelledby')).toBe(await tab.getAttribute('id'));
  // Only the selected tab is a Tab stop: Shift+Tab leaves the list, Tab comes back to it.
  expect(await scope.locator('[role="tab"][tabindex="0"]').count()).toBe(1);
}

describe('keyboard: tabs inside shadow roots (WAI-ARIA tabs, product.md §2.8)', () => {
  it('message centre: Tab from Close focuses the selected tab without selecting another', async () => {
    const { page, bell, context } = await (async () => {
      const env = await openPage({
        body: '<portico-message-bell id="bell"></portico-message-bell>',
        backend: {
          messages: [...fakeMessages(5, { unread: 2 }), ...fakeMessages(3, { type: 'NOTICE' })],
        },
      });
      return { ...env, bell: env.page.locator('#bell') };
    })();
    await bell.locator('[part~="base"]').click();
    const centre = bell.getByRole('dialog', { name: 'Message centre' });
    await centre.getByRole('row').nth(3).waitFor();
    await expect.poll(() => focused(page), { timeout: 5000 }).toBe('button#Close');
    await tabIntoTabList(page);
    expect(await focused(page)).toBe('button#Private');
    expect(await selectedTab(centre)).toBe('Private');
    await rovesThrough(page, centre, ['Private', 'Notices']);
    await page.keyboard.press('Shift+Tab');
    expect(await focusedRole(page)).not.toBe('tab');
    await page.keyboard.press('Tab');
    await expect.poll(() => focused(page)).toBe('button#Notices');
    expect(await selectedTab(centre)).toBe('Notices');
    await context.close();
  });

  it('logo dialog: the same roving focus between logo images and ICO icons', async () => {
    const { page, bar, context } = await barPage();
    await choose(page, 'Change logo');
    const dialog = bar.getByRole('dialog', { name: 'Change logo' });
    await dialog.getByRole('tabpanel').locator('tr').nth(1).waitFor();
    await dialog.getByRole('tab', { name: 'Logo images' }).focus();
    await rovesThrough(page, dialog, ['Logo images', 'ICO icons']);
    await done(context);
  });
});

describe('keyboard: the user bar operation menu (WAI-ARIA menu)', () => {
  it('Home, End, ArrowUp wrap; Tab closes the menu', async () => {
    const { page, bar, context } = await barPage();
    await openMenu(page);
    const menu = bar.getByRole('menu', { name: 'Operations' });
    await expect.poll(() => focused(page)).toBe('button#Update password');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => focused(page)).toBe('button#Log out');
    await page.keyboard.press('Home');
    await expect.poll(() => focused(page)).toBe('button#Update password');
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => focused(page)).toBe("button#Where you're signed in");
    await page.keyboard.press('Tab');
    await expect.poll(() => menu.count()).toBe(0);
    await done(context);
  });
});

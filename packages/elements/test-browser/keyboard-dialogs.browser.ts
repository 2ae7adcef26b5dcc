import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { createBarFakes } from '../src/components/user-bar/bar-fakes';
import { barPage, choose, done } from './bar-page';
import { closeBrowser, focused, openPage, ORIGIN } from './harness';

afterAll(closeBrowser);

/**
 * The widgets the user bar and the app popover open, driven by the real keyboard in Chromium
 * inside their shadow roots: Tab in and out, the arrows move focus and selection together,
 * Escape closes and gives the focus back to the control that opened them (WAI-ARIA tabs, radio
 * group and dialog patterns). The message centre's tabs and the operation menu are in
 * keyboard.browser.ts.
 */

/** The role of the focused element (a radio's is its type), looking through shadow roots. */
const focusedRole = (page: Page) =>
  page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (active instanceof HTMLInputElement && active.type === 'radio') return 'radio';
    return active?.getAttribute('role') ?? active?.localName ?? 'none';
  });

/** Whether the focus is inside `dialog`, looking through its shadow root. */
const focusInside = (dialog: Locator) =>
  dialog.evaluate((el) => el.contains((el.getRootNode() as ShadowRoot).activeElement));

const checkedRadio = (scope: Locator) =>
  scope.locator('input[type="radio"]:checked').getAttribute('aria-label');

describe('keyboard: the logo dialog’s tabs (WAI-ARIA tabs, product.md §2.9)', () => {
  it('Tab reaches only the selected tab, the arrows select, Escape closes to the menu button', async () => {
    const { page, bar, context } = await barPage();
    await choose(page, 'Change logo');
    const dialog = bar.getByRole('dialog', { name: 'Change logo' });
    await dialog.getByRole('tabpanel').locator('tr').nth(1).waitFor();
    // From the dialog's first control, Tab walks forward to the tab list: the first tab
    // stop there is the selected tab, and reaching it selects nothing else.
    let presses = 0;
    while ((await focusedRole(page)) !== 'tab') {
      await page.keyboard.press('Tab');
      presses += 1;
      if (presses > 15) throw new Error('Tab never reached the tab list');
    }
    expect(await focused(page)).toBe('button#Logo images');
    expect(await dialog.locator('[role="tab"][aria-selected="true"]').textContent()).toBe(
      'Logo images',
    );
    await page.keyboard.press('End');
    await expect.poll(() => focused(page)).toBe('button#ICO icons');
    expect(await dialog.locator('[role="tab"][aria-selected="true"]').textContent()).toBe(
      'ICO icons',
    );
    // Tab leaves the list for the selected panel; Shift+Tab comes back to the selected tab.
    await page.keyboard.press('Tab');
    expect(await focusedRole(page)).toBe('tabpanel');
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => focused(page)).toBe('button#ICO icons');
    await page.keyboard.press('Home');
    await expect.poll(() => focused(page)).toBe('button#Logo images');
    expect(await focusInside(dialog)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => focused(page)).toBe('button#Operations');
    await done(context);
  });
});

describe('keyboard: the language select (WAI-ARIA radio group, product.md §2.9)', () => {
  it('opens on the current language; the arrows move focus and choice; Escape keeps the language', async () => {
    const { page, bar, context } = await barPage();
    await choose(page, 'Change language');
    const dialog = bar.getByRole('dialog', { name: 'Select language' });
    await dialog.waitFor();
    await expect.poll(() => focused(page)).toBe('input#');
    const chosen = () =>
      dialog
        .locator('input[type="radio"]:checked')
        .evaluate((el) => (el as HTMLInputElement).value);
    const focusedValue = () =>
      dialog.evaluate((el) => {
        const active = (el.getRootNode() as ShadowRoot).activeElement;
        return active instanceof HTMLInputElement ? active.value : null;
      });
    expect(await focusedValue()).toBe('en-US');
    expect(await chosen()).toBe('en-US');
    await page.keyboard.press('ArrowUp');
    await expect.poll(focusedValue).toBe('zh-CN');
    expect(await chosen()).toBe('zh-CN');
    await page.keyboard.press('ArrowDown');
    await expect.poll(focusedValue).toBe('en-US');
    expect(await chosen()).toBe('en-US');
    await page.keyboard.press('ArrowDown');
    await expect.poll(focusedValue).toBe('zh-CN');
    // The group is one Tab stop: Tab goes on to the footer's buttons.
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('button#Cancel');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => focused(page)).toBe('button#Operations');
    expect(await page.evaluate(() => localStorage.getItem('portico.locale'))).toBe('en-US');
    await done(context);
  });
});

describe('keyboard: the unit switch’s unit choice (WAI-ARIA radio group, product.md §2.9)', () => {
  it('Tab reaches the units once; the arrows move focus and the selected row; Escape closes', async () => {
    const { page, bar, context } = await barPage();
    await choose(page, 'Change unit');
    const dialog = bar.getByRole('dialog', { name: 'Switch unit' });
    const radios = dialog.getByRole('radio');
    await expect.poll(() => radios.count()).toBeGreaterThan(1);
    const names = await radios.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')));
    await expect.poll(() => focused(page)).toMatch(/^input#/);
    let presses = 0;
    while ((await focusedRole(page)) !== 'radio') {
      await page.keyboard.press('Tab');
      presses += 1;
      if (presses > 15) throw new Error('Tab never reached the units');
    }
    // Nothing is chosen yet: Tab lands on the first unit without choosing it.
    expect(await focused(page)).toBe(`input#${names[0]}`);
    expect(await dialog.locator('input[type="radio"]:checked').count()).toBe(0);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focused(page)).toBe(`input#${names[1]}`);
    expect(await checkedRadio(dialog)).toBe(names[1]);
    const row = dialog.locator('tr[aria-selected="true"]');
    expect(await row.count()).toBe(1);
    expect(await row.getByRole('radio').getAttribute('aria-label')).toBe(names[1]);
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => focused(page)).toBe(`input#${names[0]}`);
    expect(await checkedRadio(dialog)).toBe(names[0]);
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => focused(page)).toBe(`input#${names.at(-1)}`);
    expect(await checkedRadio(dialog)).toBe(names.at(-1));
    // One Tab stop for the group: Tab leaves it, Shift+Tab comes back to the chosen unit.
    await page.keyboard.press('Tab');
    expect(await focusedRole(page)).not.toBe('radio');
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => focused(page)).toBe(`input#${names.at(-1)}`);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => focused(page)).toBe('button#Operations');
    await done(context);
  });
});

describe('keyboard: <portico-app-popover> (product.md §2.7)', () => {
  it('Enter opens it with the focus inside, Tab walks the apps and wraps, Escape closes to the button', async () => {
    const env = await openPage({ body: '<portico-app-popover id="apps"></portico-app-popover>' });
    const fakes = createBarFakes();
    await env.context.route(`${ORIGIN}/**`, async (route) => {
      const answer = fakes.handle(route.request().method(), route.request().url());
      if (!answer) return route.fallback();
      return route.fulfill({ contentType: 'application/json', body: JSON.stringify(answer) });
    });
    const { page, context } = env;
    const host = page.locator('#apps');
    const button = host.locator('[part~="base"]');
    await button.focus();
    await page.keyboard.press('Enter');
    const popover = host.getByRole('dialog', { name: 'My Apps' });
    const apps = popover.locator('[part~="app"]');
    await expect.poll(() => apps.count()).toBe(5);
    await expect.poll(() => focusInside(popover)).toBe(true);
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    const codes = await apps.evaluateAll((els) => els.map((el) => el.getAttribute('data-code')));
    const focusedCode = () =>
      popover.evaluate(
        (el) => (el.getRootNode() as ShadowRoot).activeElement?.getAttribute('data-code') ?? null,
      );
    // The popover opens while its apps load, so the focus starts on the popover itself; then
    // every app, with or without an address, is one Tab stop, in order, and Tab past the last
    // wraps to the first.
    expect(
      await popover.evaluate((el) => (el.getRootNode() as ShadowRoot).activeElement === el),
    ).toBe(true);
    const order: Array<string | null> = [];
    for (let i = 0; i <= codes.length; i += 1) {
      await page.keyboard.press('Tab');
      order.push(await focusedCode());
    }
    expect(order).toEqual([...codes, codes[0]]);
    await page.keyboard.press('Shift+Tab');
    expect(await focusedCode()).toBe(codes.at(-1));
    await page.keyboard.press('Escape');
    await expect.poll(() => popover.count()).toBe(0);
    await expect.poll(() => focused(page)).toBe('button#My Apps');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });
});

import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { fakeMessages } from '../src/testing/fake-messages';
import { barPage, done, shots } from './bar-page';
import { closeBrowser, openPage } from './harness';

afterAll(closeBrowser);

/*
 * Layouts a partner's page has (README "Right-to-left, small screens, dark mode"): a right-to-left
 * page keeps every modal centred inside the viewport, a 320 px screen keeps the whole bar and its
 * operations button on screen, and a browser in dark mode gets the dark theme unless the page
 * sets the --portico-* colours.
 */

async function box(locator: Locator) {
  const rect = await locator.boundingBox();
  if (!rect) throw new Error('not rendered');
  return rect;
}

async function expectCentredInView(page: Page, dialog: Locator) {
  const { width: viewport } = page.viewportSize()!;
  const rect = await box(dialog);
  expect(rect.x).toBeGreaterThanOrEqual(0);
  expect(rect.x + rect.width).toBeLessThanOrEqual(viewport);
  expect(Math.abs(rect.x + rect.width / 2 - viewport / 2)).toBeLessThan(1);
  const close = await box(dialog.locator('[part~="close-button"]'));
  expect(close.x).toBeGreaterThanOrEqual(0);
  expect(close.x + close.width).toBeLessThanOrEqual(viewport);
}

const BODY = `<portico-user-bar id="bar"></portico-user-bar>
  <portico-message-bell id="bell"></portico-message-bell>
  <portico-password-modal id="pw"></portico-password-modal>`;

describe('right-to-left', () => {
  it('the password modal (520 px) and the message centre (1000 px) sit centred in the viewport', async () => {
    const { page, context, errors } = await openPage({
      body: BODY,
      backend: { messages: fakeMessages(3) },
    });
    await page.evaluate(() => (document.documentElement.dir = 'rtl'));

    await page.locator('#pw').evaluate((el) => el.setAttribute('open', ''));
    const password = page.locator('#pw').getByRole('dialog');
    await password.waitFor();
    expect((await box(password)).x).toBe(380);
    await expectCentredInView(page, password);
    await password.locator('[part~="close-button"]').click();
    await expect.poll(() => password.count()).toBe(0);

    await page.locator('#bell [part~="base"]').click();
    const centre = page.locator('#bell').getByRole('dialog').first();
    await centre.waitFor();
    expect((await box(centre)).x).toBe(140);
    await expectCentredInView(page, centre);
    // The header mirrors: the close button is at the left end.
    const header = await box(centre.locator('[part~="dialog-header"]'));
    const close = await box(centre.locator('[part~="close-button"]'));
    expect(close.x - header.x).toBeLessThan(header.width / 2);
    expect(errors).toEqual([]);
    await done(context);
  });
});

describe('a 320 px screen', () => {
  it('the bar fits the screen and its operations button opens the menu', async () => {
    const { page, context, errors } = await openPage({
      body: '<portico-user-bar id="bar"></portico-user-bar>',
      viewport: { width: 320, height: 640 },
    });
    const bar = page.locator('#bar [part~="base"]');
    const menuButton = page.locator('#bar [part~="menu-button"]');
    await menuButton.waitFor();
    const rect = await box(bar);
    expect(rect.x).toBeGreaterThanOrEqual(0);
    expect(rect.x + rect.width).toBeLessThanOrEqual(320);
    const button = await box(menuButton);
    expect(button.x + button.width).toBeLessThanOrEqual(320);
    expect(button.width).toBeGreaterThanOrEqual(36);
    await menuButton.click();
    await page.locator('#bar').getByRole('menu').waitFor();
    // The page itself does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
    expect(errors).toEqual([]);
    await done(context);
  });
});

describe('Sign-in security on a 320 px right-to-left page', () => {
  it('the dialog, its QR code and its key stay inside the screen, the dialog centred', async () => {
    const { page, context, errors } = await barPage({ viewport: { width: 320, height: 640 } });
    await page.evaluate(() => (document.documentElement.dir = 'rtl'));
    await page.locator('#bar [part~="menu-button"]').click();
    await page.locator('#bar').getByRole('menuitem', { name: 'Sign-in security' }).click();
    const dialog = page.locator('#bar').getByRole('dialog', { name: 'Sign-in security' });
    await dialog.getByRole('button', { name: 'Set up an authenticator' }).click();
    const qr = dialog.getByRole('img', { name: 'Authenticator QR code' });
    const key = dialog.locator('[part~="totp-secret"]');
    await qr.waitFor();
    await expectCentredInView(page, dialog);
    for (const part of [qr, key, dialog.getByLabel('6-digit code')]) {
      const rect = await box(part);
      expect(rect.x).toBeGreaterThanOrEqual(0);
      expect(rect.x + rect.width).toBeLessThanOrEqual(320);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
    await page.screenshot({ path: `${shots}elements-sign-in-security-320-rtl.png` });
    expect(errors).toEqual([]);
    await done(context);
  });
});

describe('dark mode', () => {
  const background = (page: Page) =>
    page.locator('#bar [part~="base"]').evaluate((el) => getComputedStyle(el).backgroundColor);
  const text = (page: Page) =>
    page.locator('#bar [part~="base"]').evaluate((el) => getComputedStyle(el).color);

  it('follows the browser: light by default, dark when the browser prefers dark', async () => {
    const { page, context } = await openPage({
      body: '<portico-user-bar id="bar"></portico-user-bar>',
    });
    await page.locator('#bar [part~="menu-button"]').waitFor();
    expect(await background(page)).toBe('rgb(255, 255, 255)');
    expect(await text(page)).toBe('rgb(15, 23, 42)');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => background(page)).toBe('rgb(15, 23, 42)');
    expect(await text(page)).toBe('rgb(241, 245, 249)');
    await done(context);
  });

  it('the page’s --portico-* colours win over the dark defaults', async () => {
    const { page, context } = await openPage({
      body: '<portico-user-bar id="bar"></portico-user-bar>',
      css: ':root { --portico-color-surface: rgb(250, 240, 230); }',
    });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.locator('#bar [part~="menu-button"]').waitFor();
    expect(await background(page)).toBe('rgb(250, 240, 230)');
    // What the page did not set follows the browser.
    expect(await text(page)).toBe('rgb(241, 245, 249)');
    await done(context);
  });
});

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  axeViolations,
  chooseIn,
  dialog,
  PASSWORD,
  row,
  shots,
  signedIn,
  signIn,
  toast,
} from './admin-kit';
import { launchChromium } from './browser';
import { startServer, type ServerProcess } from './server-process';

/*
 * Style pages, the UI library, the translations screen, /password/update and the e-mail reset
 * (product.md §2.5, §2.9, §5; api-contract.md §7.8) against the real server
 * with the demo seed, in Chromium. PLATFORM/admin holds every UC menu, the new ones included.
 * Password changes run on a server of their own: other files sign in with the demo passwords.
 */

const baseUrl = inject('baseUrl');
let browser: Browser;
let admin: Page;

beforeAll(async () => {
  browser = await launchChromium();
  admin = await signedIn(browser, 'PLATFORM', 'admin');
});
afterAll(async () => {
  await browser?.close();
});

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);

describe('style pages (product.md §2.5 /style/*)', () => {
  it('a css asset made on /style/css is served by the public call, and only while enabled', async () => {
    await admin.goto('/style/css');
    await admin.getByRole('heading', { name: 'CSS styles' }).waitFor();
    await admin.getByRole('button', { name: 'Add' }).click();
    const editor = dialog(admin);
    await editor.locator('input[name=name]').fill('e2e-brand.css');
    await editor.locator('textarea[name=content]').fill('body { --e2e-brand: #0a7; }');
    await editor.getByRole('button', { name: 'Save' }).click();
    await row(admin, 'e2e-brand.css').waitFor();
    await expect(admin.getByTestId('style-public-url').textContent()).resolves.toBe(
      '/uc/style/assets?unitCode=PLATFORM&kind=css',
    );
    expect(await axeViolations(admin, 'main')).toEqual([]);
    await admin.screenshot({ path: `${shots}style-css.png` });

    const served = () => fetch(`${baseUrl}/uc/style/assets?unitCode=PLATFORM&kind=css`);
    const first = await served();
    expect(first.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(await first.text()).toContain('body { --e2e-brand: #0a7; }');

    await admin.getByRole('switch', { name: 'Enable e2e-brand.css' }).click();
    await expect
      .poll(async () =>
        admin.getByRole('switch', { name: 'Enable e2e-brand.css' }).getAttribute('aria-checked'),
      )
      .toBe('false');
    expect(await (await served()).text()).not.toContain('--e2e-brand');
  });

  it('html is kept and shown as text; a file is uploaded once, type-checked and served', async () => {
    await admin.goto('/style/html');
    await admin.getByRole('button', { name: 'Add' }).click();
    let editor = dialog(admin);
    const html = '<img src=x onerror="window.__styleXss=1">';
    await editor.locator('input[name=name]').fill('e2e-banner');
    await editor.locator('textarea[name=content]').fill(html);
    await editor.getByRole('button', { name: 'Save' }).click();
    await row(admin, 'e2e-banner').waitFor();
    await admin.getByRole('button', { name: 'Edit e2e-banner' }).click();
    editor = dialog(admin);
    await expect(editor.locator('textarea[name=content]').inputValue()).resolves.toBe(html);
    expect(await admin.evaluate(() => (window as { __styleXss?: number }).__styleXss)).toBe(
      undefined,
    );
    await editor.getByRole('button', { name: 'Cancel' }).click();

    await admin.goto('/style/file');
    await admin.getByRole('button', { name: 'Upload file' }).click();
    editor = dialog(admin);
    // The wrong type is refused before any call.
    await editor.locator('input[type=file]').setInputFiles({
      name: 'evil.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg/>'),
    });
    await expect(editor.getByRole('alert').first().textContent()).resolves.toBe(
      'This file type is not accepted',
    );
    await editor
      .locator('input[type=file]')
      .setInputFiles({ name: 'e2e-logo.png', mimeType: 'image/png', buffer: PNG });
    await expect(editor.locator('input[name=name]').inputValue()).resolves.toBe('e2e-logo.png');
    expect(await axeViolations(admin, 'dialog[open]')).toEqual([]);
    await editor.getByRole('button', { name: 'Save' }).click();
    await row(admin, 'e2e-logo.png').waitFor();
    await expect(row(admin, 'e2e-logo.png').textContent()).resolves.toContain('image/png');
    await admin.screenshot({ path: `${shots}style-file.png` });
    const file = await fetch(`${baseUrl}/uc/style/file?unitCode=PLATFORM&name=e2e-logo.png`);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);
  });
});

describe('UI library (product.md §2.5 /uilib/ui, §2.9 common widgets)', () => {
  it('shows every common widget with a live demo', async () => {
    await admin.goto('/uilib/ui');
    await admin.getByRole('heading', { name: 'UI library' }).waitFor();
    for (const name of [
      'Search bar',
      'Table with paging',
      'Truncated text and status badges',
      'Buttons and icon buttons',
      'Form controls',
      'Choosers',
      'Dialogs and toasts',
    ]) {
      await expect(admin.getByRole('heading', { name, exact: true }).count()).resolves.toBe(1);
    }
    // The table pages; the icon button says 'updating' while it works.
    const table = admin.getByRole('table', { name: 'Table with paging' });
    await expect(table.locator('tbody tr').count()).resolves.toBe(5);
    await admin.getByRole('button', { name: 'Click to load' }).click();
    await admin.getByRole('button', { name: 'Refresh, updating' }).waitFor();
    // A chooser of each kind: a supplier picked from the server's list.
    await admin.locator('select[name=chooserKind]').selectOption('supplier');
    const supplier = admin.getByRole('button', { name: 'Choose a supplier' });
    await chooseIn(admin, supplier, 'S001', 'Fresh Linen Supply');
    await expect(supplier.textContent()).resolves.toContain('(S001)');
    await admin.getByRole('button', { name: 'Open dialog' }).click();
    await dialog(admin).getByRole('heading', { name: 'Sample dialog' }).waitFor();
    await admin.keyboard.press('Escape');
    // axe once the demo work is done (the page stays put while the icon button spins).
    await admin.locator('main').getByRole('button', { name: 'Refresh', exact: true }).waitFor();
    expect(await axeViolations(admin, 'main')).toEqual([]);
    await admin.screenshot({ path: `${shots}uilib.png`, fullPage: true });
  });
});

describe('translations (api-contract.md §7.8)', () => {
  it('a key added and edited on the screen is saved in one batch and shows after a refresh', async () => {
    await admin.goto('/config/translations');
    await admin.getByRole('heading', { name: 'Translations' }).waitFor();
    await admin.locator('select[name=lang]').selectOption('en-US');
    await admin.getByRole('textbox', { name: 'Text of menu.UC_SYSTEM' }).waitFor();
    expect(await axeViolations(admin, 'main')).toEqual([]);

    await admin.locator('input[name=newKey]').fill('menu.UC_KV_TRANSLATIONS');
    await admin.locator('input[name=newPage]').fill('menu');
    await admin.locator('input[name=newValue]').fill('Kv texts');
    await admin.getByRole('button', { name: 'Add', exact: true }).click();
    const value = admin.getByRole('textbox', { name: 'Text of menu.UC_KV_TRANSLATIONS' });
    await value.fill('Kv translations');
    await admin.getByRole('button', { name: 'Save changes (1)' }).click();
    await toast(admin, '1 translations saved').waitFor();
    await admin.screenshot({ path: `${shots}translations-admin.png` });

    await admin.reload();
    await admin
      .getByRole('navigation')
      .getByText('Kv translations', { exact: true })
      .first()
      .waitFor();
    // Nothing changed since the last pull: an incremental pull brings nothing.
    await admin.locator('select[name=lang]').selectOption('en-US');
    await admin.getByRole('button', { name: 'Pull changes' }).click();
    await toast(admin, '0 changes pulled').waitFor();
  });

  it("unsaved edits are not lost without 'there is unsaved content' (product.md §4)", async () => {
    await admin.goto('/config/translations');
    await admin.locator('select[name=lang]').selectOption('en-US');
    const value = admin.getByRole('textbox', { name: 'Text of menu.UC_SYSTEM' });
    const before = await value.inputValue();
    await value.fill(`${before} (edited)`);
    // Another language would drop the edit: it asks, and keeping on editing keeps it.
    await admin.locator('select[name=lang]').selectOption('zh-CN');
    await dialog(admin).getByText('there is unsaved content').waitFor();
    await dialog(admin).getByRole('button', { name: 'Cancel' }).click();
    expect(await value.inputValue()).toBe(`${before} (edited)`);
    // Leaving the screen asks too; discarding goes on.
    await admin.getByRole('navigation').getByText('Domains', { exact: true }).first().click();
    await dialog(admin).getByText('there is unsaved content').waitFor();
    await dialog(admin).getByRole('button', { name: 'Discard changes' }).click();
    await admin.waitForURL('**/config/domain-list');
  });

  it('the form permission validation pages pass axe', async () => {
    await admin.goto('/validationReport?identity=UC_RPT_LOGIN');
    await admin.getByTestId('permission-result').locator('[data-granted=true]').waitFor();
    expect(await axeViolations(admin)).toEqual([]);
    await admin.goto('/validationShuxiang?identity=UC_USER_LIST');
    await admin.getByTestId('permission-result').locator('[data-granted=true]').waitFor();
    expect(await axeViolations(admin)).toEqual([]);
  });
});

describe('password flows on a server of their own (product.md §2.5, §4, §5)', () => {
  let server: ServerProcess;
  let own: Page;
  beforeAll(async () => {
    server = await startServer();
    own = await newOwnPage();
  });
  const newOwnPage = async () => {
    const context = await browser.newContext({
      baseURL: server.url,
      locale: 'en-US',
      viewport: { width: 1366, height: 860 },
    });
    return context.newPage();
  };
  afterAll(() => server?.stop());

  const login = (unitCode: string, userCode: string, password: string) =>
    fetch(`${server.url}/uc/sso/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ unitCode, userCode, password }),
    }).then((r) => r.json() as Promise<{ result: number }>);

  it('/password/update checks the unit rule while typing, changes it and signs out after 3 s', async () => {
    await signIn(own, 'G001', 'groupadmin');
    await own.waitForURL('**/apps');
    await own.goto('/password/update');
    const rules = own.getByTestId('password-rules');
    await rules.waitFor();
    await own.locator('input[name=passwdOld]').fill(PASSWORD);
    await own.locator('input[name=passwd]').fill('abc');
    // G001's PASSWORD_STRATEGY: upper, lower, digit, at least 8.
    // The unit's strategy arrives after the page: the rules are read until they show it.
    await expect
      .poll(() => rules.locator('[data-met=false]').allTextContents())
      .toEqual(expect.arrayContaining([expect.stringContaining('At least 8 characters')]));
    expect(await axeViolations(own, 'main')).toEqual([]);
    await own.locator('input[name=passwdCheck]').fill('abc');
    await own.getByRole('button', { name: 'Change' }).click();
    await expect(own.getByRole('alert').first().textContent()).resolves.toMatch(/8/);
    await own.screenshot({ path: `${shots}password-update.png` });

    const next = 'Harbour2027x';
    await own.locator('input[name=passwd]').fill(next);
    await own.locator('input[name=passwdCheck]').fill(next);
    await expect.poll(() => rules.locator('[data-met=false]').count()).toBe(0);
    await own.getByRole('button', { name: 'Change' }).click();
    await own.getByTestId('password-changed').waitFor();
    await own.waitForURL('**/sso', { timeout: 10_000 });
    await expect(login('G001', 'groupadmin', PASSWORD)).resolves.toMatchObject({ result: 40101 });
    await expect(login('G001', 'groupadmin', next)).resolves.toMatchObject({ result: 0 });
  });

  it('the mailed reset code opens /unsubscribeEmailHtml; the new password signs in', async () => {
    const email = 'frontdesk@harbour.example';
    const sent = await fetch(`${server.url}/uc/sso/sendResetPasswordMail`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', language: 'en-US' },
      body: JSON.stringify({ unitCode: 'H001', userCode: 'frontdesk', email }),
    }).then((r) => r.json() as Promise<{ result: number }>);
    expect(sent.result).toBe(0);
    let code = '';
    await expect
      .poll(() => {
        const line = server
          .output()
          .match(/\[outbox\] mail to frontdesk@harbour\.example: .*/g)
          ?.at(-1);
        code = (line && /\b(\d{6})\b/.exec(line)?.[1]) ?? '';
        return code;
      })
      .toMatch(/^\d{6}$/);

    const link = new URLSearchParams({
      unitCode: 'H001',
      userCode: 'frontdesk',
      email,
      validateCode: code,
    });
    // A page of its own: the previous test's session must not decide where /sso lands.
    await own.context().close();
    own = await newOwnPage();
    await own.goto(`/unsubscribeEmailHtml?${link}`);
    await own.getByTestId('reset-account').waitFor();
    // A first visit speaks the product's default language; the page offers the switch.
    await own.getByRole('button', { name: 'English' }).click();
    expect(own.url()).not.toContain(code);
    expect(await axeViolations(own)).toEqual([]);
    const next = 'Harbour2028y';
    await own.locator('input[name=passwd]').fill(next);
    await own.locator('input[name=passwdCheck]').fill(next);
    await own.getByRole('button', { name: 'Reset password' }).click();
    await own.getByTestId('reset-done').waitFor();

    await signIn(own, 'H001', 'frontdesk', next);
    await own.waitForURL('**/apps');
  });
});

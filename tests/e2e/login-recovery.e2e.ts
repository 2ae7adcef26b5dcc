import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from './browser';
import { startServer, type ServerProcess } from './server-process';

/**
 * Password recovery from the login page (product.md §2.6, §4, §5): the forgot-password dialog and
 * its countdown, /unsubscribeEmailHtml, and a real reset with the code the server mailed.
 */
const baseUrl = inject('baseUrl');
const shots = new URL('../../test-results/', import.meta.url).pathname;
const PASSWORD = 'Portico#2026';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  await context?.close();
  context = await browser.newContext({
    baseURL: baseUrl,
    locale: 'en-US',
    viewport: { width: 1280, height: 800 },
  });
  page = await context.newPage();
});

/** Opens a sign-in page and picks the language with the page's own switch (product.md §2.6). */
async function openLogin(url: string, language: 'English' | '中文' = 'English') {
  await page.goto(url);
  await page.getByRole('button', { name: language }).click();
  await page.getByRole('heading', { level: 1 }).waitFor();
}

describe('forgot password (product.md §2.6, §4 "Verification-code button", §5)', () => {
  it('checks the fields, shows the server refusal, then counts down 60 s after a send', async () => {
    await openLogin('/sso');
    await page.getByRole('button', { name: 'Forgot password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forgot password' });
    await dialog.waitFor();
    const codeButton = dialog.getByTestId('verify-code-button');
    await codeButton.click();
    await expect(dialog.getByRole('alert').allTextContents()).resolves.toEqual([
      'Please enter the unit',
      'Please enter the account',
      'Please enter the bound e-mail',
    ]);
    await dialog.locator('input[name=unitCode]').fill('PLATFORM');
    await dialog.locator('input[name=userCode]').fill('translator');
    await dialog.locator('input[name=email]').fill('not-an-email');
    await codeButton.click();
    await expect(dialog.getByRole('alert').allTextContents()).resolves.toEqual([
      'Please enter a valid email.',
    ]);
    await dialog.locator('input[name=email]').fill('someone@else.example');
    await codeButton.click();
    await expect(dialog.getByTestId('recovery-error').textContent()).resolves.toBe(
      'Set password email error: account or email filled in wrongly',
    );
    await expect(codeButton.isEnabled()).resolves.toBe(true);

    await dialog.locator('input[name=email]').fill('l10n@portico.example');
    await codeButton.click();
    await dialog.getByText('A code was sent to l10n@portico.example').waitFor();
    await expect(codeButton.isDisabled()).resolves.toBe(true);
    const first = Number(/Resend in (\d+) s/.exec((await codeButton.textContent()) ?? '')?.[1]);
    expect(first).toBeGreaterThanOrEqual(58);
    expect(first).toBeLessThanOrEqual(60);
    await page.screenshot({ path: `${shots}forgot-password-countdown.png` });
    await page.waitForTimeout(2200);
    const later = Number(/Resend in (\d+) s/.exec((await codeButton.textContent()) ?? '')?.[1]);
    expect(later).toBeLessThanOrEqual(first - 2);

    // 'Next' needs the code too; the dialog keeps its fields and countdown when reopened.
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByRole('alert').allTextContents()).resolves.toEqual([
      'Please enter the verification code',
    ]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Forgot password' }).click();
    await expect(dialog.locator('input[name=userCode]').inputValue()).resolves.toBe('translator');
    await expect(codeButton.isDisabled()).resolves.toBe(true);
  });

  it('/unsubscribeEmailHtml moves query details out of the address bar and shows refusals', async () => {
    await page.goto(
      '/unsubscribeEmailHtml?unitCode=PLATFORM&userCode=translator&email=l10n%40portico.example&validateCode=000000',
    );
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByTestId('reset-account').textContent()).resolves.toBe(
      'Set a new password for account translator of unit PLATFORM.',
    );
    expect(new URL(page.url()).search).toBe('');
    await page.locator('input[name=passwd]').fill('abcdef');
    await page.locator('input[name=passwdCheck]').fill('abcdeg');
    await page.getByRole('button', { name: 'Reset password' }).click();
    const alerts = await page.getByRole('alert').allTextContents();
    expect(alerts).toContain('The passwords entered are inconsistent');
    expect(alerts).toHaveLength(2);

    await page.locator('input[name=passwd]').fill('abcdef1');
    await page.locator('input[name=passwdCheck]').fill('abcdef1');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByTestId('reset-error').textContent()).resolves.toBe(
      'The verification code is wrong or has expired',
    );
    // The details open for correction.
    await expect(page.locator('input[name=validateCode]').inputValue()).resolves.toBe('000000');
  });
});

/**
 * The real reset needs the mailed code. Without SMTP_URL the server writes mail to its outbox
 * table and prints each message; the shared e2e server's output is not reachable from a test,
 * so this flow starts its own server and reads the code from what it prints.
 */
describe('password reset through the server with the mailed code (product.md §2.5, §2.6, §5)', () => {
  // Its own server: the reset changes frontdesk's password, which the other e2e files sign in with.
  let server: ServerProcess;
  let own = '';
  beforeAll(async () => {
    server = await startServer();
    own = server.url;
  });
  afterAll(() => server?.stop());

  /** The code of the newest printed mail to `to` (the outbox line of shared/mail.ts). */
  async function mailedCode(to: string): Promise<string> {
    const pattern = new RegExp(`\\[outbox\\] mail to ${to.replace(/\./g, '\\.')}: [^\\n]*`, 'g');
    const deadline = Date.now() + 10_000;
    for (;;) {
      const line = server.output().match(pattern)?.at(-1);
      const code = line && /\b(\d{6})\b/.exec(line)?.[1];
      if (code) return code;
      if (Date.now() > deadline) throw new Error(`no mail to ${to} in:\n${server.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('mails a code, resets the password with it, and only the new password signs in', async () => {
    const email = 'frontdesk@harbour.example';
    await openLogin(`${own}/sso`);
    await page.getByRole('button', { name: 'Forgot password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forgot password' });
    await dialog.locator('input[name=unitCode]').fill('H001');
    await dialog.locator('input[name=userCode]').fill('frontdesk');
    await dialog.locator('input[name=email]').fill(email);
    await dialog.getByTestId('verify-code-button').click();
    const code = await mailedCode(email);
    // A wrong code is refused at "Next" (checked by the server, not spent), the dialog stays.
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await dialog.locator('input[name=validateCode]').fill(wrong);
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByTestId('recovery-error').textContent()).resolves.toBe(
      'The verification code is wrong or has expired',
    );
    await page.screenshot({ path: `${shots}forgot-password-wrong-code.png` });
    expect(page.url()).toMatch(/\/sso$/);
    await dialog.locator('input[name=validateCode]').fill(code);
    await dialog.getByRole('button', { name: 'Next' }).click();

    await page.waitForURL('**/unsubscribeEmailHtml');
    // The code came in the history state, never in the address bar.
    expect(page.url()).not.toContain(code);
    await expect(page.getByTestId('reset-account').textContent()).resolves.toBe(
      'Set a new password for account frontdesk of unit H001.',
    );
    // Passes the default rule, fails the unit's PASSWORD_STRATEGY (G001: upper, lower, digit, 8).
    await page.locator('input[name=passwd]').fill('abcdef1');
    await page.locator('input[name=passwdCheck]').fill('abcdef1');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByTestId('reset-error').textContent()).resolves.toMatch(/8/);

    const newPassword = 'Harbour2027x';
    await page.locator('input[name=passwd]').fill(newPassword);
    await page.locator('input[name=passwdCheck]').fill(newPassword);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByTestId('reset-done').textContent()).resolves.toBe(
      'Your password has been reset, please log in again',
    );
    // Success is said once: the form's own notice, no toast besides.
    await expect(page.getByText('Your password has been reset').count()).resolves.toBe(1);
    await page.screenshot({ path: `${shots}reset-password-done.png` });

    const login = (password: string) =>
      fetch(`${own}/uc/sso/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ unitCode: 'H001', userCode: 'frontdesk', password }),
      }).then((r) => r.json() as Promise<{ result: number }>);
    await expect(login(PASSWORD)).resolves.toMatchObject({ result: 40101 });
    await expect(login(newPassword)).resolves.toMatchObject({ result: 0 });

    // The code was spent with the change.
    const link = new URLSearchParams({
      unitCode: 'H001',
      userCode: 'frontdesk',
      email,
      validateCode: code,
    });
    await page.goto(`${own}/unsubscribeEmailHtml?${link}`);
    await page.locator('input[name=passwd]').fill('Harbour2028y');
    await page.locator('input[name=passwdCheck]').fill('Harbour2028y');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByTestId('reset-error').textContent()).resolves.toBe(
      'The verification code is wrong or has expired',
    );
  });
});

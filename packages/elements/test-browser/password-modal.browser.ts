import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { closeBrowser, focused, openPage, sessionInfo } from './harness';

afterAll(closeBrowser);

const strategy = {
  value: '^(?=.*[0-9])(?=.*[A-Z])(?=.*[a-z]).{8,}$',
  remark: JSON.stringify({ fruit: ['digit', 'upper', 'lower'], inputValue: 8 }),
};

function modalPage(options: Partial<Parameters<typeof openPage>[0]> = {}) {
  return openPage({
    body: '<portico-password-modal id="pw" logout-redirect="/login"></portico-password-modal>',
    backend: { passwordStrategy: strategy },
    ...options,
  });
}

/** Records the portico-* events seen at the document. */
async function recordEvents(page: Page) {
  await page.evaluate(() => {
    const seen: unknown[] = [];
    (window as unknown as { seen: unknown[] }).seen = seen;
    for (const name of ['portico-password-changed', 'portico-logged-out', 'portico-open-change']) {
      document.addEventListener(name, (event) =>
        seen.push({
          type: name,
          detail: (event as CustomEvent).detail ?? null,
          target: (event.target as Element).id,
        }),
      );
    }
  });
  return () => page.evaluate(() => (window as unknown as { seen: unknown[] }).seen);
}

describe('<portico-password-modal> (product.md §4 forced change, §5 password rules)', () => {
  it('forced first login: opens at once, cannot be closed or cancelled, Tab cycles, Log out ends the session', async () => {
    const { page, backend, context } = await modalPage({
      session: sessionInfo({ firstLogin: 'T' }),
    });
    const dialog = page.locator('#pw').getByRole('dialog', { name: 'Change password' });
    await dialog.waitFor();
    expect(await dialog.locator('[part~="forced-message"]').textContent()).toBe(
      'First login, please change password!',
    );
    expect(await dialog.locator('[part~="close-button"]').count()).toBe(0);
    await expect.poll(() => focused(page), { timeout: 5000 }).toBe('input#');
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    expect(await dialog.isVisible()).toBe(true);
    // Old, new, confirm, log out, change, then back to the first field.
    for (let i = 0; i < 5; i += 1) await page.keyboard.press('Tab');
    expect(
      await dialog.evaluate((el) => el.contains((el.getRootNode() as ShadowRoot).activeElement)),
    ).toBe(true);
    expect(
      await page.evaluate(() =>
        document.querySelector('#pw')!.shadowRoot!.activeElement?.getAttribute('name'),
      ),
    ).toBe('passwdOld');
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => focused(page), { timeout: 5000 }).toBe('button#Change');
    expect(await axeViolations(page, ['#pw'])).toEqual([]);

    expect(await dialog.getByRole('button', { name: 'Cancel' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL('http://portico.test/login', { timeout: 10_000 });
    const calls = backend.calls.map((c) => `${c.method} ${c.path}`);
    expect(calls).toContain('GET /uc/sso/logout');
    expect(calls).not.toContain('POST /uc/user/onChangePasswordCanceled');
    await context.close();
  });

  it('long unchanged: its own message, no Cancel, and Log out', async () => {
    const { page, context } = await modalPage({ session: sessionInfo({}, { pwdChange: true }) });
    const dialog = page.locator('#pw').getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.locator('[part~="forced-message"]').textContent()).toBe(
      'You have not changed your password for a long time, please change it!',
    );
    expect(await dialog.getByRole('button', { name: 'Cancel' }).count()).toBe(0);
    expect(await dialog.getByRole('button', { name: 'Log out' }).count()).toBe(1);
    await context.close();
  });

  it('lists the unit strategy and checks it while typing; refuses with the shared rules', async () => {
    const { page, context } = await modalPage({ session: sessionInfo({ firstLogin: 'T' }) });
    const dialog = page.locator('#pw').getByRole('dialog');
    await dialog.waitFor();
    await expect
      .poll(() => dialog.textContent())
      .toContain(
        'must contain digits, capital letters, lowercase letters, the minimum length is 8 characters',
      );
    const rules = dialog.locator('[part~="rule"]');
    await dialog.locator('input[name="passwd"]').fill('abc1');
    expect(await rules.evaluateAll((items) => items.map((li) => `${li.textContent}`))).toEqual([
      '○At least 8 characters(not met)',
      '✓Contains digits(met)',
      '○Contains capital letters(not met)',
      '✓Contains lowercase letters(met)',
      '✓Differs from the old password(met)',
    ]);
    await dialog.getByRole('button', { name: 'Change' }).click();
    expect(await dialog.locator('[part~="error"]').allTextContents()).toEqual([
      'Please enter old password',
      'must contain digits, capital letters, lowercase letters, the minimum length is 8 characters',
      'Please enter your password again',
    ]);
    await expect.poll(() => focused(page), { timeout: 5000 }).toBe('input#');
    expect(
      await page.evaluate(() =>
        document.querySelector('#pw')!.shadowRoot!.activeElement?.getAttribute('name'),
      ),
    ).toBe('passwdOld');
    await context.close();
  });

  it('normal mode follows the open attribute and show(); the close button clears it', async () => {
    const { page, context } = await modalPage();
    const host = page.locator('#pw');
    const events = await recordEvents(page);
    expect(await host.getByRole('dialog').count()).toBe(0);
    await host.evaluate((el) => el.setAttribute('open', ''));
    await host.getByRole('dialog').waitFor();
    expect(await host.locator('[part~="forced-message"]').count()).toBe(0);
    await host.locator('[part~="close-button"]').click();
    await expect.poll(() => host.getByRole('dialog').count()).toBe(0);
    expect(await host.evaluate((el) => el.hasAttribute('open'))).toBe(false);
    expect(await events()).toEqual([
      { type: 'portico-open-change', detail: { open: true }, target: 'pw' },
      { type: 'portico-open-change', detail: { open: false }, target: 'pw' },
    ]);
    await host.evaluate((el) => (el as HTMLElement & { show(): void }).show());
    await host.getByRole('dialog').waitFor();
    // Escape reaches the modal once its focus has moved in, as a person's key press would.
    await expect.poll(() => host.evaluate((el) => el.shadowRoot?.activeElement != null)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => host.evaluate((el) => el.hasAttribute('open'))).toBe(false);
    await context.close();
  });

  it('changes the password, says so, and logs out 3 s later (product.md §4)', async () => {
    const { page, backend, context } = await modalPage({
      session: sessionInfo({ firstLogin: 'T' }),
    });
    const events = await recordEvents(page);
    const dialog = page.locator('#pw').getByRole('dialog');
    await dialog.waitFor();
    await dialog.locator('input[name="passwdOld"]').fill('Portico#2026');
    await dialog.locator('input[name="passwd"]').fill('Harbour2026x');
    await dialog.locator('input[name="passwdCheck"]').fill('Harbour2026x');
    const started = Date.now();
    await dialog.getByRole('button', { name: 'Change' }).click();
    await expect
      .poll(() => dialog.getByRole('status').textContent())
      .toContain('logged out in 3 s');
    expect(backend.password()).toBe('Harbour2026x');
    expect(await events()).toEqual([
      {
        type: 'portico-password-changed',
        detail: { userCode: 'frontdesk', unitCode: 'H001' },
        target: 'pw',
      },
    ]);
    await page.waitForURL('http://portico.test/login', { timeout: 10_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
    expect(backend.calls.map((c) => `${c.method} ${c.path}`)).toContain('GET /uc/sso/logout');
    await context.close();
  });

  it('shows what the server says when the old password is wrong', async () => {
    const { page, context } = await modalPage({ session: sessionInfo({ firstLogin: 'T' }) });
    const dialog = page.locator('#pw').getByRole('dialog');
    await dialog.waitFor();
    await dialog.locator('input[name="passwdOld"]').fill('wrong-one');
    await dialog.locator('input[name="passwd"]').fill('Harbour2026x');
    await dialog.locator('input[name="passwdCheck"]').fill('Harbour2026x');
    await dialog.getByRole('button', { name: 'Change' }).click();
    await expect
      .poll(() => dialog.getByRole('alert').last().textContent())
      .toBe('The old password is wrong');
    await context.close();
  });
});

import { afterAll, describe, expect, it } from 'vitest';
import { barPage, done } from './bar-page';
import { closeBrowser, ORIGIN } from './harness';

afterAll(closeBrowser);

/**
 * A session signed in a while ago must confirm the password before adding a factor (the guide
 * "Protect accounts with a second factor"): the hub answers 40125 until POST /self/verify took
 * the password. The standalone bundle in Chromium asks for it inside the Sign-in security dialog
 * and then shows the enrolment it was asked for.
 */
describe('Sign-in security asks for the password on 40125, then enrols', () => {
  it('a stale session confirms the password inline and gets the QR code, no dead end', async () => {
    const { page, bar, context, errors } = await barPage();
    const seen: string[] = [];
    let fresh = false;
    const envelope = (result: number, retVal: unknown, msg = '') =>
      JSON.stringify({ result, msg, retVal });
    // Registered after the bar's fakes, so asked first.
    await context.route(`${ORIGIN}/uc/self/**`, async (route) => {
      const request = route.request();
      const path = new URL(request.url()).pathname;
      if (request.method() !== 'POST') return route.fallback();
      seen.push(path);
      if (path === '/uc/self/verify') {
        const { password } = request.postDataJSON() as { password: string };
        const body =
          password === 'Portico#2026'
            ? ((fresh = true), envelope(0, { verifiedUntil: '2030-01-01T00:10:00Z' }))
            : envelope(40110, null, 'The password is wrong');
        return route.fulfill({ contentType: 'application/json', body });
      }
      if (path === '/uc/self/mfa/totp' && !fresh) {
        return route.fulfill({
          contentType: 'application/json',
          body: envelope(40125, null, 'Confirm your password to change sign-in factors'),
        });
      }
      return route.fallback();
    });

    await bar.locator('[part~="menu-button"]').click();
    await bar.getByRole('menuitem', { name: 'Sign-in security' }).click();
    const dialog = bar.getByRole('dialog', { name: 'Sign-in security' });
    await dialog.getByRole('button', { name: 'Set up an authenticator' }).click();

    const prompt = dialog.getByRole('form', { name: 'Confirm it is you' });
    await prompt.waitFor();
    const password = prompt.getByLabel('Current password');
    expect(await password.getAttribute('type')).toBe('password');
    await password.fill('guess');
    await prompt.getByRole('button', { name: 'Confirm' }).click();
    await prompt.getByText('The password is wrong').waitFor();

    await password.fill('Portico#2026');
    await page.keyboard.press('Enter');
    await dialog.getByRole('img', { name: 'Authenticator QR code' }).waitFor();
    expect(await prompt.count()).toBe(0);
    expect(seen).toEqual([
      '/uc/self/mfa/totp',
      '/uc/self/verify',
      '/uc/self/verify',
      '/uc/self/mfa/totp',
    ]);
    expect(errors).toEqual([]);
    await done(context);
  });
});

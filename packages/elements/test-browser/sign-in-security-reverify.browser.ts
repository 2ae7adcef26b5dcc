import { afterAll, describe, expect, it } from 'vitest';
import { barPage, done } from './bar-page';
import { closeBrowser, ORIGIN } from './harness';

afterAll(closeBrowser);

/**
 * A session signed in a while ago must confirm it is the user before adding a factor (the guide
 * "Protect accounts with a second factor"): the hub answers 40125 until POST /self/verify took
 * the password, or a current code of the user's authenticator app. The standalone bundle in
 * Chromium asks for it inside the Sign-in security dialog and then goes on with what it was
 * asked to do.
 */

const envelope = (result: number, retVal: unknown, msg = '') =>
  JSON.stringify({ result, msg, retVal });
describe('Sign-in security asks for the password on 40125, then enrols', () => {
  it('a stale session confirms the password inline and gets the QR code, no dead end', async () => {
    const { page, bar, context, errors } = await barPage();
    const seen: string[] = [];
    let fresh = false;
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
    // Without an authenticator app there is no code to offer.
    expect(await prompt.getByRole('button', { name: 'Use authenticator code' }).count()).toBe(0);
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

/**
 * The page's browser made to hold a passkey authenticator: the test page is not a secure context,
 * so the WebAuthn calls the dialog makes are answered by a stand-in that "creates" one at once.
 */
const FAKE_AUTHENTICATOR = `<script>
  window.PublicKeyCredential = function PublicKeyCredential() {};
  const bytes = (n) => new Uint8Array([n, n, n]).buffer;
  Object.defineProperty(navigator, 'credentials', {
    configurable: true,
    value: {
      create: async () => ({
        id: 'AQID', rawId: bytes(1), type: 'public-key', authenticatorAttachment: 'platform',
        response: { clientDataJSON: bytes(2), attestationObject: bytes(3), getTransports: () => ['internal'] },
        getClientExtensionResults: () => ({}),
      }),
    },
  });
</script><script type="module" src="/elements/portico-elements.js"></script>`;

describe('a user with an authenticator app may confirm with a code instead of the password', () => {
  it('"Use authenticator code" sends the code, then the passkey it was asked for is added', async () => {
    const { page, bar, context, errors } = await barPage({ script: FAKE_AUTHENTICATOR });
    const seen: string[] = [];
    const proofs: unknown[] = [];
    let fresh = false;
    const saved = {
      id: 'pk-1',
      name: 'Desk key',
      transports: ['internal'],
      deviceType: 'singleDevice',
      createdAt: '2026-01-01T08:00:00.000Z',
      lastUsedAt: null,
    };
    let keys: (typeof saved)[] = [];
    const json = (body: string) => ({ contentType: 'application/json', body });
    await context.route(`${ORIGIN}/uc/self/**`, async (route) => {
      const request = route.request();
      const path = new URL(request.url()).pathname;
      if (request.method() === 'GET') {
        if (path === '/uc/self/mfa/passkeys') return route.fulfill(json(envelope(0, keys)));
        if (path !== '/uc/self/mfa') return route.fallback();
        const status = {
          totp: true,
          recoveryCodesLeft: 10,
          passkeys: keys.length,
          sms: false,
          policy: 'optional',
          factors: ['totp', 'passkey'],
          required: false,
          enrolBy: null,
        };
        return route.fulfill(json(envelope(0, status)));
      }
      seen.push(path);
      if (path === '/uc/self/verify') {
        const proof = request.postDataJSON() as { code?: string };
        proofs.push(proof);
        if (proof.code !== '123456') {
          return route.fulfill(json(envelope(40123, null, 'The code is wrong or already used')));
        }
        fresh = true;
        return route.fulfill(json(envelope(0, { verifiedUntil: '2030-01-01T00:10:00Z' })));
      }
      if (!fresh) {
        return route.fulfill(
          json(envelope(40125, null, 'Confirm your password to change sign-in factors')),
        );
      }
      if (path === '/uc/self/mfa/passkey/options') {
        const options = {
          challenge: 'Y2hhbGxlbmdl',
          rp: { name: 'Portico', id: 'portico.test' },
          user: { id: 'dXNlcg', name: 'frontdesk', displayName: 'Front Desk' },
          pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
        };
        return route.fulfill(json(envelope(0, options)));
      }
      if (path === '/uc/self/mfa/passkey') {
        keys = [saved];
        return route.fulfill(json(envelope(0, saved)));
      }
      return route.fallback();
    });

    await bar.locator('[part~="menu-button"]').click();
    await bar.getByRole('menuitem', { name: 'Sign-in security' }).click();
    const dialog = bar.getByRole('dialog', { name: 'Sign-in security' });
    await dialog.getByRole('button', { name: 'Add a passkey' }).click();
    await dialog.getByLabel('Name').fill('Desk key');
    await dialog.getByRole('button', { name: 'Create' }).click();

    const prompt = dialog.getByRole('form', { name: 'Confirm it is you' });
    await prompt.getByLabel('Current password').waitFor();
    await prompt.getByRole('button', { name: 'Use authenticator code' }).click();
    const code = prompt.getByLabel('6-digit code');
    expect(await code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await prompt.getByLabel('Current password').count()).toBe(0);
    await prompt
      .getByText('Enter the 6-digit code of your authenticator app before adding a sign-in factor.')
      .waitFor();

    // Not six digits: said at once, nothing sent.
    await code.fill('12345');
    await prompt.getByRole('button', { name: 'Confirm' }).click();
    await prompt.getByText('Enter the 6-digit code', { exact: true }).waitFor();
    await code.fill('654321');
    await prompt.getByRole('button', { name: 'Confirm' }).click();
    await prompt.getByText('The code is wrong or already used').waitFor();

    await code.fill('123 456');
    await page.keyboard.press('Enter');
    await dialog.locator('[data-passkey="Desk key"]').waitFor();
    expect(await prompt.count()).toBe(0);
    expect(proofs).toEqual([{ code: '654321' }, { code: '123456' }]);
    expect(seen).toEqual([
      '/uc/self/mfa/passkey/options',
      '/uc/self/verify',
      '/uc/self/verify',
      '/uc/self/mfa/passkey/options',
      '/uc/self/mfa/passkey',
    ]);
    expect(errors).toEqual([]);
    await done(context);
  });
});

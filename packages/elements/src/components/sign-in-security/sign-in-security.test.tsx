import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeClient } from '../../testing/fake-client';
import { cleanup, render, waitFor } from '../../testing/render';
import { PorticoRoot } from '../../ui/portico-root';
import { normaliseTotpCode } from './mfa-api';
import SignInSecurityDialog from './sign-in-security-dialog';

afterEach(cleanup);

const CODES = Array.from({ length: 10 }, (_, i) => `abcd-${1000 + i}`);

/**
 * The calls of the dialog, answered from memory; wrong codes answer a business error. A session
 * not `fresh` is answered 40125 on adding a factor until the password is confirmed.
 */
function fakeServer(totp: boolean, fresh = true) {
  const state = {
    totp,
    fresh,
    calls: [] as Array<{ method: string; path: string; body: unknown }>,
  };
  const envelope = (result: number, retVal: unknown, msg = 'ok') =>
    new Response(JSON.stringify({ result, msg, retVal }), {
      headers: { 'content-type': 'application/json' },
    });
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const path = new URL(String(input), 'http://hub.test').pathname.replace(/^\/uc/, '');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    state.calls.push({ method, path, body });
    if (method === 'GET' && path === '/self/mfa') {
      return envelope(0, {
        totp: state.totp,
        recoveryCodesLeft: state.totp ? 10 : 0,
        passkeys: 0,
        sms: false,
        policy: 'admins',
        factors: ['totp', 'passkey'],
        required: true,
        enrolBy: state.totp ? null : '2030-01-31T00:00:00Z',
      });
    }
    if (method === 'POST' && path === '/self/verify') {
      if ((body as { password: string }).password !== 'secret') {
        return envelope(40110, null, 'Wrong password');
      }
      state.fresh = true;
      return envelope(0, { verifiedUntil: '2030-01-31T00:10:00Z' });
    }
    if (!state.fresh && method === 'POST' && path.startsWith('/self/mfa/totp')) {
      return envelope(40125, null, 'Confirm your password to change sign-in factors');
    }
    if (method === 'POST' && path === '/self/mfa/totp') {
      return envelope(0, {
        secret: 'JBSWY3DPEHPK3PXP',
        otpauthUri: 'otpauth://totp/Portico:u1?secret=JBSWY3DPEHPK3PXP&issuer=Portico',
      });
    }
    if (method === 'POST' && path === '/self/mfa/totp/confirm') {
      if ((body as { code: string }).code !== '123456') return envelope(40120, null, 'Wrong code');
      state.totp = true;
      return envelope(0, { recoveryCodes: CODES });
    }
    if (method === 'DELETE' && path === '/self/mfa/totp') {
      if ((body as { password: string }).password !== 'secret') {
        return envelope(40102, null, 'Wrong password');
      }
      state.totp = false;
      return envelope(0, null);
    }
    return envelope(0, null);
  };
  return { state, fetch };
}

function setup({ totp = false, fresh = true } = {}) {
  const server = fakeServer(totp, fresh);
  const client = createFakeClient({ fetch: server.fetch });
  render(
    <PorticoRoot client={client}>
      <SignInSecurityDialog open onOpenChange={() => undefined} />
    </PorticoRoot>,
  );
  return server;
}

const dialog = () => document.querySelector<HTMLElement>('[data-testid="sign-in-security"]')!;
const button = (name: string) =>
  [...dialog().querySelectorAll('button')].find((b) => b.textContent?.trim() === name)!;

async function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  await act(async () => {
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function click(target: HTMLElement) {
  await act(async () => void target.click());
}

describe('Sign-in security dialog (authenticator enrolment, recovery codes, removal)', () => {
  it('shows what the policy asks and that no authenticator is on', async () => {
    setup();
    await waitFor(() => expect(dialog().querySelector('[data-asks="required"]')).not.toBeNull());
    expect(dialog().textContent).toContain('Your unit requires a second factor.');
    expect(dialog().querySelector('[data-factor="totp"]')?.textContent).toContain('Off');
  });

  it('enrols: QR code drawn in the page and the key as text, one code, then the 10 codes once', async () => {
    const server = setup();
    await waitFor(() => expect(button('Set up an authenticator')).toBeDefined());
    await click(button('Set up an authenticator'));
    await waitFor(() =>
      expect(dialog().querySelector('[data-testid="totp-secret"]')).not.toBeNull(),
    );
    expect(dialog().querySelector('[data-testid="totp-secret"]')!.textContent).toBe(
      'JBSW Y3DP EHPK 3PXP',
    );
    const qr = dialog().querySelector('svg[role="img"]')!;
    expect(qr.getAttribute('aria-label')).toBe('Authenticator QR code');
    expect(qr.querySelector('path')!.getAttribute('d')!.length).toBeGreaterThan(100);
    // No image is fetched from anywhere: the code is an inline path.
    expect(dialog().querySelector('img')).toBeNull();

    const code = dialog().querySelector<HTMLInputElement>('input[name="code"]')!;
    expect(code.autocomplete).toBe('one-time-code');
    expect(code.inputMode).toBe('numeric');
    await type(code, '12345');
    await click(button('Turn on'));
    expect(dialog().textContent).toContain('Enter the 6-digit code');
    await type(code, '654321');
    await click(button('Turn on'));
    await waitFor(() => expect(dialog().textContent).toContain('Wrong code'));

    await type(code, '123 456');
    await click(button('Turn on'));
    await waitFor(() =>
      expect(dialog().querySelectorAll('[data-testid="recovery-codes"] li')).toHaveLength(10),
    );
    // On from the moment the code is accepted, while the codes still show.
    await waitFor(() =>
      expect(dialog().querySelector('[data-factor="totp"]')?.textContent).toContain('On'),
    );
    expect(
      server.state.calls.filter((c) => c.path === '/self/mfa/totp/confirm').at(-1)?.body,
    ).toEqual({ code: '123456' });
    await click(button('I have saved them'));
    await waitFor(() =>
      expect(dialog().querySelector('[data-factor="totp"]')?.textContent).toContain('On'),
    );
    expect(dialog().querySelector('[data-testid="recovery-codes"]')).toBeNull();
    expect(dialog().textContent).toContain('10 recovery codes left');
  });

  it('turns the authenticator off only with the current password', async () => {
    setup({ totp: true });
    await waitFor(() => expect(button('Turn off')).toBeDefined());
    await click(button('Turn off'));
    const password = dialog().querySelector<HTMLInputElement>('input[name="password"]')!;
    expect(password.type).toBe('password');
    await type(password, 'nope');
    await click(button('Turn off'));
    await waitFor(() => expect(dialog().textContent).toContain('Wrong password'));
    await type(password, 'secret');
    await click(button('Turn off'));
    await waitFor(() =>
      expect(dialog().querySelector('[data-factor="totp"]')?.textContent).toContain('Off'),
    );
  });
});

describe('Sign-in security dialog on a session that must confirm the password (40125)', () => {
  it('asks for the password inline, confirms it, then starts the enrolment it was asked for', async () => {
    const server = setup({ fresh: false });
    await waitFor(() => expect(button('Set up an authenticator')).toBeDefined());
    await click(button('Set up an authenticator'));
    const prompt = () => dialog().querySelector<HTMLElement>('[data-testid="reverify"]');
    await waitFor(() => expect(prompt()).not.toBeNull());
    expect(prompt()!.textContent).toContain('Confirm it is you');
    const password = prompt()!.querySelector<HTMLInputElement>('input[name="reverify-password"]')!;
    expect(password.type).toBe('password');

    await type(password, 'nope');
    await click(button('Confirm'));
    await waitFor(() => expect(prompt()!.textContent).toContain('Wrong password'));
    expect(dialog().querySelector('[data-testid="totp-secret"]')).toBeNull();

    await type(password, 'secret');
    await click(button('Confirm'));
    await waitFor(() =>
      expect(dialog().querySelector('[data-testid="totp-secret"]')).not.toBeNull(),
    );
    expect(prompt()).toBeNull();
    expect(
      server.state.calls.filter((c) => c.method === 'POST').map((c) => `${c.method} ${c.path}`),
    ).toEqual([
      'POST /self/mfa/totp',
      'POST /self/verify',
      'POST /self/verify',
      'POST /self/mfa/totp',
    ]);
  });

  it('cancelling the prompt leaves the answer shown, and asking again is possible', async () => {
    setup({ fresh: false });
    await waitFor(() => expect(button('Set up an authenticator')).toBeDefined());
    await click(button('Set up an authenticator'));
    await waitFor(() => expect(dialog().querySelector('[data-testid="reverify"]')).not.toBeNull());
    await click(button('Cancel'));
    await waitFor(() =>
      expect(dialog().textContent).toContain('Confirm your password to change sign-in factors'),
    );
    expect(dialog().querySelector('[data-testid="reverify"]')).toBeNull();
    // Back in the section, the user may start again and is asked again.
    await click(button('Cancel'));
    await waitFor(() => expect(button('Set up an authenticator')).toBeDefined());
    await click(button('Set up an authenticator'));
    await waitFor(() => expect(dialog().querySelector('[data-testid="reverify"]')).not.toBeNull());
  });
});

describe('normaliseTotpCode', () => {
  it('takes six digits, spaces between them allowed, and nothing else', () => {
    expect(normaliseTotpCode(' 123 456 ')).toBe('123456');
    expect(normaliseTotpCode('12345')).toBeNull();
    expect(normaliseTotpCode('12345a')).toBeNull();
    expect(normaliseTotpCode('1234567')).toBeNull();
  });
});

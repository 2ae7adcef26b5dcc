import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The console's one client captures fetch when it is created, so the fake goes in first.
const fetchMock = vi.hoisted(() => {
  const mock = vi.fn<typeof fetch>();
  globalThis.fetch = mock;
  return mock;
});

const { portico } = await import('../../../lib/portico');
const { LoginForm } = await import('./login-form');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
let container: HTMLElement;

function renderForm(mode: 'account' | 'pms') {
  const router = createMemoryRouter([{ path: '/sso', element: <LoginForm mode={mode} /> }], {
    initialEntries: ['/sso'],
  });
  act(() => {
    root = createRoot(container);
    root.render(<RouterProvider router={router} />);
  });
  return router;
}

/** Types into a React-controlled input the way a browser does. */
function type(name: string, value: string) {
  const input = container.querySelector<HTMLInputElement>(`input[name=${name}]`)!;
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const check = (name: string) =>
  act(() => container.querySelector<HTMLInputElement>(`input[name=${name}]`)!.click());
const submit = () =>
  act(async () => {
    container.querySelector<HTMLButtonElement>('button[type=submit]')!.click();
  });
const alerts = () =>
  Array.from(container.querySelectorAll('[role=alert]')).map((el) => el.textContent);
const answer = (envelope: unknown) =>
  new Response(JSON.stringify(envelope), { headers: { 'content-type': 'application/json' } });

/** The second step, once its lazy chunk and the catalogue's texts have loaded. */
const stepShown = () =>
  vi.waitFor(
    async () => {
      await act(async () => undefined);
      const found = container.querySelector('[data-testid=mfa-step]');
      expect(found).not.toBeNull();
      return found!;
    },
    { timeout: 15_000, interval: 50 },
  );

beforeEach(() => {
  localStorage.clear();
  portico.i18n.setLocale('en-US');
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => {
  act(() => root?.unmount());
  container.remove();
  fetchMock.mockReset();
});

describe('LoginForm (product.md §2.6, §5 "Login")', () => {
  it('refuses empty fields and the unchecked agreement without calling the server', async () => {
    renderForm('account');
    await submit();
    expect(alerts()).toEqual([
      "Unit code can't be empty",
      "Account can't be empty",
      "Password can't be empty",
      'Please read and accept the user agreement',
    ]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('PMS mode sends the PMS account to /sso/pmsLogin and shows the refusal', async () => {
    renderForm('pms');
    expect(container.querySelector('input[name=userCode]')).toBeNull();
    fetchMock.mockResolvedValueOnce(
      answer({ result: 40101, msg: 'Unit, account or password is wrong', retVal: null }),
    );
    type('unitCode', ' H001 ');
    type('pmsAccount', 'FD001');
    type('password', 'secret');
    check('agreement');
    await submit();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toMatch(/\/uc\/sso\/pmsLogin$/);
    expect(JSON.parse(String(init?.body))).toEqual({
      unitCode: 'H001',
      pmsAccount: 'FD001',
      password: 'secret',
    });
    expect(container.querySelector('[data-testid=login-error]')?.textContent).toBe(
      'Unit, account or password is wrong',
    );
  });

  it('remembers unit, account and mode (never the password) after a successful sign-in', async () => {
    const router = renderForm('account');
    fetchMock.mockResolvedValueOnce(
      answer({
        result: 0,
        msg: '',
        retVal: { userCode: 'admin', unitCode: 'PLATFORM', jwtToken: 'token-1', menus: [] },
      }),
    );
    type('unitCode', 'PLATFORM');
    type('userCode', 'admin');
    type('password', 'Portico#2026');
    check('rememberMe');
    check('agreement');
    const before = router.state.location.key;
    await submit();
    expect(JSON.parse(localStorage.getItem('portico.rememberedLogin')!)).toEqual({
      unitCode: 'PLATFORM',
      userCode: 'admin',
      mode: 'account',
    });
    // The same URL again, so that the sso rules decide where to go with the new token.
    expect(router.state.location.pathname).toBe('/sso');
    expect(router.state.location.key).not.toBe(before);
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('a second factor due: asks for the code (or a recovery code), then signs in with its answer', async () => {
    portico.session.clear();
    const router = renderForm('account');
    fetchMock.mockResolvedValueOnce(
      answer({
        result: 40121,
        msg: 'Enter your second-factor code',
        retVal: {
          mfaToken: 'mfa-1',
          factors: ['totp'],
          recovery: true,
          expiresAt: '2030-01-01T00:00:00Z',
        },
      }),
    );
    type('unitCode', 'PLATFORM');
    type('userCode', 'admin');
    type('password', 'Portico#2026');
    check('agreement');
    await submit();
    const step = await stepShown();
    const code = step.querySelector<HTMLInputElement>('input[name=code]')!;
    expect(code.autocomplete).toBe('one-time-code');
    expect(code.inputMode).toBe('numeric');
    expect(portico.session.isLoggedIn.value).toBe(false);
    // Only what the answer named: no passkey, no SMS.
    expect(container.querySelector('[data-testid=passkey-factor]')).toBeNull();
    expect(container.querySelector('[data-testid=mfa-sms]')).toBeNull();

    type('code', '12345');
    await submit();
    expect(alerts()).toEqual(['Enter the 6-digit code']);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fetchMock.mockResolvedValueOnce(
      answer({ result: 40123, msg: 'The code is wrong or already used', retVal: null }),
    );
    type('code', '123 456');
    await submit();
    await vi.waitFor(() => expect(alerts()).toEqual(['The code is wrong or already used']));
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(String(url)).toMatch(/\/uc\/sso\/login\/mfa$/);
    expect(JSON.parse(String(init?.body))).toEqual({ mfaToken: 'mfa-1', code: '123456' });

    // A recovery code instead, on a field of its own.
    await act(async () =>
      Array.from(container.querySelectorAll('button'))
        .find((b) => b.textContent === 'Use a recovery code')!
        .click(),
    );
    expect(container.querySelector('input[name=code]')).toBeNull();
    fetchMock.mockResolvedValueOnce(
      answer({
        result: 0,
        msg: '',
        retVal: { userCode: 'admin', unitCode: 'PLATFORM', jwtToken: 'token-2', menus: [] },
      }),
    );
    type('recoveryCode', 'abcde-12345');
    const before = router.state.location.key;
    await submit();
    await vi.waitFor(() => expect(router.state.location.key).not.toBe(before));
    expect(JSON.parse(String(fetchMock.mock.calls[2]![1]?.body))).toEqual({
      mfaToken: 'mfa-1',
      code: 'abcde-12345',
    });
    expect(portico.session.token.value).toBe('token-2');
    portico.session.clear();
  });

  it('SMS named and no authenticator: texts a code on request, then signs in with it', async () => {
    portico.session.clear();
    const router = renderForm('account');
    fetchMock.mockResolvedValueOnce(
      answer({
        result: 40121,
        msg: 'Enter your second-factor code',
        retVal: { mfaToken: 'mfa-2', factors: ['sms'], expiresAt: '2030-01-01T00:00:00Z' },
      }),
    );
    type('unitCode', 'H001');
    type('userCode', 'frontdesk');
    type('password', 'Portico#2026');
    check('agreement');
    await submit();
    const step = await stepShown();
    // No code field before a code was sent, and no way the answer did not name.
    expect(step.querySelector('input[name=code]')).toBeNull();
    const buttons = () => Array.from(step.querySelectorAll('button')).map((b) => b.textContent);
    expect(buttons()).not.toContain('Use a recovery code');
    expect(buttons()).not.toContain('Use a code');
    expect(step.querySelector('[data-testid=passkey-factor]')).toBeNull();

    fetchMock.mockResolvedValueOnce(
      answer({ result: 0, msg: '', retVal: { mobile: '*******0001', resendSeconds: 60 } }),
    );
    await act(async () =>
      step.querySelector<HTMLButtonElement>('[data-testid=mfa-sms-send]')!.click(),
    );
    await vi.waitFor(() => expect(step.querySelector('input[name=code]')).not.toBeNull());
    expect(String(fetchMock.mock.calls[1]![0])).toMatch(/\/uc\/sso\/login\/mfa\/sms$/);
    expect(JSON.parse(String(fetchMock.mock.calls[1]![1]?.body))).toEqual({ mfaToken: 'mfa-2' });
    expect(step.textContent).toContain('Enter the 6-digit code sent by SMS to *******0001.');
    // The resend waits out its minute.
    expect(
      step.querySelector<HTMLButtonElement>('[data-testid=verify-code-button]')!.disabled,
    ).toBe(true);

    fetchMock.mockResolvedValueOnce(
      answer({
        result: 0,
        msg: '',
        retVal: { userCode: 'frontdesk', unitCode: 'H001', jwtToken: 'token-3', menus: [] },
      }),
    );
    type('code', '654321');
    const before = router.state.location.key;
    await submit();
    await vi.waitFor(() => expect(router.state.location.key).not.toBe(before));
    expect(JSON.parse(String(fetchMock.mock.calls[2]![1]?.body))).toEqual({
      mfaToken: 'mfa-2',
      code: '654321',
      factor: 'sms',
    });
    expect(portico.session.token.value).toBe('token-3');
    portico.session.clear();
  });

  it('back to the password from the second step, with the password cleared', async () => {
    renderForm('account');
    fetchMock.mockResolvedValueOnce(
      answer({
        result: 40121,
        msg: '',
        retVal: { mfaToken: 'm', factors: ['totp'], expiresAt: '' },
      }),
    );
    type('unitCode', 'PLATFORM');
    type('userCode', 'admin');
    type('password', 'Portico#2026');
    check('agreement');
    await submit();
    await vi.waitFor(() =>
      expect(container.querySelector('[data-testid=mfa-step]')).not.toBeNull(),
    );
    await act(async () =>
      Array.from(container.querySelectorAll('button'))
        .find((b) => b.textContent === 'Back to the password')!
        .click(),
    );
    expect(container.querySelector<HTMLInputElement>('input[name=userCode]')!.value).toBe('admin');
    expect(container.querySelector<HTMLInputElement>('input[name=password]')!.value).toBe('');
  });
});

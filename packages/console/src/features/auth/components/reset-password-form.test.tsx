import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PasswordRecoveryForm } from '@portico/sdk/internal';
import { portico } from '../../../lib/portico';
import { ResetPasswordForm } from './reset-password-form';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
let container: HTMLElement;
const request = vi.spyOn(portico.http, 'request');

const COMPLETE: PasswordRecoveryForm = {
  unitCode: 'U1',
  userCode: 'alice',
  email: 'alice@example.com',
  validateCode: '123456',
};

function render(initial: PasswordRecoveryForm) {
  const router = createMemoryRouter(
    [{ path: '/reset', element: <ResetPasswordForm initial={initial} /> }],
    { initialEntries: ['/reset'] },
  );
  act(() => {
    root = createRoot(container);
    root.render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
  });
}

const input = (name: string) => container.querySelector<HTMLInputElement>(`input[name=${name}]`);
const labelOf = (name: string) => input(name)?.closest('label')?.textContent;

function type(name: string, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(input(name), value);
    input(name)!.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function submit() {
  await act(async () => {
    container.querySelector('form')!.requestSubmit();
  });
}

beforeEach(() => {
  portico.i18n.setLocale('en-US');
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => {
  act(() => root?.unmount());
  container.remove();
  request.mockReset();
});

describe('the reset page form (product.md §2.5 /unsubscribeEmailHtml, §5 "Reset password" and "Password recovery")', () => {
  it('asks for the recovery details a mail link left out, each labelled, then the new password twice', () => {
    render({ ...COMPLETE, validateCode: '' });
    expect(labelOf('unitCode')).toBe('Unit');
    expect(labelOf('userCode')).toBe('Account');
    expect(input('email')?.type).toBe('email');
    expect(input('validateCode')?.autocomplete).toBe('one-time-code');
    expect(input('passwd')?.type).toBe('password');
    expect(input('passwdCheck')?.type).toBe('password');
  });

  it('shows complete details as a summary, and names each empty field in an alert tied to its input', async () => {
    render(COMPLETE);
    expect(input('unitCode')).toBeNull();
    expect(container.querySelector('[data-testid=reset-account]')?.textContent).toContain('alice');
    await submit();
    const describedBy = input('passwd')?.getAttribute('aria-describedby');
    expect(describedBy).toBe('reset-passwd-error');
    expect(container.querySelector(`#${describedBy}`)?.getAttribute('role')).toBe('alert');
    expect(input('passwdCheck')?.getAttribute('aria-invalid')).toBe('true');
    expect(request).not.toHaveBeenCalled();
  });

  it('turns into the success notice with the way back to sign-in once the server accepts', async () => {
    request.mockResolvedValue(null);
    render(COMPLETE);
    type('passwd', 'abc123');
    type('passwdCheck', 'abc123');
    await submit();
    const done = container.querySelector('[data-testid=reset-done]');
    expect(done?.getAttribute('role')).toBe('status');
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/login');
  });
});

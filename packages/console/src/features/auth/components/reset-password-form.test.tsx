import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PasswordRecoveryForm } from '@portico/sdk/internal';
import { render, settle, typeInto, type Rendered } from '../../../components/ui/testing/render';
import { portico } from '../../../lib/portico';
import { ResetPasswordForm } from './reset-password-form';

let view: Rendered | null = null;
const request = vi.spyOn(portico.http, 'request');

const COMPLETE: PasswordRecoveryForm = {
  unitCode: 'U1',
  userCode: 'alice',
  email: 'alice@example.com',
  validateCode: '123456',
};

const input = (name: string) =>
  view!.container.querySelector<HTMLInputElement>(`input[name=${name}]`);
const labelOf = (name: string) => input(name)?.closest('label')?.textContent;

async function submit() {
  await act(async () => view!.container.querySelector('form')!.requestSubmit());
  await settle();
}

beforeEach(() => portico.i18n.setLocale('en-US'));
afterEach(() => {
  view?.unmount();
  request.mockReset();
});

describe('the reset page form (product.md §2.5 /unsubscribeEmailHtml, §5 "Reset password" and "Password recovery")', () => {
  it('asks for the recovery details a mail link left out, each labelled, then the new password twice', () => {
    view = render(<ResetPasswordForm initial={{ ...COMPLETE, validateCode: '' }} />);
    expect(labelOf('unitCode')).toBe('Unit');
    expect(labelOf('userCode')).toBe('Account');
    expect(input('email')?.type).toBe('email');
    expect(input('validateCode')?.autocomplete).toBe('one-time-code');
    expect(input('passwd')?.type).toBe('password');
    expect(input('passwdCheck')?.type).toBe('password');
  });

  it('shows complete details as a summary, and names each empty field in an alert tied to its input', async () => {
    view = render(<ResetPasswordForm initial={COMPLETE} />);
    expect(input('unitCode')).toBeNull();
    const summary = view.container.querySelector('[data-testid=reset-account]');
    expect(summary?.textContent).toContain('alice');
    await submit();
    const describedBy = input('passwd')?.getAttribute('aria-describedby');
    expect(describedBy).toBe('reset-passwd-error');
    expect(view.container.querySelector(`#${describedBy}`)?.getAttribute('role')).toBe('alert');
    expect(input('passwdCheck')?.getAttribute('aria-invalid')).toBe('true');
    expect(request).not.toHaveBeenCalled();
  });

  it('turns into the success notice with the way back to sign-in once the server accepts', async () => {
    request.mockResolvedValue(null);
    view = render(<ResetPasswordForm initial={COMPLETE} />);
    typeInto(input('passwd')!, 'abc123');
    typeInto(input('passwdCheck')!, 'abc123');
    await submit();
    const done = view.container.querySelector('[data-testid=reset-done]');
    expect(done?.getAttribute('role')).toBe('status');
    expect(view.container.querySelector('a')?.getAttribute('href')).toBe('/login');
  });
});

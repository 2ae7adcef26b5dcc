import { describe, expect, it } from 'vitest';
import { firstLoginError, validateLoginForm } from './login-form';

describe('login rules (product.md §5 "Login")', () => {
  it('account, password and unit code cannot be empty', () => {
    expect(validateLoginForm({ unitCode: ' ', userCode: '', password: '' })).toEqual({
      unitCode: 'validation.login.unitCodeRequired',
      userCode: 'validation.login.userCodeRequired',
      password: 'validation.login.passwordRequired',
    });
  });

  it('requires the agreement checkbox when the form shows it', () => {
    const input = { unitCode: 'H001', userCode: 'frontdesk', password: 'x' };
    expect(validateLoginForm(input)).toEqual({});
    expect(validateLoginForm(input, { requireAgreement: true })).toEqual({
      agreement: 'validation.login.agreementRequired',
    });
  });

  it('rejects over-long input with a message key', () => {
    expect(firstLoginError({ unitCode: 'U'.repeat(65), userCode: 'a', password: 'b' })).toBe(
      'validation.tooLong',
    );
  });
});

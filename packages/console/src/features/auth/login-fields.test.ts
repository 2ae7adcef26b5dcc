import { describe, expect, it } from 'vitest';
import { accountInputName, validateLoginFields, type LoginFields } from './login-fields';

const filled: LoginFields = {
  unitCode: 'H001',
  account: 'FD001',
  password: 'Portico#2026',
  rememberMe: false,
  agreement: true,
};

describe('validateLoginFields (product.md §5 "Login")', () => {
  it('unit code, account and password cannot be empty; the agreement is required', () => {
    expect(
      validateLoginFields({
        ...filled,
        unitCode: ' ',
        account: '',
        password: '',
        agreement: false,
      }),
    ).toEqual({
      unitCode: 'validation.login.unitCodeRequired',
      account: 'validation.login.userCodeRequired',
      password: 'validation.login.passwordRequired',
      agreement: 'validation.login.agreementRequired',
    });
  });

  it('accepts a filled form; a password of spaces is a password, codes are trimmed', () => {
    expect(validateLoginFields(filled)).toEqual({});
    expect(validateLoginFields({ ...filled, password: '   ' })).toEqual({});
    expect(validateLoginFields({ ...filled, account: '  ' })).toEqual({
      account: 'validation.login.userCodeRequired',
    });
  });

  it('names the account input as the server calls it in each mode', () => {
    expect(accountInputName('account')).toBe('userCode');
    expect(accountInputName('pms')).toBe('pmsAccount');
  });
});

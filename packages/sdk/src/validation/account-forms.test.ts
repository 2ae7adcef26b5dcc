import { describe, expect, it } from 'vitest';
import {
  validateEmailBeforeSend,
  validateEmailBinding,
  validatePasswordRecovery,
  validateUnitChoice,
} from './account-forms';
import { emailBindingSchema, passwordRecoverySchema } from './form-schemas';

describe('product.md §5 "Password recovery: unit, account, bound e-mail required, e-mail format checked, verification code required"', () => {
  const valid = {
    unitCode: 'H001',
    userCode: 'frontdesk',
    email: 'fd@h001.example.com',
    validateCode: '123456',
  };

  it.each([
    [{}, {}],
    [
      { unitCode: '', userCode: '', email: '', validateCode: '' },
      {
        unitCode: 'validation.recovery.unitRequired',
        userCode: 'validation.recovery.accountRequired',
        email: 'validation.recovery.emailRequired',
        validateCode: 'validation.verifyCode.required',
      },
    ],
    [{ email: 'fd@' }, { email: 'validation.email.invalid' }],
  ])('%j → %j', (change, expected) => {
    const form = { ...valid, ...change };
    expect(validatePasswordRecovery(form)).toEqual(expected);
    expect(passwordRecoverySchema.safeParse(form).success).toBe(Object.keys(expected).length === 0);
  });
});

describe('product.md §5 "E-mail binding: e-mail required, code required and the send-code button first validates the e-mail", and the current password', () => {
  it.each([
    [{ email: 'me@example.com', validateCode: '1234', password: 'secret1' }, {}],
    [
      { email: '', validateCode: '', password: '' },
      {
        email: 'validation.email.required',
        validateCode: 'validation.verifyCode.required',
        password: 'validation.password.currentRequired',
      },
    ],
    [
      { email: 'me@example', validateCode: '1', password: 'secret1' },
      { email: 'validation.email.invalid' },
    ],
  ])('%j → %j', (form, expected) => {
    expect(validateEmailBinding(form)).toEqual(expected);
    expect(emailBindingSchema.safeParse(form).success).toBe(Object.keys(expected).length === 0);
  });

  it.each([
    ['', 'validation.email.required'],
    ['me@', 'validation.email.invalid'],
    ['me@example.com', null],
  ])('send-code button with %j → %s (the code field is not looked at)', (email, expected) => {
    expect(validateEmailBeforeSend(email)).toBe(expected);
  });
});

describe('product.md §5 "Change unit: a unit must be chosen (\'Please select a unit\')"', () => {
  it.each([
    [null, 'validation.unit.required'],
    [undefined, 'validation.unit.required'],
    ['', 'validation.unit.required'],
    ['H001', null],
    [{ code: 'H001' }, null],
  ])('%j → %s', (unit, expected) => {
    expect(validateUnitChoice(unit)).toBe(expected);
  });
});

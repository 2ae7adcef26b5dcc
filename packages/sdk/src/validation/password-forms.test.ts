import { describe, expect, it } from 'vitest';
import {
  buildPasswordStrategy,
  parsePasswordStrategy,
  passwordStrategyMessage,
} from './password-strategy';
import {
  validatePasswordChange,
  validatePasswordParameters,
  validateResetPassword,
} from './password-forms';
import { passwordChangeSchema, passwordUpdateSchema, resetPasswordSchema } from './form-schemas';

const strong = parsePasswordStrategy(buildPasswordStrategy(['digit', 'upper'], 8));
const ok = { passwdOld: 'old-pass1', passwd: 'NewPass12', passwdCheck: 'NewPass12' };

describe('product.md §5 "Password change in non-user-center apps"', () => {
  it.each([
    [
      "old required ('Please enter old password')",
      { passwdOld: '' },
      { passwdOld: 'validation.password.oldRequired' },
    ],
    [
      "new required ('Please enter new password')",
      { passwd: '', passwdCheck: '' },
      {
        passwd: 'validation.password.newRequired',
        passwdCheck: 'validation.password.confirmRequired',
      },
    ],
    [
      "new must differ from old ('New password and old password cannot be the same')",
      { passwdOld: 'NewPass12' },
      { passwd: 'validation.password.sameAsOld' },
    ],
    [
      "confirm required ('Please enter your password again')",
      { passwdCheck: '' },
      { passwdCheck: 'validation.password.confirmRequired' },
    ],
    [
      "mismatch 'The passwords entered are inconsistent'",
      { passwdCheck: 'NewPass13' },
      { passwdCheck: 'validation.password.mismatch' },
    ],
    [
      'rule from the unit PASSWORD_STRATEGY',
      { passwd: 'newpass12', passwdCheck: 'newpass12' },
      { passwd: passwordStrategyMessage(strong) },
    ],
    ['a valid form', {}, {}],
  ])('%s', (_rule, change, expected) => {
    expect(validatePasswordChange({ ...ok, ...change }, { strategy: strong })).toEqual(expected);
  });

  it('without a strategy the default applies: a digit and 6 chars', () => {
    expect(validatePasswordChange({ ...ok, passwd: 'abcdef', passwdCheck: 'abcdef' })).toEqual({
      passwd: passwordStrategyMessage(parsePasswordStrategy(null)),
    });
    expect(validatePasswordChange({ ...ok, passwd: 'abcde1', passwdCheck: 'abcde1' })).toEqual({});
  });

  it('in the user-centre app the user-centre rule applies instead (product.md §5)', () => {
    expect(
      validatePasswordChange(
        { ...ok, passwd: '123456', passwdCheck: '123456' },
        { userCentre: true },
      ),
    ).toEqual({
      passwd: 'validation.password.userCentre',
    });
  });

  it('the zod schema gives the server the same answers, keys as messages', () => {
    const schema = passwordChangeSchema({ strategy: strong });
    expect(schema.safeParse(ok).success).toBe(true);
    const failed = schema.safeParse({ ...ok, passwd: 'newpass12', passwdCheck: 'other' });
    expect(failed.success).toBe(false);
    expect(failed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['passwd', 'validation.password.strategy'],
      ['passwdCheck', 'validation.password.mismatch'],
    ]);
    expect(failed.error?.issues[0]).toMatchObject({ params: { minLength: 8 } });
  });

  it('the update call (oldPassword, newPassword; api-contract.md §7.4) runs the same rules', () => {
    const schema = passwordUpdateSchema({ strategy: strong });
    expect(schema.safeParse({ oldPassword: 'x', newPassword: 'NewPass12' }).success).toBe(true);
    const same = schema.safeParse({ oldPassword: 'NewPass12', newPassword: 'NewPass12' });
    expect(same.error?.issues.map((i) => i.message)).toEqual(['validation.password.sameAsOld']);
    const missing = schema.safeParse({});
    expect(missing.error?.issues.map((i) => i.message)).toEqual([
      'validation.password.oldRequired',
      'validation.password.newRequired',
    ]);
    const wrongType = schema.safeParse({ oldPassword: 1, newPassword: 'x'.repeat(500) });
    expect(wrongType.error?.issues.map((i) => i.message)).toEqual([
      'validation.password.oldRequired',
      'validation.tooLong',
    ]);
  });
});

describe('product.md §5 "Reset password: new and confirm required, must match, at least a digit and 6 chars"', () => {
  it.each([
    [
      { passwd: '', passwdCheck: '' },
      {
        passwd: 'validation.password.newRequired',
        passwdCheck: 'validation.password.confirmRequired',
      },
    ],
    [{ passwd: 'abcde1', passwdCheck: 'abcde2' }, { passwdCheck: 'validation.password.mismatch' }],
    [
      { passwd: 'abcdef', passwdCheck: 'abcdef' },
      { passwd: passwordStrategyMessage(parsePasswordStrategy(null)) },
    ],
    [{ passwd: 'abcde1', passwdCheck: 'abcde1' }, {}],
  ])('%j', (form, expected) => {
    expect(validateResetPassword(form)).toEqual(expected);
    expect(resetPasswordSchema.safeParse(form).success).toBe(Object.keys(expected).length === 0);
  });
});

describe('product.md §5 "Parameter screen: complexity must be chosen; length required, positive integer, at least 6"', () => {
  it.each([
    [{ complexity: [], length: 8 }, { complexity: 'validation.parameter.complexityRequired' }],
    [{ complexity: null, length: 8 }, { complexity: 'validation.parameter.complexityRequired' }],
    [
      { complexity: ['digit', 'emoji'], length: 8 },
      { complexity: 'validation.parameter.complexityRequired' },
    ],
    [{ complexity: ['digit'], length: '' }, { length: 'validation.parameter.lengthRequired' }],
    [{ complexity: ['digit'], length: '6.5' }, { length: 'validation.parameter.lengthInteger' }],
    [{ complexity: ['digit'], length: -7 }, { length: 'validation.parameter.lengthInteger' }],
    [{ complexity: ['digit'], length: '0' }, { length: 'validation.parameter.lengthInteger' }],
    [{ complexity: ['digit'], length: 5 }, { length: 'validation.parameter.lengthMin' }],
    [
      { complexity: ['digit'], length: 129 },
      { length: { key: 'validation.parameter.lengthMax', params: { max: 128 } } },
    ],
    [{ complexity: ['digit', 'letter'], length: ' 6 ' }, {}],
  ])('%j', (form, expected) => {
    expect(validatePasswordParameters(form)).toEqual(expected);
  });
});

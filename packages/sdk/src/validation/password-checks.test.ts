import { describe, expect, it } from 'vitest';
import { passwordChecks } from './password-checks';
import { DEFAULT_PASSWORD_STRATEGY, type PasswordStrategy } from './password-strategy';
import { USER_CENTRE_PASSWORD_PATTERN } from './user-centre-password';

const met = (checks: ReturnType<typeof passwordChecks>) =>
  Object.fromEntries(checks.map((c) => [c.id, c.met]));

describe('the password checklist of the change form, modal and page (product.md §5 password change)', () => {
  it("follows the unit's PASSWORD_STRATEGY: length, each class, differs from the old one", () => {
    const strategy: PasswordStrategy = {
      pattern: /^(?=.*\d)(?=.*[A-Z]).{8,}$/,
      classes: ['digit', 'upper'],
      minLength: 8,
    };
    expect(met(passwordChecks('abc', 'old', { strategy }))).toEqual({
      length: false,
      digit: false,
      upper: false,
      differs: true,
    });
    expect(met(passwordChecks('Abcdefg1', 'Abcdefg1', { strategy }))).toEqual({
      length: true,
      digit: true,
      upper: true,
      differs: false,
    });
  });

  it('the default rule without a strategy; the user-centre rule in the UC app', () => {
    expect(passwordChecks('', '', {})[0]).toMatchObject({
      params: { minLength: DEFAULT_PASSWORD_STRATEGY.minLength },
    });
    expect(met(passwordChecks('abc12é', '', { userCentre: true }))).toEqual({
      length: true,
      digit: true,
      letter: true,
      printable: false,
      differs: true,
    });
  });

  it('names each class item by its class, for the form to label', () => {
    expect(passwordChecks('a', '', { userCentre: true }).filter((c) => c.cls)).toMatchObject([
      { id: 'digit', cls: 'digit', key: 'elements.password.rule.class', met: false },
      { id: 'letter', cls: 'letter', key: 'elements.password.rule.class', met: true },
    ]);
  });

  it('the user-centre pattern: digits and letters, printable ASCII, at least 6 (product.md §5)', () => {
    expect(USER_CENTRE_PASSWORD_PATTERN.test('abc 12~')).toBe(true);
    expect(USER_CENTRE_PASSWORD_PATTERN.test('abc12')).toBe(false);
    expect(USER_CENTRE_PASSWORD_PATTERN.test('abcdef')).toBe(false);
    expect(USER_CENTRE_PASSWORD_PATTERN.test('abc12é')).toBe(false);
  });
});

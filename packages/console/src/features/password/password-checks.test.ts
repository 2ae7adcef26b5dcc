import { DEFAULT_PASSWORD_STRATEGY, type PasswordStrategy } from '@portico/sdk';
import { describe, expect, it } from 'vitest';
import { passwordChecks } from './password-checks';

const label = (key: string) => key.split('.').pop()!;
const met = (checks: ReturnType<typeof passwordChecks>) =>
  Object.fromEntries(checks.map((c) => [c.id, c.met]));

describe('the password checklist of /password/update (product.md §5 password change)', () => {
  it("follows the unit's PASSWORD_STRATEGY: length, each class, differs from the old one", () => {
    const strategy: PasswordStrategy = {
      pattern: /^(?=.*\d)(?=.*[A-Z]).{8,}$/,
      classes: ['digit', 'upper'],
      minLength: 8,
    };
    expect(met(passwordChecks('abc', 'old', { strategy }, label))).toEqual({
      length: false,
      digit: false,
      upper: false,
      differs: true,
    });
    expect(met(passwordChecks('Abcdefg1', 'Abcdefg1', { strategy }, label))).toEqual({
      length: true,
      digit: true,
      upper: true,
      differs: false,
    });
  });

  it('the default rule without a strategy; the user-centre rule in the UC app', () => {
    expect(passwordChecks('', '', {}, label)[0]).toMatchObject({
      params: { minLength: DEFAULT_PASSWORD_STRATEGY.minLength },
    });
    expect(met(passwordChecks('abc12é', '', { userCentre: true }, label))).toEqual({
      length: true,
      digit: true,
      letter: true,
      printable: false,
      differs: true,
    });
  });
});

import { describe, expect, it } from 'vitest';
import type { Flag } from '../contract/login';
import { forcedPasswordChange } from './password-rules';

const info = (firstLogin: Flag, isBackdoor: Flag, pwdChange: boolean) => ({
  pwdChange,
  userInfoDO: { firstLogin, isBackdoor } as never,
});

describe('forced password change (product.md §4)', () => {
  it.each([
    // [firstLogin, isBackdoor, pwdChange, appCode, expected, the spec's words]
    [
      'T',
      'F',
      false,
      'GC',
      'first-login',
      'firstLogin is T and not backdoor and not the user-center app',
    ],
    ['T', 'T', false, 'GC', null, 'backdoor users are exempt'],
    ['T', 'F', false, 'UC', null, 'the user-center app has no forced first-login change (§6)'],
    ['F', 'F', true, 'GC', 'expired', 'the change flag (pwdChange) is set and not backdoor'],
    ['F', 'F', true, 'UC', 'expired', 'pwdChange applies in the user-center app too'],
    ['F', 'T', true, 'GC', null, 'pwdChange set but backdoor'],
    ['F', 'F', false, 'GC', null, 'neither'],
  ] as const)(
    'firstLogin %s, backdoor %s, pwdChange %s in %s → %s (%s)',
    (firstLogin, backdoor, pwdChange, app, expected, _why) => {
      expect(forcedPasswordChange(info(firstLogin, backdoor, pwdChange), app)).toBe(expected);
    },
  );

  it('no session, no forced change', () => {
    expect(forcedPasswordChange(null, 'GC')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { secondFactorCode } from './second-factor';

describe('the second sign-in step checks the code before sending it', () => {
  it('takes six digits from the authenticator, spaces between them dropped', () => {
    expect(secondFactorCode('totp', ' 123 456 ')).toEqual({ ok: true, code: '123456' });
    expect(secondFactorCode('totp', '12345')).toEqual({ ok: false, error: 'mfa.totp.codeInvalid' });
    expect(secondFactorCode('totp', 'abcdef')).toEqual({
      ok: false,
      error: 'mfa.totp.codeInvalid',
    });
    expect(secondFactorCode('totp', '  ')).toEqual({ ok: false, error: 'mfa.step.required' });
  });

  it('sends a recovery code as typed, trimmed, and refuses an empty one', () => {
    expect(secondFactorCode('recovery', ' abcde-12345 ')).toEqual({
      ok: true,
      code: 'abcde-12345',
    });
    expect(secondFactorCode('recovery', '')).toEqual({ ok: false, error: 'mfa.step.required' });
  });
});

import { describe, expect, it } from 'vitest';
import { secondFactorCode, secondStepOffer } from './second-factor';

describe('the second sign-in step offers only the factors the server named (README "Second factors")', () => {
  it('an authenticator with recovery codes left: code first, recovery beside it, nothing else', () => {
    expect(secondStepOffer({ factors: ['totp'], recovery: true }, true)).toEqual({
      totp: true,
      recovery: true,
      sms: false,
      passkey: false,
      first: 'totp',
    });
  });

  it('no recovery codes left, or none named: no recovery-code way', () => {
    expect(secondStepOffer({ factors: ['totp'], recovery: false }, true).recovery).toBe(false);
    expect(secondStepOffer({ factors: ['totp'] }, true).recovery).toBe(false);
    // Recovery codes go with the authenticator: without it they are not offered.
    expect(secondStepOffer({ factors: ['sms'], recovery: true }, true).recovery).toBe(false);
  });

  it('a passkey only when the server named one and the browser can use it', () => {
    expect(secondStepOffer({ factors: ['totp'] }, true).passkey).toBe(false);
    expect(secondStepOffer({ factors: ['totp', 'passkey'] }, true).passkey).toBe(true);
    expect(secondStepOffer({ factors: ['totp', 'passkey'] }, false).passkey).toBe(false);
    expect(secondStepOffer({ factors: ['passkey'] }, true)).toMatchObject({
      totp: false,
      first: null,
    });
  });

  it('SMS when named: the first way when there is no authenticator, else beside it', () => {
    expect(secondStepOffer({ factors: ['sms'] }, true)).toMatchObject({ sms: true, first: 'sms' });
    expect(secondStepOffer({ factors: ['totp', 'sms'] }, true)).toMatchObject({
      sms: true,
      first: 'totp',
    });
  });
});

describe('the second sign-in step checks the code before sending it', () => {
  it('takes six digits from the authenticator or the SMS, spaces between them dropped', () => {
    expect(secondFactorCode('totp', ' 123 456 ')).toEqual({ ok: true, code: '123456' });
    expect(secondFactorCode('sms', '654 321')).toEqual({ ok: true, code: '654321' });
    expect(secondFactorCode('totp', '12345')).toEqual({ ok: false, error: 'mfa.totp.codeInvalid' });
    expect(secondFactorCode('sms', 'abcdef')).toEqual({
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

import type { CasLoginOption } from '@portico/sdk/contract';
import { describe, expect, it } from 'vitest';
import { ssoButtons } from './get-login-options';

const origin = 'http://localhost:8080';
const options = (enabled: boolean, loginUrl: string | null): CasLoginOption => ({
  cas: { enabled, loginUrl },
  pmsLogin: true,
  resetPasswordByMail: true,
});

describe('ssoButtons (product.md §2.6 "SSO login", api-contract.md §7.3 /sso/casLoginOption)', () => {
  it('one button going to the configured address when the option is enabled', () => {
    expect(ssoButtons(options(true, 'https://cas.example/login'), origin)).toEqual([
      { id: 'cas', url: 'https://cas.example/login' },
    ]);
    expect(ssoButtons(options(true, '/cas/login'), origin)).toEqual([
      { id: 'cas', url: 'http://localhost:8080/cas/login' },
    ]);
  });

  it('none when disabled, missing, not loaded, or not an http(s) address', () => {
    expect(ssoButtons(undefined, origin)).toEqual([]);
    expect(ssoButtons(options(false, 'https://cas.example/login'), origin)).toEqual([]);
    expect(ssoButtons(options(true, null), origin)).toEqual([]);
    expect(ssoButtons(options(true, 'javascript:alert(1)'), origin)).toEqual([]);
    expect(ssoButtons(options(true, 'http://[bad'), origin)).toEqual([]);
  });
});

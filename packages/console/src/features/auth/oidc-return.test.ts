import { describe, expect, it } from 'vitest';
import { demandsSecondFactor, oidcReturnPath, wantsFreshSignIn } from './oidc-return';

describe('oidcReturnPath (server README "OpenID Connect")', () => {
  it('goes back to the interaction named by a well-formed uid', () => {
    expect(oidcReturnPath('?oidc=Abc_12-x')).toBe('/oidc/interaction/Abc_12-x');
  });

  it('follows nothing else: no parameter, another path, an address or an encoded slash', () => {
    for (const search of [
      '',
      '?redirect=/x',
      '?oidc=',
      '?oidc=../../uc',
      '?oidc=https://evil.example',
      '?oidc=a%2Fb',
    ]) {
      expect(oidcReturnPath(search), search).toBeNull();
    }
  });
});

describe('wantsFreshSignIn (server README "OpenID Connect": prompt=login, max_age)', () => {
  it('shows the form when the provider asks for a new sign-in for a well-formed uid', () => {
    expect(wantsFreshSignIn('?oidc=Abc_12-x&fresh=1')).toBe(true);
  });

  it('keeps the usual sso rules otherwise', () => {
    for (const search of ['?oidc=Abc_12-x', '?fresh=1', '?oidc=../x&fresh=1', '?oidc=a&fresh=0']) {
      expect(wantsFreshSignIn(search), search).toBe(false);
    }
  });
});

describe('demandsSecondFactor (server README "OpenID Connect": acr_values)', () => {
  it('asks for a second factor when the provider sent mfa=1 with a well-formed uid', () => {
    expect(demandsSecondFactor('?oidc=Abc_12-x&fresh=1&mfa=1')).toBe(true);
  });

  it('asks for nothing more otherwise', () => {
    for (const search of ['?oidc=Abc_12-x', '?mfa=1', '?oidc=../x&mfa=1', '?oidc=a&mfa=0']) {
      expect(demandsSecondFactor(search), search).toBe(false);
    }
  });
});

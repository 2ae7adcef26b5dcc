import { describe, expect, it } from 'vitest';
import { oidcReturnPath, wantsFreshSignIn } from './oidc-return';

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

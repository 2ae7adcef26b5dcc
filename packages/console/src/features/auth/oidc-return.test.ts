import { describe, expect, it } from 'vitest';
import { oidcReturnPath } from './oidc-return';

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

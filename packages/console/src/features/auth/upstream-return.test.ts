import { describe, expect, it } from 'vitest';
import { PorticoApiError } from '@portico/sdk';
import { linkNeededOf, upstreamReturn, upstreamStartUrl } from './upstream-return';

describe('upstreamReturn (server README "Upstream identity providers")', () => {
  it('reads the one-time code or a known reason, nothing else', () => {
    const code = 'a'.repeat(43);
    expect(upstreamReturn(`?upstream=${code}`)).toEqual({ code });
    expect(upstreamReturn('?upstreamError=state')).toEqual({ error: 'state' });
    for (const search of ['', '?upstream=short', '?upstream=../x', '?upstreamError=<b>x</b>']) {
      expect(upstreamReturn(search), search).toBeNull();
    }
  });

  it('starts at the server with the unit code encoded', () => {
    expect(upstreamStartUrl(' H 1&x ')).toBe('/uc/sso/upstream/start?unitCode=H%201%26x');
    // A waiting OpenID Connect sign-in goes along; a malformed one does not.
    expect(upstreamStartUrl('H001', '?oidc=Abc_12-x')).toBe(
      '/uc/sso/upstream/start?unitCode=H001&oidc=Abc_12-x',
    );
    expect(upstreamStartUrl('H001', '?oidc=../x')).toBe('/uc/sso/upstream/start?unitCode=H001');
  });

  it('tells the refusal of an identity not linked yet from every other refusal', () => {
    const retVal = { linkNeeded: true, suggestedUserCode: 'frontdesk' };
    expect(linkNeededOf(new PorticoApiError(40101, 'not linked', 'business', retVal))).toEqual(
      retVal,
    );
    expect(linkNeededOf(new PorticoApiError(40101, 'wrong password', 'business', null))).toBeNull();
    expect(linkNeededOf(new Error('network'))).toBeNull();
  });
});

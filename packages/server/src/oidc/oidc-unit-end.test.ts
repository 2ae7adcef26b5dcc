import * as oidc from 'openid-client';
import { describe, expect, it } from 'vitest';
import { unitId } from '../test/admin-test-kit';
import { envelopeOf, loginAs } from '../test/test-app';
import { CookieBrowser } from '../test/oidc-test-kit';
import {
  authorize,
  discover,
  logoutTokens,
  t,
  useProviderFixture,
} from '../test/oidc-provider-fixture';

/**
 * One session (README "OpenID Connect"): a unit-wide end of sessions (a unit disabled by an
 * administrator) ends the OIDC sessions of the users signed in there and sends their clients'
 * back-channel logout tokens, as the sign-out of one user does.
 */
useProviderFixture();

describe('a unit-wide end of sessions ends the OIDC sessions of its users', () => {
  it('sends the logout token, revokes the refresh token and asks the browser to sign in again', async () => {
    const config = await discover('GC');
    const browser = new CookieBrowser(t.origin);
    await browser.signInToHub(t.app, 'H001', 'frontdesk');
    const { url, verifier, state } = await authorize(config);
    const back = await browser.follow(url.href);
    const tokens = await oidc.authorizationCodeGrant(config, new URL(back.url), {
      pkceCodeVerifier: verifier,
      expectedState: state,
    });
    logoutTokens.length = 0;

    const admin = await loginAs(t.app, 'PLATFORM', 'admin');
    const disabled = await t.app.inject({
      method: 'PUT',
      url: '/uc/unit/updateState',
      headers: { authorization: admin.jwtToken },
      payload: { id: await unitId(t.db, 'H001'), status: 'disabled' },
    });
    expect(envelopeOf(disabled).result).toBe(0);

    await expect.poll(() => logoutTokens.length, { timeout: 10_000 }).toBe(1);
    const payload = JSON.parse(
      Buffer.from(logoutTokens[0]!.split('.')[1]!, 'base64url').toString(),
    );
    expect(payload.sub).toBe(tokens.claims()!.sub);
    await expect(oidc.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
    const after = await authorize(config, { prompt: 'none' });
    const silent = await browser.follow(after.url.href);
    expect(new URL(silent.url).searchParams.get('error')).toBe('login_required');
  });
});

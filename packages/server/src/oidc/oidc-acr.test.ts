import type { LoginResult } from '@portico/sdk';
import { UcCode } from '@portico/sdk/internal';
import type { MfaChallenge, RecoveryCodes, TotpEnrolment } from '@portico/sdk/contract';
import * as oidc from 'openid-client';
import { describe, expect, it } from 'vitest';
import { ACR_MFA, ACR_PWD } from '../modules/mfa/amr';
import { totpCode } from '../modules/mfa/totp';
import { CookieBrowser } from '../test/oidc-test-kit';
import { authorize, discover, t, useProviderFixture } from '../test/oidc-provider-fixture';
import { call } from '../test/test-app';

/**
 * README "OpenID Connect", `amr` and `acr`: the ID token tells how the hub sign-in was proven;
 * a client that sends `acr_values` asking for a second factor gets a sign-in that proves one,
 * even where the unit's policy asks for none.
 */
useProviderFixture();

async function codeGrant(
  config: oidc.Configuration,
  browser: CookieBrowser,
  extra: Record<string, string> = {},
) {
  const { url, verifier, state } = await authorize(config, extra);
  const back = await browser.follow(url.href);
  return { back, finish: () => grant(config, back.url, verifier, state) };
}

async function grant(config: oidc.Configuration, url: string, verifier: string, state: string) {
  const tokens = await oidc.authorizationCodeGrant(config, new URL(url), {
    pkceCodeVerifier: verifier,
    expectedState: state,
  });
  return tokens.claims()!;
}

describe('the ID token tells how the user signed in (amr, acr)', () => {
  it('a password sign-in: amr pwd, the one-factor acr', async () => {
    const config = await discover('GC');
    const browser = new CookieBrowser(t.origin);
    await browser.signInToHub(t.app, 'H001', 'nightaudit');
    const { finish } = await codeGrant(config, browser);
    const claims = await finish();
    expect(claims.amr).toEqual(['pwd']);
    expect(claims.acr).toBe(ACR_PWD);
  });

  it('acr_values demanding a second factor: the hub asks for one, then amr has otp and mfa', async () => {
    const config = await discover('GC');
    const browser = new CookieBrowser(t.origin);
    const hubToken = await browser.signInToHub(t.app, 'H001', 'frontdesk');
    // The policy of the unit is off: the password alone made this hub session.
    const { url, verifier, state } = await authorize(config, { acr_values: ACR_MFA });
    const first = await browser.follow(url.href);
    const signInPage = new URL(first.url);
    expect(signInPage.pathname).toBe('/sso');
    expect(signInPage.searchParams.get('mfa')).toBe('1');
    expect(signInPage.searchParams.get('fresh')).toBe('1');

    // Without a factor enrolled, the demanded sign-in is an enrolment (40122)...
    const body = {
      unitCode: 'H001',
      userCode: 'frontdesk',
      password: 'Portico#2026',
      secondFactor: true,
    };
    const enrolFirst = await call(t.app, 'POST', '/uc/sso/login', { body });
    expect(enrolFirst.result).toBe(UcCode.MFA_ENROLMENT_REQUIRED);
    // ...so the user enrols (here from the hub session), then signs in with a code.
    const started = await call<TotpEnrolment>(t.app, 'POST', '/uc/self/mfa/totp', {
      token: hubToken,
    });
    const confirmed = await call<RecoveryCodes>(t.app, 'POST', '/uc/self/mfa/totp/confirm', {
      token: hubToken,
      body: { code: totpCode(started.retVal.secret) },
    });
    expect(confirmed.result).toBe(0);
    const held = await call<MfaChallenge>(t.app, 'POST', '/uc/sso/login', { body });
    expect(held.result).toBe(UcCode.MFA_REQUIRED);
    const done = await call<LoginResult>(t.app, 'POST', '/uc/sso/login/mfa', {
      body: {
        mfaToken: held.retVal.mfaToken,
        code: totpCode(started.retVal.secret, Date.now() + 30_000),
      },
    });
    expect(done.result).toBe(0);
    browser.cookies.set('portico_token', encodeURIComponent(done.retVal.jwtToken));

    // Back at the interaction, the new hub session proves a second factor.
    const back = await browser.follow(url.href);
    expect(back.url.startsWith('http://localhost:5999/callback')).toBe(true);
    const claims = await grant(config, back.url, verifier, state);
    expect(claims.acr).toBe(ACR_MFA);
    expect(claims.amr).toEqual(expect.arrayContaining(['pwd', 'otp', 'mfa']));
  });

  it('acr_values without a hub session: the sign-in page is told at once to ask for a factor', async () => {
    const config = await discover('GC');
    const browser = new CookieBrowser(t.origin);
    const { url } = await authorize(config, { acr_values: ACR_MFA });
    const first = await browser.follow(url.href);
    const signInPage = new URL(first.url);
    expect(signInPage.pathname).toBe('/sso');
    expect(signInPage.searchParams.get('mfa')).toBe('1');
    // Nobody is signed in: the form shows anyway, so a password-only sign-in is not asked first.
    expect(signInPage.searchParams.has('fresh')).toBe(false);
  });

  it('without acr_values the sign-in page asks for no factor', async () => {
    const config = await discover('GC');
    const browser = new CookieBrowser(t.origin);
    const { url } = await authorize(config);
    const signInPage = new URL((await browser.follow(url.href)).url);
    expect(signInPage.pathname).toBe('/sso');
    expect(signInPage.searchParams.has('mfa')).toBe(false);
  });
});

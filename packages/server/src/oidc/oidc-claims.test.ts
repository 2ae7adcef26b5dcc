import * as oidc from 'openid-client';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { hashPassword } from '../shared/password';
import { unitId, userId } from '../test/admin-test-kit';
import { lastCodeTo } from '../test/outbox';
import { call, envelopeOf, loginAs } from '../test/test-app';
import { CookieBrowser } from '../test/oidc-test-kit';
import { authorize, discover, t, useProviderFixture } from '../test/oidc-provider-fixture';
import { findPorticoAccount } from './account';

/**
 * README "OpenID Connect", claims: `sub` is the user's id; `preferred_username` is
 * `userCode@unitCode`, so a unit administrator's user named like another unit's is another name;
 * `email` comes with `email_verified`, true only for an address the user bound with a code sent
 * there, and false again once an administrator types another address.
 */
useProviderFixture();

describe('the claims name a user unambiguously (README "OpenID Connect")', () => {
  it('users with the same code in two units have distinct sub and preferred_username', async () => {
    const [twin] = await t.db
      .insert(users)
      .values({
        unitId: await unitId(t.db, 'H002'),
        userCode: 'admin',
        name: 'Another admin',
        passwordHash: await hashPassword('Portico#2026'),
        email: 'admin@portico.example',
      })
      .returning();
    const platform = await findPorticoAccount(t.db, await userId(t.db, 'PLATFORM', 'admin'));
    const other = await findPorticoAccount(t.db, twin!.id);
    const [a, b] = await Promise.all([
      platform!.claims('userinfo', 'openid profile email', {}, []),
      other!.claims('userinfo', 'openid profile email', {}, []),
    ]);
    expect(a).toMatchObject({ preferred_username: 'admin@PLATFORM' });
    expect(b).toMatchObject({
      preferred_username: 'admin@H002',
      // The same address, typed by an administrator: not the user's proven address.
      email: 'admin@portico.example',
      email_verified: false,
    });
    expect(a.sub).not.toBe(b.sub);
  });

  it('email_verified is true only after the user binds the address with a code', async () => {
    const config = await discover('GC');
    const browser = new CookieBrowser(t.origin);
    const hubToken = await browser.signInToHub(t.app, 'H001', 'frontdesk');
    const { url, verifier, state } = await authorize(config);
    const back = await browser.follow(url.href);
    const tokens = await oidc.authorizationCodeGrant(config, new URL(back.url), {
      pkceCodeVerifier: verifier,
      expectedState: state,
    });
    const sub = tokens.claims()!.sub;
    const userinfo = () => oidc.fetchUserInfo(config, tokens.access_token, sub);

    // An administrator sets the platform administrator's address on this user.
    const admin = await loginAs(t.app, 'PLATFORM', 'admin');
    const update = async (body: Record<string, unknown>) =>
      envelopeOf(
        await t.app.inject({
          method: 'PUT',
          url: '/uc/user/update',
          headers: { authorization: admin.jwtToken },
          payload: { id: sub, ...body },
        }),
      ).result;
    expect(await update({ email: 'admin@portico.example' })).toBe(0);
    expect(await userinfo()).toMatchObject({
      email: 'admin@portico.example',
      email_verified: false,
    });

    // The user binds an address of their own through the code mailed there.
    const own = 'desk@harbour.example';
    const sent = await call(t.app, 'POST', '/uc/user/emailResetCode', {
      token: hubToken,
      body: { id: sub, email: own },
    });
    expect(sent.result).toBe(0);
    const bound = await call(t.app, 'POST', '/uc/user/resetEmail', {
      token: hubToken,
      // The current password, which rebinding a recovery address may ask for.
      body: {
        id: sub,
        email: own,
        validateCode: await lastCodeTo(t.db, own),
        password: 'Portico#2026',
      },
    });
    expect(bound.result).toBe(0);
    expect(await userinfo()).toMatchObject({ email: own, email_verified: true });

    // An edit that leaves the address alone keeps it verified; another address is not.
    expect(await update({ address: 'Pier 1' })).toBe(0);
    expect(await userinfo()).toMatchObject({ email: own, email_verified: true });
    expect(await update({ email: 'someone@else.example' })).toBe(0);
    expect(await userinfo()).toMatchObject({
      email: 'someone@else.example',
      email_verified: false,
    });
  });
});

import type { LoginResult } from '@portico/sdk';
import { ServerCode, UcCode } from '@portico/sdk/internal';
import {
  mfaChallengeSchema,
  passkeySchema,
  type Passkey,
  type RecoveryCodes,
  type TotpEnrolment,
  type UnitMfaPolicy,
} from '@portico/sdk/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginLogs, passkeyChallenges, passkeys, sessions, units } from '../../db/schema';
import { totpCode } from '../mfa/totp';
import { hashToken } from '../session/session';
import { SoftAuthenticator } from '../../test/passkey-authenticator';
import { call, createTestApp, loginAs, type TestApp } from '../../test/test-app';

/*
 * Passkeys (README "Passkeys"): registration by the signed-in user, the list, rename and
 * removal with the password, and signing in with one, against a software authenticator that
 * signs real WebAuthn answers. app.inject reaches the hub at http://localhost, so that is the
 * relying party the requests make. Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
 */

const ORIGIN = 'http://localhost';
const PASSWORD = 'Portico#2026';

let t: TestApp;
let token: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await loginAs(t.app, 'H001', 'frontdesk')).jwtToken;
  admin = (await loginAs(t.app, 'PLATFORM', 'admin')).jwtToken;
});
afterAll(async () => {
  await t?.close();
});

interface CreationOptions {
  challenge: string;
  rp: { id: string; name: string };
  user: { id: string; name: string };
  excludeCredentials: { id: string }[];
  authenticatorSelection: { residentKey: string; userVerification: string };
}

async function creationOptions(): Promise<CreationOptions> {
  const answer = await call<CreationOptions>(t.app, 'POST', '/uc/self/mfa/passkey/options', {
    token,
  });
  expect(answer.result).toBe(0);
  return answer.retVal;
}

async function register(authenticator: SoftAuthenticator, name: string) {
  const options = await creationOptions();
  return call<Passkey>(t.app, 'POST', '/uc/self/mfa/passkey', {
    token,
    body: { name, response: authenticator.register(options, ORIGIN) },
  });
}

async function storedCount(): Promise<number> {
  return (await t.db.select().from(passkeys)).length;
}

describe('registering passkeys (POST /uc/self/mfa/passkey/options, POST /uc/self/mfa/passkey)', () => {
  it('offers a discoverable passkey of this relying party and stores the verified one with its name', async () => {
    const options = await creationOptions();
    expect(options.rp).toEqual({ id: 'localhost', name: 'Portico' });
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'preferred',
      userVerification: 'preferred',
    });
    const key = new SoftAuthenticator();
    const answer = await call<Passkey>(t.app, 'POST', '/uc/self/mfa/passkey', {
      token,
      body: { name: 'Laptop', response: key.register(options, ORIGIN) },
    });
    expect(answer.result).toBe(0);
    expect(passkeySchema.parse(answer.retVal)).toMatchObject({ name: 'Laptop', lastUsedAt: null });

    const list = await call<Passkey[]>(t.app, 'GET', '/uc/self/mfa/passkeys', { token });
    expect(list.retVal.map((item) => item.name)).toContain('Laptop');
    // The next options exclude it, so the same authenticator is not registered twice.
    const next = await creationOptions();
    expect(next.excludeCredentials.map((item) => item.id)).toContain(key.id);
  });

  it('keeps several passkeys per user, renames one and removes one only with the password', async () => {
    const phone = await register(new SoftAuthenticator(), 'Phone');
    const tablet = await register(new SoftAuthenticator(), 'Tablet');
    expect([phone.result, tablet.result]).toEqual([0, 0]);

    const renamed = await call<Passkey>(t.app, 'POST', `/uc/self/mfa/passkey/${phone.retVal.id}`, {
      token,
      body: { name: 'Work phone' },
    });
    expect(renamed.retVal.name).toBe('Work phone');

    const path = `/uc/self/mfa/passkey/${tablet.retVal.id}`;
    const wrong = await call(t.app, 'DELETE', path, { token, body: { password: 'nope' } });
    expect(wrong.result).toBe(UcCode.OLD_PASSWORD_WRONG);
    const removed = await call(t.app, 'DELETE', path, { token, body: { password: PASSWORD } });
    expect(removed.result).toBe(0);
    const again = await call(t.app, 'DELETE', path, { token, body: { password: PASSWORD } });
    expect(again.result).toBe(ServerCode.NOT_FOUND);

    const names = (await call<Passkey[]>(t.app, 'GET', '/uc/self/mfa/passkeys', { token })).retVal;
    expect(names.map((item) => item.name)).toEqual(
      expect.arrayContaining(['Laptop', 'Work phone']),
    );
    expect(names.map((item) => item.name)).not.toContain('Tablet');
  });

  it('refuses a replayed, expired, foreign or malformed answer with 40150 and stores nothing', async () => {
    const before = await storedCount();

    const key = new SoftAuthenticator();
    const options = await creationOptions();
    const response = key.register(options, ORIGIN);
    const first = await call(t.app, 'POST', '/uc/self/mfa/passkey', {
      token,
      body: { name: 'Once', response },
    });
    expect(first.result).toBe(0);
    const replayed = await call(t.app, 'POST', '/uc/self/mfa/passkey', {
      token,
      body: { name: 'Twice', response },
    });
    expect(replayed.result).toBe(UcCode.PASSKEY_REJECTED);

    const expiring = await creationOptions();
    await t.db
      .update(passkeyChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passkeyChallenges.challenge, expiring.challenge));
    const expired = await call(t.app, 'POST', '/uc/self/mfa/passkey', {
      token,
      body: { name: 'Late', response: new SoftAuthenticator().register(expiring, ORIGIN) },
    });
    expect(expired.result).toBe(UcCode.PASSKEY_REJECTED);

    const foreign = await call(t.app, 'POST', '/uc/self/mfa/passkey', {
      token,
      body: {
        name: 'Phished',
        response: new SoftAuthenticator().register(await creationOptions(), 'https://evil.test'),
      },
    });
    expect(foreign.result).toBe(UcCode.PASSKEY_REJECTED);

    const garbled = new SoftAuthenticator().register(await creationOptions(), ORIGIN);
    garbled.response.attestationObject = 'AAAA';
    const malformed = await call(t.app, 'POST', '/uc/self/mfa/passkey', {
      token,
      body: { name: 'Broken', response: garbled },
    });
    expect(malformed.result).toBe(UcCode.PASSKEY_REJECTED);

    const notWebAuthn = await call(t.app, 'POST', '/uc/self/mfa/passkey', {
      token,
      body: {
        name: 'Nothing',
        response: { id: 'x', rawId: 'x', type: 'public-key', response: {} },
      },
    });
    expect(notWebAuthn.result).toBe(UcCode.PASSKEY_REJECTED);
    const noShape = await call(t.app, 'POST', '/uc/self/mfa/passkey', {
      token,
      body: { name: 'Nothing', response: 'hello' },
    });
    expect(noShape.result).toBe(ServerCode.INVALID_INPUT);

    expect(await storedCount()).toBe(before + 1);
  });

  it('needs a signed-in user', async () => {
    const answer = await call(t.app, 'POST', '/uc/self/mfa/passkey/options');
    expect(answer.result).not.toBe(0);
  });
});

interface RequestOptions {
  challenge: string;
  rpId: string;
  allowCredentials?: { id: string }[];
  userVerification: string;
}

async function requestOptions(mfaToken?: string): Promise<RequestOptions> {
  const answer = await call<RequestOptions>(t.app, 'POST', '/uc/sso/login/passkey/options', {
    body: mfaToken ? { mfaToken } : {},
  });
  expect(answer.result).toBe(0);
  return answer.retVal;
}

function signInWith(response: unknown, mfaToken?: string) {
  return call<LoginResult>(t.app, 'POST', '/uc/sso/login/passkey', {
    body: { response, ...(mfaToken ? { mfaToken } : {}) },
  });
}

describe('signing in with a passkey alone (POST /uc/sso/login/passkey)', () => {
  it('asks for a discoverable passkey: no credentials named', async () => {
    const options = await requestOptions();
    expect(options.rpId).toBe('localhost');
    expect(options.allowCredentials ?? []).toEqual([]);
  });

  it('is refused with 40151 where the unit does not allow passwordless sign-in, and no session is made', async () => {
    const key = new SoftAuthenticator();
    expect((await register(key, 'Refused')).result).toBe(0);
    const logsBefore = (await t.db.select().from(loginLogs)).length;
    const answer = await signInWith(key.assert(await requestOptions(), ORIGIN));
    expect(answer.result).toBe(UcCode.PASSWORDLESS_NOT_ALLOWED);
    expect(answer.retVal).toBeNull();
    const logs = await t.db.select().from(loginLogs);
    expect(logs.slice(logsBefore).filter((row) => row.loginState === 'success')).toEqual([]);
  });

  it('refuses an unknown passkey, a bad signature and a malformed assertion with 40150', async () => {
    const stranger = new SoftAuthenticator();
    stranger.userHandle = null;
    const unknown = await signInWith(stranger.assert(await requestOptions(), ORIGIN));
    expect(unknown.result).toBe(UcCode.PASSKEY_REJECTED);

    const key = new SoftAuthenticator();
    expect((await register(key, 'Tampered')).result).toBe(0);
    const tampered = key.assert(await requestOptions(), ORIGIN);
    tampered.response.signature = stranger.assert(
      await requestOptions(),
      ORIGIN,
    ).response.signature;
    expect((await signInWith(tampered)).result).toBe(UcCode.PASSKEY_REJECTED);

    const garbled = key.assert(await requestOptions(), ORIGIN);
    garbled.response.authenticatorData = '!!';
    expect((await signInWith(garbled)).result).toBe(UcCode.PASSKEY_REJECTED);

    const noClientData = key.assert(await requestOptions(), ORIGIN);
    noClientData.response.clientDataJSON = 12;
    expect((await signInWith(noClientData)).result).toBe(UcCode.PASSKEY_REJECTED);
  });
});

async function setPolicy(unitCode: string, policy: Partial<UnitMfaPolicy>) {
  const [unit] = await t.db.select().from(units).where(eq(units.code, unitCode));
  const saved = await call<UnitMfaPolicy>(t.app, 'POST', '/uc/safety/mfa', {
    token: admin,
    body: {
      unitId: unit!.id,
      policy: 'off',
      factors: ['totp', 'passkey'],
      graceDays: 0,
      ...policy,
    },
  });
  expect(saved.result).toBe(0);
}

async function amrOf(jwtToken: string): Promise<string[]> {
  const [row] = await t.db
    .select({ amr: sessions.amr })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(jwtToken)));
  return (row?.amr ?? '').split(',');
}

async function lastLog() {
  const [row] = await t.db.select().from(loginLogs).orderBy(desc(loginLogs.loginDate)).limit(1);
  return row!;
}

describe('passwordless where the unit allows it (policy passwordless)', () => {
  const key = new SoftAuthenticator();
  beforeAll(async () => {
    expect((await register(key, 'Passwordless')).result).toBe(0);
    await setPolicy('H001', { passwordless: true });
  });

  it('is offered on the login page once a unit allows it (casLoginOption passkey)', async () => {
    const options = await call<{ passkey?: { enabled: boolean } }>(
      t.app,
      'GET',
      '/uc/sso/casLoginOption',
    );
    expect(options.retVal.passkey).toEqual({ enabled: true });
  });

  it("signs the passkey's owner in, amr hwk + mfa, the login log says passkey", async () => {
    const answer = await signInWith(key.assert(await requestOptions(), ORIGIN));
    expect(answer.result).toBe(0);
    expect(answer.retVal).toMatchObject({ userCode: 'frontdesk', unitCode: 'H001' });
    expect(await amrOf(answer.retVal.jwtToken)).toEqual(['hwk', 'mfa']);
    expect(await lastLog()).toMatchObject({
      reason: 'passkey',
      factor: 'hwk',
      loginState: 'success',
    });
    const [stored] = await t.db.select().from(passkeys).where(eq(passkeys.credentialId, key.id));
    expect(stored!.lastUsedAt).not.toBeNull();
    expect(stored!.counter).toBe(key.counter);
  });

  it('refuses a replayed assertion and a cloned authenticator whose counter went back (40150)', async () => {
    const copy = key.clone();
    const response = key.assert(await requestOptions(), ORIGIN);
    expect((await signInWith(response)).result).toBe(0);
    expect((await signInWith(response)).result).toBe(UcCode.PASSKEY_REJECTED);
    // The copy signs with the counter the original has already used.
    const cloned = await signInWith(copy.assert(await requestOptions(), ORIGIN));
    expect(cloned.result).toBe(UcCode.PASSKEY_REJECTED);
  });

  it('refuses an expired challenge, and a passkey that did not verify the person (40150)', async () => {
    const options = await requestOptions();
    await t.db
      .update(passkeyChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passkeyChallenges.challenge, options.challenge));
    expect((await signInWith(key.assert(options, ORIGIN))).result).toBe(UcCode.PASSKEY_REJECTED);
    const unverified = key.assert(await requestOptions(), ORIGIN, { userVerified: false });
    expect((await signInWith(unverified)).result).toBe(UcCode.PASSKEY_REJECTED);
  });
});

describe('a passkey as the second factor (mfaToken of a held sign-in)', () => {
  const key = new SoftAuthenticator();
  let mfaToken: string;
  beforeAll(async () => {
    expect((await register(key, 'Second factor')).result).toBe(0);
    const started = await call<TotpEnrolment>(t.app, 'POST', '/uc/self/mfa/totp', { token });
    const confirmed = await call<RecoveryCodes>(t.app, 'POST', '/uc/self/mfa/totp/confirm', {
      token,
      body: { code: totpCode(started.retVal.secret) },
    });
    expect(confirmed.result).toBe(0);
    await setPolicy('H001', { policy: 'optional', passwordless: false });
  });

  async function held(): Promise<string> {
    const answer = await call(t.app, 'POST', '/uc/sso/login', {
      body: { unitCode: 'H001', userCode: 'frontdesk', password: PASSWORD },
    });
    expect(answer.result).toBe(UcCode.MFA_REQUIRED);
    return mfaChallengeSchema.parse(answer.retVal).mfaToken;
  }

  it("names only the held user's passkeys and finishes the sign-in (amr pwd + hwk + mfa)", async () => {
    mfaToken = await held();
    const options = await requestOptions(mfaToken);
    const own = await t.db.select().from(passkeys);
    const named = (options.allowCredentials ?? []).map((item) => item.id);
    expect(named).toContain(key.id);
    expect(named.length).toBe(own.length);
    const answer = await signInWith(key.assert(options, ORIGIN), mfaToken);
    expect(answer.result).toBe(0);
    expect(await amrOf(answer.retVal.jwtToken)).toEqual(['pwd', 'hwk', 'mfa']);
    expect(await lastLog()).toMatchObject({ reason: 'password', factor: 'hwk' });
    // The token is spent: a second assertion with it finds no held sign-in.
    const again = await signInWith(key.assert(await requestOptions(), ORIGIN), mfaToken);
    expect(again.result).not.toBe(0);
  });

  it('refuses a passkey of somebody else, and options with a token that is not one', async () => {
    const managerToken = (await loginAs(t.app, 'H002', 'manager')).jwtToken;
    const other = new SoftAuthenticator();
    const options = await call<CreationOptions>(t.app, 'POST', '/uc/self/mfa/passkey/options', {
      token: managerToken,
    });
    const saved = await call(t.app, 'POST', '/uc/self/mfa/passkey', {
      token: managerToken,
      body: { name: 'Manager', response: other.register(options.retVal, ORIGIN) },
    });
    expect(saved.result).toBe(0);

    const token2 = await held();
    const answer = await signInWith(other.assert(await requestOptions(token2), ORIGIN), token2);
    expect(answer.result).toBe(UcCode.PASSKEY_REJECTED);
    // Without a token, the manager's unit allows no passwordless sign-in.
    const alone = await signInWith(other.assert(await requestOptions(), ORIGIN));
    expect(alone.result).toBe(UcCode.PASSWORDLESS_NOT_ALLOWED);

    const bogus = await call(t.app, 'POST', '/uc/sso/login/passkey/options', {
      body: { mfaToken: 'not-a-token' },
    });
    expect(bogus.result).toBe(UcCode.MFA_TOKEN_INVALID);
  });
});

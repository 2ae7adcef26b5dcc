import type { LoginResult } from '@portico/sdk';
import { ServerCode, UcCode } from '@portico/sdk/internal';
import { mfaChallengeSchema, type Passkey, type UnitMfaPolicy } from '@portico/sdk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mfaTokens, passkeys, units } from '../db/schema';
import { hashToken } from '../modules/session/session';
import { SoftAuthenticator } from '../test/passkey-authenticator';
import { call, createTestApp, loginAs, type TestApp } from '../test/test-app';

/*
 * Passkeys attacked from outside (README "Passkeys"): an assertion of one user's passkey spent on
 * another user's held sign-in, answers for another relying party or origin, challenges of the
 * wrong purpose, and malformed or oversized answers. Every refusal is the catalogue's 40150 (or
 * 40001 for a shape no WebAuthn answer has), never a 500, and nobody is signed in by it.
 */

const ORIGIN = 'http://localhost';
const PASSWORD = 'Portico#2026';

let t: TestApp;
let admin: string;
/** The attacker's own hub session, taken before the policy holds their sign-ins. */
let manager: string;
/** The attacker: H002 manager, with a passkey of their own. */
const attackerKey = new SoftAuthenticator();
/** The victim: H001 frontdesk, whose password the attacker knows, with a passkey they do not hold. */
const victimKey = new SoftAuthenticator();

async function registerFor(token: string, key: SoftAuthenticator, name: string) {
  const options = await call<{ challenge: string; rp: { id?: string }; user: { id: string } }>(
    t.app,
    'POST',
    '/uc/self/mfa/passkey/options',
    {
      token,
    },
  );
  const saved = await call<Passkey>(t.app, 'POST', '/uc/self/mfa/passkey', {
    token,
    body: { name, response: key.register(options.retVal, ORIGIN) },
  });
  expect(saved.result).toBe(0);
}

async function optional(unitCode: string) {
  const [unit] = await t.db.select().from(units).where(eq(units.code, unitCode));
  const saved = await call<UnitMfaPolicy>(t.app, 'POST', '/uc/safety/mfa', {
    token: admin,
    body: { unitId: unit!.id, policy: 'optional', factors: ['totp', 'passkey'], graceDays: 0 },
  });
  expect(saved.result).toBe(0);
}

async function held(unitCode: string, userCode: string): Promise<string> {
  const answer = await call(t.app, 'POST', '/uc/sso/login', {
    body: { unitCode, userCode, password: PASSWORD },
  });
  expect(answer.result).toBe(UcCode.MFA_REQUIRED);
  return mfaChallengeSchema.parse(answer.retVal).mfaToken;
}

async function requestOptions(mfaToken?: string, host?: string) {
  const answer = await call<{ challenge: string; rpId: string }>(
    t.app,
    'POST',
    '/uc/sso/login/passkey/options',
    { body: mfaToken ? { mfaToken } : {}, headers: host ? { host } : {} },
  );
  expect(answer.result).toBe(0);
  return answer.retVal;
}

function signInWith(response: unknown, mfaToken?: string, host?: string) {
  return call<LoginResult>(t.app, 'POST', '/uc/sso/login/passkey', {
    body: { response, ...(mfaToken ? { mfaToken } : {}) },
    headers: host ? { host } : {},
  });
}

async function tokenLive(mfaToken: string): Promise<boolean> {
  const [row] = await t.db
    .select()
    .from(mfaTokens)
    .where(eq(mfaTokens.tokenHash, hashToken(mfaToken)));
  return Boolean(row && !row.usedAt);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginAs(t.app, 'PLATFORM', 'admin')).jwtToken;
  manager = (await loginAs(t.app, 'H002', 'manager')).jwtToken;
  await registerFor(manager, attackerKey, 'Mine');
  await registerFor((await loginAs(t.app, 'H001', 'frontdesk')).jwtToken, victimKey, 'Theirs');
  await optional('H001');
  await optional('H002');
});
afterAll(async () => {
  await t?.close();
});

describe("a passkey as the second factor is the held user's own (POST /uc/sso/login/passkey)", () => {
  it("refuses the attacker's own passkey, answered to the attacker's own challenge, on the victim's mfaToken", async () => {
    const victimToken = await held('H001', 'frontdesk');
    const attackerToken = await held('H002', 'manager');
    // The challenge is the attacker's (issued for their own held sign-in), so it names their user.
    const assertion = attackerKey.assert(await requestOptions(attackerToken), ORIGIN);
    const answer = await signInWith(assertion, victimToken);
    expect(answer.result).toBe(UcCode.PASSKEY_REJECTED);
    expect(answer.retVal).toBeNull();
    // The victim's held sign-in is not spent by the attempt.
    expect(await tokenLive(victimToken)).toBe(true);
  });

  it("refuses the attacker's passkey on a challenge made for the victim's token", async () => {
    const victimToken = await held('H001', 'frontdesk');
    const assertion = attackerKey.assert(await requestOptions(victimToken), ORIGIN);
    expect((await signInWith(assertion, victimToken)).result).toBe(UcCode.PASSKEY_REJECTED);
  });

  it('refuses a passwordless challenge (nobody named) spent with an mfaToken', async () => {
    const victimToken = await held('H001', 'frontdesk');
    const assertion = attackerKey.assert(await requestOptions(), ORIGIN);
    expect((await signInWith(assertion, victimToken)).result).toBe(UcCode.PASSKEY_REJECTED);
  });

  it("still signs the victim in with the victim's own passkey afterwards", async () => {
    const victimToken = await held('H001', 'frontdesk');
    const answer = await signInWith(
      victimKey.assert(await requestOptions(victimToken), ORIGIN),
      victimToken,
    );
    expect(answer.result).toBe(0);
    expect(answer.retVal).toMatchObject({ unitCode: 'H001', userCode: 'frontdesk' });
  });
});

describe('answers for another relying party, origin or purpose (40150)', () => {
  it('refuses an assertion signed for another rpId, even when the request names that host', async () => {
    const token = await held('H002', 'manager');
    const options = await requestOptions(token, 'evil.test');
    expect(options.rpId).toBe('evil.test');
    // The authenticator holds the passkey for localhost only: its data names localhost.
    const forged = attackerKey.assert({ challenge: options.challenge, rpId: 'localhost' }, ORIGIN);
    expect((await signInWith(forged, token, 'evil.test')).result).toBe(UcCode.PASSKEY_REJECTED);
    const other = attackerKey.assert(
      { challenge: (await requestOptions(token)).challenge, rpId: 'evil.test' },
      ORIGIN,
    );
    expect((await signInWith(other, token)).result).toBe(UcCode.PASSKEY_REJECTED);
  });

  it('refuses an assertion from a page of another origin', async () => {
    const token = await held('H002', 'manager');
    const phished = attackerKey.assert(
      { challenge: (await requestOptions(token)).challenge, rpId: 'localhost' },
      'https://evil.test',
    );
    expect((await signInWith(phished, token)).result).toBe(UcCode.PASSKEY_REJECTED);
  });

  it('refuses a registration challenge answered as a sign-in', async () => {
    const registration = await call<{ challenge: string }>(
      t.app,
      'POST',
      '/uc/self/mfa/passkey/options',
      { token: manager },
    );
    const token = await held('H002', 'manager');
    const assertion = attackerKey.assert(
      { challenge: registration.retVal.challenge, rpId: 'localhost' },
      ORIGIN,
    );
    expect((await signInWith(assertion, token)).result).toBe(UcCode.PASSKEY_REJECTED);
  });
});

describe('malformed and oversized answers never reach a 500', () => {
  const shapes: [string, (valid: ReturnType<SoftAuthenticator['assert']>) => unknown][] = [
    ['an id that names no passkey', (v) => ({ ...v, id: 'AAAA', rawId: 'AAAA' })],
    [
      'clientDataJSON that is no JSON',
      (v) => ({ ...v, response: { ...v.response, clientDataJSON: 'bm90IGpzb24' } }),
    ],
    [
      'clientDataJSON of JSON null',
      (v) => ({ ...v, response: { ...v.response, clientDataJSON: 'bnVsbA' } }),
    ],
    [
      'a huge clientDataJSON',
      (v) => ({ ...v, response: { ...v.response, clientDataJSON: 'A'.repeat(200_000) } }),
    ],
    [
      'a signature that is an object',
      (v) => ({ ...v, response: { ...v.response, signature: { a: 1 } } }),
    ],
    [
      'authenticatorData as an array',
      (v) => ({ ...v, response: { ...v.response, authenticatorData: [1, 2, 3] } }),
    ],
    [
      'a userHandle of another user',
      (v) => ({ ...v, response: { ...v.response, userHandle: 'b3RoZXI' } }),
    ],
    [
      'deeply nested extensions',
      (v) => ({
        ...v,
        clientExtensionResults: JSON.parse('{"a":'.repeat(500) + '1' + '}'.repeat(500)),
      }),
    ],
  ];

  it.each(shapes)('refuses %s with a catalogue error', async (_name, make) => {
    const before = (await t.db.select().from(passkeys)).map((row) => row.counter);
    const valid = attackerKey.assert(await requestOptions(), ORIGIN);
    const response = await t.app.inject({
      method: 'POST',
      url: '/uc/sso/login/passkey',
      payload: { response: make(valid) },
    });
    expect(response.statusCode).toBe(200);
    // A valid assertion with junk beside it still verifies: H002 allows no passwordless sign-in.
    expect([
      UcCode.PASSKEY_REJECTED,
      UcCode.PASSWORDLESS_NOT_ALLOWED,
      ServerCode.INVALID_INPUT,
    ]).toContain(response.json().result);
    // A refused answer moves no counter (only a verified one may, as the nesting case is).
    if (response.json().result !== UcCode.PASSWORDLESS_NOT_ALLOWED) {
      expect((await t.db.select().from(passkeys)).map((row) => row.counter)).toEqual(before);
    }
  });

  it('answers a 10 MB body and a body that is an array with an envelope error', async () => {
    for (const payload of [
      JSON.stringify({ response: { id: 'x'.repeat(10 * 1024 * 1024) } }),
      '[1,2,3]',
      'null',
      '{"response":',
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/uc/sso/login/passkey',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, payload.slice(0, 20)).toBeLessThan(500);
      expect(response.json().result, payload.slice(0, 20)).not.toBe(0);
    }
  });
});

describe("another user's passkey by its id (PUT/DELETE /uc/self/mfa/passkey/:id)", () => {
  it("is unknown to the attacker (40401) even with the attacker's own right password; it stays", async () => {
    const [victims] = await t.db
      .select()
      .from(passkeys)
      .where(eq(passkeys.credentialId, victimKey.id));
    const path = `/uc/self/mfa/passkey/${victims!.id}`;
    const renamed = await call(t.app, 'POST', path, { token: manager, body: { name: 'Mine now' } });
    expect(renamed.result).toBe(ServerCode.NOT_FOUND);
    const removed = await call(t.app, 'DELETE', path, {
      token: manager,
      body: { password: PASSWORD },
    });
    expect(removed.result).toBe(ServerCode.NOT_FOUND);
    const [after] = await t.db.select().from(passkeys).where(eq(passkeys.id, victims!.id));
    expect(after).toMatchObject({ name: 'Theirs' });
  });
});

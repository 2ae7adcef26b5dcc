import type { Envelope } from '@portico/sdk';
import { ServerCode, UcCode } from '@portico/sdk/internal';
import {
  mfaChallengeSchema,
  type RecoveryCodes,
  type TotpEnrolment,
  type UnitMfaPolicy,
} from '@portico/sdk/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { mfaTokens, units, users } from '../db/schema';
import { DEFAULT_RATE_LIMITS } from '../http/rate-limits';
import { totpCode } from '../modules/mfa/totp';
import { hashToken } from '../modules/session/session';
import { createTestApp, loginAs, type TestApp } from '../test/test-app';

/*
 * The held sign-in's token (README "Second factors") attacked from outside, on two nodes over one
 * database with the production rate limits: a token spent once, bound to its user and purpose,
 * dead after its expiry; guessing codes with one token from many addresses and both nodes is
 * stopped by the token's own limit and the account's lockout, so the right code does not get
 * through after a burst of wrong ones.
 */

const PASSWORD = 'Portico#2026';
const STEP_MS = 30_000;

let t: TestApp;
/** A second node: another app on the same database. */
let nodeB: FastifyInstance;
let admin: string;
let victimSecret: string;
let attackerSecret: string;
/** The attacker's hub session, as a thief holding it would have it. */
let stolen: string;
/** A user whose recovery codes are attacked (sign-ins of their own: the per-account limit). */
let night: { secret: string; codes: string[]; token: string };
let address = 0;
/** Each attempt from an address of its own, so the per-address limit never answers for the token. */
const nextAddress = () => `10.9.${Math.floor(address / 250)}.${(address++ % 250) + 1}`;

async function send<T = unknown>(
  node: FastifyInstance,
  url: string,
  body: object,
  token?: string,
): Promise<Envelope<T>> {
  const response = await node.inject({
    method: 'POST',
    url,
    payload: body,
    remoteAddress: nextAddress(),
    headers: token ? { authorization: token } : {},
  });
  expect(response.statusCode, url).toBe(200);
  return response.json<Envelope<T>>();
}

async function enrol(token: string): Promise<string> {
  return (await enrolWithCodes(token)).secret;
}

async function enrolWithCodes(token: string): Promise<{ secret: string; codes: string[] }> {
  const started = await send<TotpEnrolment>(t.app, '/uc/self/mfa/totp', {}, token);
  const confirmed = await send<RecoveryCodes>(
    t.app,
    '/uc/self/mfa/totp/confirm',
    { code: totpCode(started.retVal.secret) },
    token,
  );
  expect(confirmed.result).toBe(0);
  return { secret: started.retVal.secret, codes: confirmed.retVal.recoveryCodes };
}

async function optional(unitCode: string) {
  const [unit] = await t.db.select().from(units).where(eq(units.code, unitCode));
  const saved = await send<UnitMfaPolicy>(
    t.app,
    '/uc/safety/mfa',
    { unitId: unit!.id, policy: 'optional', factors: ['totp'], graceDays: 0 },
    admin,
  );
  expect(saved.result).toBe(0);
}

async function held(unitCode: string, userCode: string, password = PASSWORD) {
  return send(t.app, '/uc/sso/login', { unitCode, userCode, password });
}

async function mfaTokenOf(unitCode: string, userCode: string): Promise<string> {
  const answer = await held(unitCode, userCode);
  expect(answer.result).toBe(UcCode.MFA_REQUIRED);
  return mfaChallengeSchema.parse(answer.retVal).mfaToken;
}

const secondStep = (mfaToken: string, code: string, node = t.app) =>
  send(node, '/uc/sso/login/mfa', { mfaToken, code });

/** A code of the next step: the enrolment spent the current one. */
const freshCode = (secret: string) => totpCode(secret, Date.now() + STEP_MS);

async function unlock(userCode: string) {
  await t.db
    .update(users)
    .set({ failedAttempts: 0, locked: 'F', lockedUntil: null })
    .where(eq(users.userCode, userCode));
}

beforeAll(async () => {
  t = await createTestApp(undefined, { rateLimits: DEFAULT_RATE_LIMITS });
  nodeB = buildApp({ db: t.db, rateLimits: DEFAULT_RATE_LIMITS });
  admin = (await loginAs(t.app, 'PLATFORM', 'admin')).jwtToken;
  victimSecret = await enrol((await loginAs(t.app, 'H001', 'frontdesk')).jwtToken);
  stolen = (await loginAs(t.app, 'H002', 'manager')).jwtToken;
  attackerSecret = await enrol(stolen);
  const nightToken = (await loginAs(t.app, 'H001', 'nightaudit')).jwtToken;
  night = { ...(await enrolWithCodes(nightToken)), token: nightToken };
  await optional('H001');
  await optional('H002');
});
afterAll(async () => {
  await nodeB?.close();
  await t?.close();
});

describe('an mfaToken is one held sign-in of one user (POST /uc/sso/login/mfa)', () => {
  it('is spent by its success: the same token again, on either node, is 40124', async () => {
    const mfaToken = await mfaTokenOf('H001', 'frontdesk');
    expect((await secondStep(mfaToken, freshCode(victimSecret))).result).toBe(0);
    expect((await secondStep(mfaToken, freshCode(victimSecret))).result).toBe(
      UcCode.MFA_TOKEN_INVALID,
    );
    expect((await secondStep(mfaToken, freshCode(victimSecret), nodeB)).result).toBe(
      UcCode.MFA_TOKEN_INVALID,
    );
  });

  it("does not take another user's code: the attacker's own TOTP on the victim's token is 40123", async () => {
    const mfaToken = await mfaTokenOf('H001', 'frontdesk');
    const answer = await secondStep(mfaToken, totpCode(attackerSecret));
    expect(answer.result).toBe(UcCode.MFA_CODE_WRONG);
    expect(answer.retVal).toBeNull();
    await unlock('frontdesk');
  });

  it('is dead after its expiry, even with the right code', async () => {
    const mfaToken = await mfaTokenOf('H001', 'frontdesk');
    await t.db
      .update(mfaTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(mfaTokens.tokenHash, hashToken(mfaToken)));
    expect((await secondStep(mfaToken, freshCode(victimSecret))).result).toBe(
      UcCode.MFA_TOKEN_INVALID,
    );
  });

  it('is no enrolment token: the forced-enrolment calls refuse it with 40124', async () => {
    const mfaToken = await mfaTokenOf('H001', 'frontdesk');
    expect((await send(t.app, '/uc/sso/login/mfa/totp', { mfaToken })).result).toBe(
      UcCode.MFA_TOKEN_INVALID,
    );
    expect(
      (await send(t.app, '/uc/sso/login/mfa/totp/confirm', { mfaToken, code: '123456' })).result,
    ).toBe(UcCode.MFA_TOKEN_INVALID);
  });

  it('is no session: as an Authorization header it reaches nothing', async () => {
    const mfaToken = await mfaTokenOf('H001', 'frontdesk');
    const response = await t.app.inject({
      method: 'GET',
      url: '/uc/self/mfa',
      headers: { authorization: mfaToken },
    });
    expect(response.json<Envelope>().result).not.toBe(0);
  });
});

describe('no held sign-in without the right password of a live account', () => {
  it.each([
    ['a wrong password', 'H001', 'frontdesk', 'wrong-password'],
    ['a disabled account', 'H001', 'leaver', PASSWORD],
    ['an unknown user', 'H001', 'nobody-here', PASSWORD],
  ])('%s gets no mfaToken', async (_name, unitCode, userCode, password) => {
    const answer = await held(unitCode, userCode, password);
    expect(answer.result).not.toBe(UcCode.MFA_REQUIRED);
    expect(answer.result).not.toBe(0);
    expect(answer.retVal).toBeNull();
    await unlock(userCode);
  });
});

describe('guessing codes with one token is stopped (rate limit per token, lockout per account)', () => {
  it('a burst of 40 wrong codes from 40 addresses over two nodes checks at most 10, then the right code is refused too', async () => {
    await unlock('frontdesk');
    const token = await mfaTokenOf('H001', 'frontdesk');
    const right = totpCode(victimSecret);
    // The schema trims the token: spaces around it are the same token, and the same count.
    const spelled = (i: number) => `${' '.repeat(i % 3)}${token}${' '.repeat(i % 5)}`;
    const wrong = Array.from({ length: 40 }, (_, i) => String((Number(right) + 1 + i) % 1_000_000));
    const answers = await Promise.all(
      wrong.map((code, i) => secondStep(spelled(i), code.padStart(6, '0'), i % 2 ? nodeB : t.app)),
    );
    const checked = answers.filter((a) => a.result === UcCode.MFA_CODE_WRONG).length;
    const throttled = answers.filter((a) => a.result === ServerCode.TOO_MANY_REQUESTS).length;
    expect(checked + throttled).toBe(40);
    expect(checked).toBeLessThanOrEqual(DEFAULT_RATE_LIMITS.signInPerAccount.max);

    const [user] = await t.db.select().from(users).where(eq(users.userCode, 'frontdesk'));
    expect(user!.locked).toBe('T');
    // The right code now gets through neither node: the token is throttled and the account locked.
    for (const node of [t.app, nodeB]) {
      const late = await secondStep(token, right, node);
      expect([UcCode.MFA_CODE_WRONG, ServerCode.TOO_MANY_REQUESTS]).toContain(late.result);
    }
    await unlock('frontdesk');
  });
});

describe('a session cannot guess its password through the factor removals', () => {
  it('DELETE /uc/self/mfa/totp with wrong passwords from many addresses is throttled per session, the factor stays', async () => {
    // The same session written in the ways the session check accepts: one count for them all.
    const spellings = [stolen, `Bearer ${stolen}`, `bearer   ${stolen}`, ` ${stolen} `];
    const remove = (password: string, i: number, url = '/uc/self/mfa/totp') =>
      (i % 2 ? nodeB : t.app)
        .inject({
          method: 'DELETE',
          url,
          payload: { password },
          remoteAddress: nextAddress(),
          headers: { authorization: spellings[i % spellings.length]! },
        })
        .then((r) => r.json<Envelope>().result);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => remove(`guess-${i}`, i)),
    );
    const checked = answers.filter((r) => r === UcCode.OLD_PASSWORD_WRONG).length;
    expect(checked).toBeLessThanOrEqual(DEFAULT_RATE_LIMITS.signInPerAccount.max);
    expect(answers.filter((r) => r === ServerCode.TOO_MANY_REQUESTS).length).toBe(20 - checked);
    // Even the right password waits for the window now, and so does a passkey's removal.
    expect(await remove(PASSWORD, 0)).toBe(ServerCode.TOO_MANY_REQUESTS);
    const passkey = `/uc/self/mfa/passkey/00000000-0000-4000-8000-000000000000`;
    expect(await remove(PASSWORD, 1, passkey)).toBe(ServerCode.TOO_MANY_REQUESTS);
    const status = await t.app.inject({
      method: 'GET',
      url: '/uc/self/mfa',
      headers: { authorization: stolen },
    });
    expect(status.json<Envelope<{ totp: boolean }>>().retVal.totp).toBe(true);
  });
});

describe('recovery codes: once each, as typed, void after a reset or a new enrolment', () => {
  it('takes a code in another case with spaces once; the same code again is 40123', async () => {
    const code = night.codes[0]!;
    const typed = ` ${code.toUpperCase().replace('-', ' ')} `;
    expect((await secondStep(await mfaTokenOf('H001', 'nightaudit'), typed)).result).toBe(0);
    const again = await secondStep(await mfaTokenOf('H001', 'nightaudit'), code);
    expect(again.result).toBe(UcCode.MFA_CODE_WRONG);
    await unlock('nightaudit');
  });

  it('refuses look-alike forms: full-width digits, another alphabet, a code with a character more', async () => {
    const code = night.codes[1]!;
    const mfaToken = await mfaTokenOf('H001', 'nightaudit');
    for (const typed of [
      code.replace(/[a-z0-9]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)),
      `${code}x`,
      code.slice(0, -1),
      code.replace('-', '\u2010'),
    ]) {
      expect((await secondStep(mfaToken, typed)).result, typed).toBe(UcCode.MFA_CODE_WRONG);
    }
    await unlock('nightaudit');
  });

  it('voids every code when an administrator resets the factors, and a new enrolment makes new ones', async () => {
    const userId = (await t.db.select().from(users).where(eq(users.userCode, 'nightaudit')))[0]!.id;
    expect((await send(t.app, '/uc/user/resetMfa', { userId }, admin)).result).toBe(0);
    // With no factor left the sign-in is no longer held: the old codes have nothing to prove.
    const signedIn = await held('H001', 'nightaudit');
    expect(signedIn.result).toBe(0);
    const fresh = await enrolWithCodes((signedIn.retVal as { jwtToken: string }).jwtToken);
    expect(fresh.codes).not.toContain(night.codes[2]);
    const old = await secondStep(await mfaTokenOf('H001', 'nightaudit'), night.codes[2]!);
    expect(old.result).toBe(UcCode.MFA_CODE_WRONG);
    await unlock('nightaudit');
  });
});

describe('enrolment codes belong to the pending secret', () => {
  it('a code of an earlier, restarted enrolment does not confirm the new one', async () => {
    // The platform administrator has no factor: an enrolment of theirs is only pending.
    const owner = admin;
    const first = await send<TotpEnrolment>(t.app, '/uc/self/mfa/totp', {}, owner);
    const second = await send<TotpEnrolment>(t.app, '/uc/self/mfa/totp', {}, owner);
    expect(second.retVal.secret).not.toBe(first.retVal.secret);
    const stale = await send(
      t.app,
      '/uc/self/mfa/totp/confirm',
      { code: totpCode(first.retVal.secret) },
      owner,
    );
    expect(stale.result).toBe(UcCode.MFA_CODE_WRONG);
    const status = await t.app.inject({
      method: 'GET',
      url: '/uc/self/mfa',
      headers: { authorization: owner },
    });
    expect(status.json<Envelope<{ totp: boolean }>>().retVal.totp).toBe(false);
  });
});

describe('nor through the password change', () => {
  it('POST /uc/user/updateUserPassword with wrong old passwords is throttled per session', async () => {
    const token = admin;
    const answers = await Promise.all(
      Array.from({ length: 14 }, (_, i) =>
        t.app
          .inject({
            method: 'POST',
            url: '/uc/user/updateUserPassword',
            query: { oldPassword: `guess-${i}`, newPassword: 'Another#Pass2026' },
            remoteAddress: nextAddress(),
            headers: { authorization: i % 2 ? `Bearer ${token}` : token },
          })
          .then((r) => r.json<Envelope>().result),
      ),
    );
    const checked = answers.filter((r) => r === UcCode.OLD_PASSWORD_WRONG).length;
    expect(checked).toBeLessThanOrEqual(DEFAULT_RATE_LIMITS.signInPerAccount.max);
    expect(answers.filter((r) => r === ServerCode.TOO_MANY_REQUESTS).length).toBe(14 - checked);
  });
});

import { ResultCode, type LoginResult } from '@portico/sdk';
import { ServerCode, UcCode } from '@portico/sdk/internal';
import {
  mfaChallengeSchema,
  selfMfaStatusSchema,
  unitMfaPolicySchema,
  type MfaChallenge,
  type MfaEnrolLogin,
  type RecoveryCodes,
  type SelfMfaStatus,
  type TotpEnrolment,
  type UnitMfaPolicy,
} from '@portico/sdk/contract';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginLogs, mfaTokens, units, userMfa, users } from '../../db/schema';
import { call, createTestApp, loginAs, type TestApp } from '../../test/test-app';
import { totpCode } from './totp';

/**
 * Second factors through the sign-in (README "Second factors"): enrolment, the held sign-in and
 * its second step, replay, recovery codes, the unit policy and its inheritance, the grace period,
 * the administrator's reset. Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
 */

let t: TestApp;
let admin: string;
const unitIds: Record<string, string> = {};
const PASSWORD = 'Portico#2026';
const STEP_MS = 30_000;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginAs(t.app, 'PLATFORM', 'admin')).jwtToken;
  for (const row of await t.db.select({ id: units.id, code: units.code }).from(units)) {
    unitIds[row.code] = row.id;
  }
});
afterAll(async () => {
  await t?.close();
});

async function userId(userCode: string): Promise<string> {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.userCode, userCode));
  return row!.id;
}

async function unlock(userCode: string) {
  await t.db
    .update(users)
    .set({ failedAttempts: 0, locked: 'F', lockedUntil: null })
    .where(eq(users.userCode, userCode));
}

function signIn(unitCode: string, userCode: string) {
  return call<LoginResult | MfaChallenge>(t.app, 'POST', '/uc/sso/login', {
    body: { unitCode, userCode, password: PASSWORD },
  });
}

async function challengeFor(
  unitCode: string,
  userCode: string,
  code: number = UcCode.MFA_REQUIRED,
) {
  const held = await signIn(unitCode, userCode);
  expect(held.result).toBe(code);
  return mfaChallengeSchema.parse(held.retVal);
}

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

function secondStep(mfaToken: string, code: string) {
  return call<LoginResult>(t.app, 'POST', '/uc/sso/login/mfa', {
    body: { mfaToken, code },
    headers: { 'user-agent': FIREFOX },
  });
}

function setPolicy(unitCode: string, policy: Partial<UnitMfaPolicy> & { inherit?: boolean }) {
  return call<UnitMfaPolicy>(t.app, 'POST', '/uc/safety/mfa', {
    token: admin,
    body: { unitId: unitIds[unitCode], policy: 'off', factors: ['totp'], graceDays: 0, ...policy },
  });
}

function status(token: string) {
  return call<SelfMfaStatus>(t.app, 'GET', '/uc/self/mfa', { token });
}

/** Enrols TOTP for a signed-in user; answers the secret and the recovery codes. */
async function enrol(token: string): Promise<{ secret: string; codes: string[] }> {
  const started = await call<TotpEnrolment>(t.app, 'POST', '/uc/self/mfa/totp', { token });
  expect(started.result).toBe(0);
  const confirmed = await call<RecoveryCodes>(t.app, 'POST', '/uc/self/mfa/totp/confirm', {
    token,
    body: { code: totpCode(started.retVal.secret) },
  });
  expect(confirmed.result).toBe(0);
  return { secret: started.retVal.secret, codes: confirmed.retVal.recoveryCodes };
}

/** A code of the next step: the current one was spent by the enrolment or the last sign-in. */
const nextCode = (secret: string, steps = 1) => totpCode(secret, Date.now() + steps * STEP_MS);

describe('TOTP enrolment (GET/POST/DELETE /uc/self/mfa…)', () => {
  it('is no factor until a code confirms it; then ten recovery codes are shown once', async () => {
    const token = (await loginAs(t.app, 'H001', 'frontdesk')).jwtToken;
    const started = await call<TotpEnrolment>(t.app, 'POST', '/uc/self/mfa/totp', { token });
    expect(started.result).toBe(0);
    expect(started.retVal.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(started.retVal.otpauthUri).toMatch(
      /^otpauth:\/\/totp\/Portico%20H001:frontdesk\?issuer=Portico%20H001&secret=[A-Z2-7]+&algorithm=SHA1&digits=6&period=30$/,
    );
    expect(selfMfaStatusSchema.parse((await status(token)).retVal)).toMatchObject({
      totp: false,
      recoveryCodesLeft: 0,
      policy: 'off',
    });

    const wrong = await call(t.app, 'POST', '/uc/self/mfa/totp/confirm', {
      token,
      body: { code: '000000' === totpCode(started.retVal.secret) ? '111111' : '000000' },
    });
    expect(wrong.result).toBe(UcCode.MFA_CODE_WRONG);
    expect((await status(token)).retVal.totp).toBe(false);

    const confirmed = await call<RecoveryCodes>(t.app, 'POST', '/uc/self/mfa/totp/confirm', {
      token,
      body: { code: totpCode(started.retVal.secret) },
    });
    expect(confirmed.result).toBe(0);
    expect(confirmed.retVal.recoveryCodes).toHaveLength(10);
    expect(new Set(confirmed.retVal.recoveryCodes).size).toBe(10);
    expect((await status(token)).retVal).toMatchObject({ totp: true, recoveryCodesLeft: 10 });
    // Nothing but hashes is kept of the recovery codes; a second enrolment is refused.
    const again = await call(t.app, 'POST', '/uc/self/mfa/totp', { token });
    expect(again.result).toBe(ServerCode.INVALID_INPUT);
    // The wrong confirmation counted toward the lockout; the sign-in below ends the series.
    await t.db.update(users).set({ failedAttempts: 0 }).where(eq(users.userCode, 'frontdesk'));
    frontdesk = { secret: started.retVal.secret, codes: confirmed.retVal.recoveryCodes };
  });

  it("the administrators' user list shows who has which factor", async () => {
    const list = await call<{ datas: { userCode: string; factors?: string[] }[] }>(
      t.app,
      'GET',
      '/uc/user/list',
      { token: admin, query: { unitId: unitIds.H001!, firstResult: '0', pageSize: '50' } },
    );
    expect(list.result).toBe(0);
    const factorsOf = (code: string) => list.retVal.datas.find((u) => u.userCode === code)?.factors;
    expect(factorsOf('frontdesk')).toEqual(['totp']);
    expect(factorsOf('nightaudit')).toEqual([]);
  });

  it('answers malformed and empty codes with catalogue errors, never a 500', async () => {
    const token = (await loginAs(t.app, 'H001', 'nightaudit')).jwtToken;
    const none = await call(t.app, 'POST', '/uc/self/mfa/totp/confirm', {
      token,
      body: { code: '123456' },
    });
    expect(none.result).toBe(ServerCode.INVALID_INPUT);
    for (const body of [{}, { code: '' }, { code: 42 }, { code: 'x'.repeat(100) }]) {
      const bad = await call(t.app, 'POST', '/uc/self/mfa/totp/confirm', { token, body });
      expect(bad.result).toBe(ServerCode.INVALID_INPUT);
    }
    expect((await status(token)).retVal.totp).toBe(false);
  });
});

let frontdesk: { secret: string; codes: string[] };

describe('the sign-in with a second factor (POST /uc/sso/login, /uc/sso/login/mfa)', () => {
  it('policy off: the password alone signs in, enrolled or not', async () => {
    const answer = await signIn('H001', 'frontdesk');
    expect(answer.result).toBe(0);
  });

  it('a child unit inherits its parent policy until it sets its own', async () => {
    expect((await setPolicy('G001', { policy: 'optional' })).result).toBe(0);
    const read = await call<UnitMfaPolicy>(t.app, 'GET', '/uc/safety/mfa', {
      token: admin,
      query: { unitId: unitIds.H001! },
    });
    expect(unitMfaPolicySchema.parse(read.retVal)).toMatchObject({
      unitId: unitIds.H001,
      policy: 'optional',
      own: false,
      sourceUnitId: unitIds.G001,
    });
    const own = await setPolicy('H001', { policy: 'off' });
    expect(own.retVal).toMatchObject({ policy: 'off', own: true });
    expect((await signIn('H001', 'frontdesk')).result).toBe(0);
    const back = await setPolicy('H001', { inherit: true });
    expect(back.retVal).toMatchObject({ policy: 'optional', own: false });
  });

  it('policy optional: an enrolled user is asked for the code, then gets the login result', async () => {
    const challenge = await challengeFor('H001', 'frontdesk');
    expect(challenge.factors).toEqual(['totp']);
    const done = await secondStep(challenge.mfaToken, nextCode(frontdesk.secret));
    expect(done.result).toBe(0);
    expect(done.retVal).toMatchObject({ userCode: 'frontdesk', unitCode: 'H001' });
    const [log] = await t.db
      .select()
      .from(loginLogs)
      .where(and(eq(loginLogs.userCode, 'frontdesk'), eq(loginLogs.loginState, 'success')))
      .orderBy(desc(loginLogs.loginDate))
      .limit(1);
    expect(log).toMatchObject({ reason: 'password', factor: 'totp' });
    const listed = await call<{ datas: { userCode: string; factor?: string | null }[] }>(
      t.app,
      'GET',
      '/uc/loginLog/adminList',
      {
        token: admin,
        query: { unitCode: 'H001', userCode: 'frontdesk', firstResult: '0', pageSize: '1' },
      },
    );
    expect(listed.retVal.datas[0]).toMatchObject({ userCode: 'frontdesk', factor: 'totp' });
    // The session it started lists the browser it was finished in (guide "Sessions and devices").
    const sessions = await call<{ current: boolean; device: unknown }[]>(
      t.app,
      'GET',
      '/uc/self/sessions',
      { token: done.retVal.jwtToken },
    );
    expect(sessions.retVal.find((s) => s.current)?.device).toEqual({
      browser: 'Firefox 128',
      os: 'Windows 10',
    });
    // The token was spent: it finishes no second sign-in.
    const reused = await secondStep(challenge.mfaToken, nextCode(frontdesk.secret, 2));
    expect(reused.result).toBe(UcCode.MFA_TOKEN_INVALID);
  });

  it('refuses a replayed code, wrong and malformed codes (40123), bad tokens (40124)', async () => {
    const challenge = await challengeFor('H001', 'frontdesk');
    // The step the last sign-in used is spent.
    const replay = await secondStep(challenge.mfaToken, nextCode(frontdesk.secret));
    expect(replay.result).toBe(UcCode.MFA_CODE_WRONG);
    const before = await t.db
      .select({ failed: users.failedAttempts })
      .from(users)
      .where(eq(users.userCode, 'frontdesk'));
    for (const code of ['abc', '12345', '1234567', 'zzzzz-zzzzz']) {
      expect((await secondStep(challenge.mfaToken, code)).result).toBe(UcCode.MFA_CODE_WRONG);
    }
    const after = await t.db
      .select({ failed: users.failedAttempts })
      .from(users)
      .where(eq(users.userCode, 'frontdesk'));
    // Wrong codes count toward the lockout like wrong passwords: five in a row lock the account.
    expect(after[0]!.failed).toBe(before[0]!.failed + 4);
    const [locked] = await t.db.select().from(users).where(eq(users.userCode, 'frontdesk'));
    expect(locked!.locked).toBe('T');
    expect(locked!.lockedUntil!.getTime()).toBeGreaterThan(Date.now());
    expect((await secondStep('not-a-token', '123456')).result).toBe(UcCode.MFA_TOKEN_INVALID);
    const blank = await call(t.app, 'POST', '/uc/sso/login/mfa', { body: { mfaToken: '' } });
    expect(blank.result).toBe(ServerCode.INVALID_INPUT);
    const odd = await call(t.app, 'POST', '/uc/sso/login/mfa', { body: [1, 2] });
    expect(odd.result).toBe(ServerCode.INVALID_INPUT);
    // An expired token is refused like an unknown one.
    await t.db
      .update(mfaTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(mfaTokens.userId, await userId('frontdesk')));
    const late = await secondStep(challenge.mfaToken, nextCode(frontdesk.secret, 2));
    expect(late.result).toBe(UcCode.MFA_TOKEN_INVALID);
    await unlock('frontdesk');
  });

  it('a recovery code works once and ends every other session of the user', async () => {
    const other = await call<LoginResult>(t.app, 'POST', '/uc/sso/login/mfa', {
      body: {
        mfaToken: (await challengeFor('H001', 'frontdesk')).mfaToken,
        code: frontdesk.codes[0],
      },
    });
    expect(other.result).toBe(0);
    const code = frontdesk.codes[1]!;
    const used = await secondStep((await challengeFor('H001', 'frontdesk')).mfaToken, code);
    expect(used.result).toBe(0);
    const ended = await call(t.app, 'POST', '/uc/sso/reLogin', { token: other.retVal.jwtToken });
    expect(ended.result).toBe(ResultCode.LOGOUT);
    const fresh = await status(used.retVal.jwtToken);
    expect(fresh.retVal.recoveryCodesLeft).toBe(8);
    // Typed in upper case without the dash, it is the same code: used already.
    const again = await secondStep(
      (await challengeFor('H001', 'frontdesk')).mfaToken,
      code.replace('-', '').toUpperCase(),
    );
    expect(again.result).toBe(UcCode.MFA_CODE_WRONG);
    await unlock('frontdesk');
  });

  it('policy admins: an administrator without a factor enrols at sign-in; others sign in', async () => {
    await setPolicy('H002', { policy: 'admins', factors: ['totp', 'passkey'] });
    expect((await signIn('H002', 'duty')).result).toBe(0);
    const held = await challengeFor('H002', 'manager', UcCode.MFA_ENROLMENT_REQUIRED);
    expect(held.factors).toEqual(['totp', 'passkey']);
    // The enrolment token is no second-factor token, and the reverse.
    expect((await secondStep(held.mfaToken, '123456')).result).toBe(UcCode.MFA_TOKEN_INVALID);
    const started = await call<TotpEnrolment>(t.app, 'POST', '/uc/sso/login/mfa/totp', {
      body: { mfaToken: held.mfaToken },
    });
    expect(started.result).toBe(0);
    const done = await call<MfaEnrolLogin>(t.app, 'POST', '/uc/sso/login/mfa/totp/confirm', {
      body: { mfaToken: held.mfaToken, code: totpCode(started.retVal.secret) },
    });
    expect(done.result).toBe(0);
    expect(done.retVal.recoveryCodes).toHaveLength(10);
    expect(done.retVal.login.userCode).toBe('manager');
    expect((await status(done.retVal.login.jwtToken)).retVal).toMatchObject({
      totp: true,
      required: true,
      policy: 'admins',
    });
    // From now on the administrator is asked for the factor.
    expect((await challengeFor('H002', 'manager')).factors).toEqual(['totp']);
  });

  it('policy all with grace days: sign-in goes on until the grace period ends', async () => {
    await setPolicy('G001', { policy: 'all', graceDays: 7 });
    const first = await signIn('G001', 'groupadmin');
    expect(first.result).toBe(0);
    const token = (first.retVal as LoginResult).jwtToken;
    const told = selfMfaStatusSchema.parse((await status(token)).retVal);
    expect(told).toMatchObject({ required: true, totp: false, policy: 'all' });
    const days = (Date.parse(told.enrolBy!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    // Eight days later (the grace period counted from the first sign-in under the policy).
    await t.db
      .update(userMfa)
      .set({ requiredSince: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(userMfa.userId, await userId('groupadmin')));
    await challengeFor('G001', 'groupadmin', UcCode.MFA_ENROLMENT_REQUIRED);
    await setPolicy('G001', { policy: 'optional' });
  });

  it("an administrator's reset removes the factor and ends the user's sessions", async () => {
    const done = await secondStep(
      (await challengeFor('H001', 'frontdesk')).mfaToken,
      frontdesk.codes[2]!,
    );
    expect(done.result).toBe(0);
    const reset = await call(t.app, 'POST', '/uc/user/resetMfa', {
      token: admin,
      body: { userId: await userId('frontdesk') },
    });
    expect(reset.result).toBe(0);
    const ended = await call(t.app, 'POST', '/uc/sso/reLogin', { token: done.retVal.jwtToken });
    expect(ended.result).toBe(ResultCode.LOGOUT);
    // The policy is optional and nothing is enrolled any more: the password signs in.
    const after = await signIn('H001', 'frontdesk');
    expect(after.result).toBe(0);
    expect((await status((after.retVal as LoginResult).jwtToken)).retVal.totp).toBe(false);
    // Another group's administrator cannot reset a user outside their units.
    const other = (await loginAs(t.app, 'G002', 'summitadmin')).jwtToken;
    const refused = await call(t.app, 'POST', '/uc/user/resetMfa', {
      token: other,
      body: { userId: await userId('frontdesk') },
    });
    expect(refused.result).toBe(ServerCode.NOT_FOUND);
  });

  it('removing TOTP takes the password; a wrong one changes nothing', async () => {
    const token = (await loginAs(t.app, 'H001', 'frontdesk')).jwtToken;
    await enrol(token);
    const wrong = await call(t.app, 'DELETE', '/uc/self/mfa/totp', {
      token,
      body: { password: 'nope' },
    });
    expect(wrong.result).toBe(UcCode.OLD_PASSWORD_WRONG);
    expect((await status(token)).retVal.totp).toBe(true);
    const removed = await call(t.app, 'DELETE', '/uc/self/mfa/totp', {
      token,
      body: { password: PASSWORD },
    });
    expect(removed.result).toBe(0);
    expect((await status(token)).retVal).toMatchObject({ totp: false, recoveryCodesLeft: 0 });
  });
});

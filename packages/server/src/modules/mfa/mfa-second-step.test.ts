import type { LoginResult } from '@portico/sdk';
import { UcCode } from '@portico/sdk/internal';
import {
  mfaChallengeSchema,
  mfaSmsSentSchema,
  type MfaChallenge,
  type MfaEnrolLogin,
  type MfaSmsSent,
  type RecoveryCodes,
  type TotpEnrolment,
  type UnitMfaPolicy,
} from '@portico/sdk/contract';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  loginLogs,
  mailOutbox,
  passkeys,
  mfaRecoveryCodes,
  units,
  users,
  verificationCodes,
} from '../../db/schema';
import { calls } from '../../test/messages-test-kit';
import { SoftAuthenticator } from '../../test/passkey-authenticator';
import { call, createTestApp, loginAs, type TestApp } from '../../test/test-app';
import { totpCode } from './totp';

/**
 * The sign-in's second step offers what the user really has (README "Second factors"): the
 * factors named in a 40121 answer, SMS as a factor through the sign-in code store of the SMS
 * validation, the private message an administrator's reset leaves the user, and the notice of a
 * factor set up at an enrolment the policy forced at sign-in. Runs on PGlite, and on PostgreSQL
 * when DATABASE_URL is set.
 */

let t: TestApp;
let admin: string;
const unitIds: Record<string, string> = {};
const PASSWORD = 'Portico#2026';
const MOBILE = '13800000001';

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

async function userRow(userCode: string) {
  const [row] = await t.db.select().from(users).where(eq(users.userCode, userCode));
  return row!;
}

function setPolicy(unitCode: string, policy: Partial<UnitMfaPolicy>) {
  return call<UnitMfaPolicy>(t.app, 'POST', '/uc/safety/mfa', {
    token: admin,
    body: {
      unitId: unitIds[unitCode],
      policy: 'optional',
      factors: ['totp'],
      graceDays: 0,
      ...policy,
    },
  });
}

function signIn(unitCode: string, userCode: string) {
  return call<LoginResult | MfaChallenge>(t.app, 'POST', '/uc/sso/login', {
    body: { unitCode, userCode, password: PASSWORD },
  });
}

async function challengeFor(unitCode: string, userCode: string): Promise<MfaChallenge> {
  const held = await signIn(unitCode, userCode);
  expect(held.result).toBe(UcCode.MFA_REQUIRED);
  return mfaChallengeSchema.parse(held.retVal);
}

function secondStep(body: { mfaToken: string; code: string; factor?: string }) {
  return call<LoginResult>(t.app, 'POST', '/uc/sso/login/mfa', { body });
}

function textMe(mfaToken: string) {
  return call<MfaSmsSent>(t.app, 'POST', '/uc/sso/login/mfa/sms', { body: { mfaToken } });
}

/** The code the demo "sent": the SMS outbox row's text (npm start prints the same line). */
async function textedCode(): Promise<string> {
  const [row] = await t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.channel, 'sms'), eq(mailOutbox.recipient, MOBILE)))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return /\d{6}/.exec(row!.body)![0];
}

async function newestMail(to: string) {
  const [mail] = await t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.channel, 'mail'), eq(mailOutbox.recipient, to)))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return mail;
}

/** The newest message in the user's own list, as an English reader sees it. */
async function newestMessage(token: string) {
  const list = await calls(t.app, token).userList({
    firstResult: '0',
    pageSize: '1',
    language: 'en-US',
  });
  return list.retVal.datas[0];
}

/** Gives a demo user without one an address, so that a notice has somewhere to be mailed. */
async function giveEmail(userCode: string): Promise<string> {
  const email = `${userCode}@harbour.example`;
  await t.db.update(users).set({ email }).where(eq(users.userCode, userCode));
  return email;
}

/** The resend minute of the sign-in code store, as if it had passed. */
async function minutePassed(userId: string) {
  await t.db
    .update(verificationCodes)
    .set({ createdAt: new Date(Date.now() - 120_000) })
    .where(eq(verificationCodes.userId, userId));
}

async function enrolTotp(token: string): Promise<string> {
  const started = await call<TotpEnrolment>(t.app, 'POST', '/uc/self/mfa/totp', { token });
  const confirmed = await call<RecoveryCodes>(t.app, 'POST', '/uc/self/mfa/totp/confirm', {
    token,
    body: { code: totpCode(started.retVal.secret) },
  });
  expect(confirmed.result).toBe(0);
  return started.retVal.secret;
}

describe('40121 names exactly the factors the user can use under the policy', () => {
  it('an authenticator with recovery codes left: totp and recovery, no passkey, no sms', async () => {
    const token = (await loginAs(t.app, 'H001', 'nightaudit')).jwtToken;
    await enrolTotp(token);
    await setPolicy('H001', { factors: ['totp', 'passkey', 'sms'] });
    const held = await challengeFor('H001', 'nightaudit');
    // nightaudit has no passkey and no mobile number.
    expect(held.factors).toEqual(['totp']);
    expect(held.recovery).toBe(true);

    // Every recovery code spent: the recovery-code way is no longer offered.
    const user = await userRow('nightaudit');
    await t.db
      .update(mfaRecoveryCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(mfaRecoveryCodes.userId, user.id), isNull(mfaRecoveryCodes.usedAt)));
    expect((await challengeFor('H001', 'nightaudit')).recovery).toBe(false);

    // A factor the policy does not count is not offered even when the user has it.
    await setPolicy('H001', { factors: ['passkey'], policy: 'all', graceDays: 30 });
    expect((await signIn('H001', 'nightaudit')).result).toBe(0);
  });
});

describe('SMS as a second factor (POST /uc/sso/login/mfa/sms)', () => {
  it('is named when the policy counts it and the user has a mobile; the code signs in once', async () => {
    await setPolicy('H001', { policy: 'all', factors: ['totp', 'sms'] });
    const user = await userRow('frontdesk');
    const held = await challengeFor('H001', 'frontdesk');
    expect(held.factors).toEqual(['sms']);
    expect(held.recovery).toBe(false);

    const sent = await textMe(held.mfaToken);
    expect(sent.result).toBe(0);
    expect(mfaSmsSentSchema.parse(sent.retVal)).toEqual({
      mobile: '*******0001',
      resendSeconds: 60,
    });
    const code = await textedCode();
    // One code a minute, as the sign-in SMS validation's.
    expect((await textMe(held.mfaToken)).result).toBe(UcCode.CODE_TOO_SOON);

    // A wrong code is refused and counts toward the lockout like a wrong password.
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await secondStep({ mfaToken: held.mfaToken, code: wrong, factor: 'sms' });
    expect(refused.result).toBe(UcCode.MFA_CODE_WRONG);
    expect((await userRow('frontdesk')).failedAttempts).toBe(user.failedAttempts + 1);
    // The texted code is no TOTP or recovery code: without `factor: 'sms'` it is wrong.
    expect((await secondStep({ mfaToken: held.mfaToken, code })).result).toBe(
      UcCode.MFA_CODE_WRONG,
    );

    const done = await secondStep({ mfaToken: held.mfaToken, code, factor: 'sms' });
    expect(done.result).toBe(0);
    expect(done.retVal.jwtToken).toBeTruthy();
    const [log] = await t.db
      .select()
      .from(loginLogs)
      .where(and(eq(loginLogs.userCode, 'frontdesk'), eq(loginLogs.loginState, 'success')))
      .orderBy(desc(loginLogs.loginDate))
      .limit(1);
    expect(log?.factor).toBe('sms');
    // A success clears the failures, as the password's does.
    expect((await userRow('frontdesk')).failedAttempts).toBe(0);

    // The code is spent: the next sign-in cannot reuse it.
    const again = await challengeFor('H001', 'frontdesk');
    const replay = await secondStep({ mfaToken: again.mfaToken, code, factor: 'sms' });
    expect(replay.result).toBe(UcCode.MFA_CODE_WRONG);
    await minutePassed(user.id);
    expect((await textMe(again.mfaToken)).result).toBe(0);
    const fresh = await textedCode();
    expect(
      (await secondStep({ mfaToken: again.mfaToken, code: fresh, factor: 'sms' })).result,
    ).toBe(0);
  });

  it('is refused for a user the policy gives no SMS factor, and for a bad token', async () => {
    await setPolicy('H001', { policy: 'optional', factors: ['totp', 'sms'] });
    const held = await challengeFor('H001', 'nightaudit');
    expect(held.factors).toEqual(['totp']);
    const refused = await textMe(held.mfaToken);
    expect(refused.result).toBe(UcCode.MFA_CODE_WRONG);
    expect(
      (await secondStep({ mfaToken: held.mfaToken, code: '123456', factor: 'sms' })).result,
    ).toBe(UcCode.MFA_CODE_WRONG);

    expect((await textMe('no-such-token')).result).toBe(UcCode.MFA_TOKEN_INVALID);
    const malformed = await call(t.app, 'POST', '/uc/sso/login/mfa/sms', { body: {} });
    expect(malformed.result).not.toBe(0);
    expect(malformed.msg).toBeTruthy();
    const badKind = await call(t.app, 'POST', '/uc/sso/login/mfa', {
      body: { mfaToken: held.mfaToken, code: '123456', factor: 'carrier-pigeon' },
    });
    expect(badKind.result).not.toBe(0);
    expect(badKind.result).not.toBe(UcCode.MFA_CODE_WRONG);
  });
});

describe("an administrator's reset (POST /uc/user/resetMfa) is told to the user", () => {
  it('leaves a private message the bell counts, in the reader’s language, and a mail', async () => {
    await setPolicy('H001', { policy: 'off' });
    const user = await userRow('frontdesk');
    const before = (await loginAs(t.app, 'H001', 'frontdesk')).jwtToken;
    const unreadBefore = await calls(t.app, before).unread();

    const reset = await call(t.app, 'POST', '/uc/user/resetMfa', {
      token: admin,
      body: { userId: user.id },
      headers: { 'accept-language': 'en-US' },
    });
    expect(reset.result).toBe(0);

    const token = (await loginAs(t.app, 'H001', 'frontdesk')).jwtToken;
    expect(await calls(t.app, token).unread()).toBe(unreadBefore + 1);
    const list = await calls(t.app, token).userList({
      firstResult: '0',
      pageSize: '5',
      language: 'zh-CN',
    });
    const [newest] = list.retVal.datas;
    expect(newest).toMatchObject({ messageTitle: '您的登录验证方式已被重置', readState: 'F' });
    expect(newest?.messageText).toContain('admin');
    const english = await calls(t.app, token).detail(newest!.messageId);
    expect(english.retVal.messageTitle).toBe('Your sign-in factors were reset');

    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.channel, 'mail'), eq(mailOutbox.recipient, user.email!)))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    expect(mail?.subject).toBe('Your sign-in factors were reset');
    expect(mail?.body).toContain('If this was not expected');
    expect(mail?.body).toContain('如非您本人要求');
  });
});

describe('enrolment at sign-in with a passkey (POST /uc/sso/login/mfa/passkey…)', () => {
  // app.inject reaches the hub at http://localhost: that is the relying party.
  const ORIGIN = 'http://localhost';
  type Options = Parameters<SoftAuthenticator['register']>[0];

  it('a policy counting passkeys names both; the passkey registers for the token’s user, signs in and is told', async () => {
    await setPolicy('H002', { policy: 'all', factors: ['totp', 'passkey'], graceDays: 0 });
    const email = await giveEmail('duty');
    const held = await signIn('H002', 'duty');
    expect(held.result).toBe(UcCode.MFA_ENROLMENT_REQUIRED);
    const enrol = mfaChallengeSchema.parse(held.retVal);
    expect(enrol.factors).toEqual(['totp', 'passkey']);

    // The token of a factor step (40121) or none at all registers nothing.
    expect(
      (await call(t.app, 'POST', '/uc/sso/login/mfa/passkey/options', { body: { mfaToken: 'x' } }))
        .result,
    ).toBe(UcCode.MFA_TOKEN_INVALID);
    const options = await call<Options>(t.app, 'POST', '/uc/sso/login/mfa/passkey/options', {
      body: { mfaToken: enrol.mfaToken },
    });
    expect(options.result).toBe(0);
    const duty = await userRow('duty');
    expect(options.retVal.user.id).toBe(Buffer.from(duty.id).toString('base64url'));

    const key = new SoftAuthenticator();
    const response = key.register(options.retVal, ORIGIN);
    const garbled = await call(t.app, 'POST', '/uc/sso/login/mfa/passkey', {
      body: { mfaToken: enrol.mfaToken, name: 'Desk key', response: { ...response, type: 'x' } },
    });
    expect(garbled.result).not.toBe(0);
    const done = await call<LoginResult>(t.app, 'POST', '/uc/sso/login/mfa/passkey', {
      body: { mfaToken: enrol.mfaToken, name: 'Desk key', response },
      headers: { 'accept-language': 'en-US' },
    });
    expect(done.result).toBe(0);
    expect(done.retVal.jwtToken).toBeTruthy();
    const stored = await t.db.select().from(passkeys).where(eq(passkeys.userId, duty.id));
    expect(stored.map((row) => row.name)).toEqual(['Desk key']);

    // Someone holding only the password must not plant a passkey unnoticed: the user is told.
    const message = await newestMessage(done.retVal.jwtToken);
    expect(message).toMatchObject({
      messageTitle: 'A sign-in factor was added to your account',
      readState: 'F',
    });
    expect(message?.messageText).toContain('Passkey');
    const mail = await newestMail(email);
    expect(mail?.subject).toBe('A sign-in factor was added to your account');
    expect(mail?.body).toContain('If this was not you');

    // The token is spent, and the next sign-in asks for the passkey just set up.
    expect(
      (
        await call(t.app, 'POST', '/uc/sso/login/mfa/passkey/options', {
          body: { mfaToken: enrol.mfaToken },
        })
      ).result,
    ).toBe(UcCode.MFA_TOKEN_INVALID);
    expect((await challengeFor('H002', 'duty')).factors).toEqual(['passkey']);
  });

  it('a policy that does not count passkeys refuses one at enrolment', async () => {
    await setPolicy('H002', { policy: 'all', factors: ['totp'], graceDays: 0 });
    const held = await signIn('H002', 'manager');
    expect(held.result).toBe(UcCode.MFA_ENROLMENT_REQUIRED);
    const enrol = mfaChallengeSchema.parse(held.retVal);
    expect(enrol.factors).toEqual(['totp']);
    const refused = await call(t.app, 'POST', '/uc/sso/login/mfa/passkey/options', {
      body: { mfaToken: enrol.mfaToken },
    });
    expect(refused.result).toBe(UcCode.MFA_CODE_WRONG);
  });
});

describe('an authenticator app set up at a forced enrolment (POST /uc/sso/login/mfa/totp…)', () => {
  it('is told to the user by a private message in both languages and a mail', async () => {
    await setPolicy('H002', { policy: 'all', factors: ['totp'], graceDays: 0 });
    const email = await giveEmail('manager');
    const held = await signIn('H002', 'manager');
    expect(held.result).toBe(UcCode.MFA_ENROLMENT_REQUIRED);
    const { mfaToken } = mfaChallengeSchema.parse(held.retVal);
    const started = await call<TotpEnrolment>(t.app, 'POST', '/uc/sso/login/mfa/totp', {
      body: { mfaToken },
    });
    expect(started.result).toBe(0);
    const right = totpCode(started.retVal.secret);
    // A wrong code adds nothing and tells nothing.
    const mailsBefore = await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
    const wrong = await call(t.app, 'POST', '/uc/sso/login/mfa/totp/confirm', {
      body: { mfaToken, code: right === '000000' ? '111111' : '000000' },
    });
    expect(wrong.result).toBe(UcCode.MFA_CODE_WRONG);
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email))).toEqual(
      mailsBefore,
    );

    const done = await call<MfaEnrolLogin>(t.app, 'POST', '/uc/sso/login/mfa/totp/confirm', {
      body: { mfaToken, code: right },
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(done.result).toBe(0);
    const token = done.retVal.login.jwtToken;
    expect(await calls(t.app, token).unread()).toBeGreaterThanOrEqual(1);
    const message = await newestMessage(token);
    expect(message).toMatchObject({
      messageTitle: 'A sign-in factor was added to your account',
      readState: 'F',
    });
    expect(message?.messageText).toContain('Authenticator app');
    const chinese = await calls(t.app, token).userList({
      firstResult: '0',
      pageSize: '1',
      language: 'zh-CN',
    });
    expect(chinese.retVal.datas[0]?.messageId).toBe(message?.messageId);
    expect(chinese.retVal.datas[0]?.messageText).toContain('验证器应用');
    // The mail carries the caller's language first, then the other.
    const mail = await newestMail(email);
    expect(mail?.subject).toBe('您的账号添加了登录验证方式');
    expect(mail?.body).toContain('验证器应用');
    expect(mail?.body).toContain('If this was not you');
  });
});

import { ServerCode, UcCode } from '@portico/sdk/internal';
import type { Passkey, RecoveryCodes, SelfVerified, TotpEnrolment } from '@portico/sdk/contract';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../db/demo-data';
import { loginLogs, mailOutbox, passkeys, sessions, userMfa, users } from '../db/schema';
import { DEFAULT_RATE_LIMITS } from '../http/rate-limits';
import { REVERIFY_WINDOW_MS } from '../modules/mfa/recent-verification';
import { totpCode } from '../modules/mfa/totp';
import { securityOf } from '../modules/security/security';
import { hashToken } from '../modules/session/session';
import { calls } from '../test/messages-test-kit';
import { SoftAuthenticator } from '../test/passkey-authenticator';
import { appTokenFor, call, createTestApp, loginAs, type TestApp } from '../test/test-app';

/*
 * A stolen session cannot plant a second factor (README "Second factors", "Passkeys"): adding an
 * authenticator app or a passkey needs the session to have proved the user within the last ten
 * minutes, by its sign-in or by POST /self/verify with the password or a code of the
 * authenticator app; otherwise 40125 and nothing is stored. Wrong passwords and codes there count
 * toward the lockout and are rate-limited per session;
 * an app's token may not confirm anything (40305); every factor added or removed is told to the
 * user by a private message and a mail. Time is moved by ageing the session's verification.
 */

const ORIGIN = 'http://localhost';
/** Few tries per session token, so that the limit answers before the lockout. */
const PER_SESSION = 3;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(undefined, {
    rateLimits: {
      ...DEFAULT_RATE_LIMITS,
      signInPerIp: { max: 500, windowSeconds: 60 },
      signInPerAccount: { max: PER_SESSION, windowSeconds: 300 },
    },
  });
});
afterAll(async () => {
  await t?.close();
});

/** The session was verified longer ago than the window: a token taken from an idle browser. */
async function age(token: string) {
  await t.db
    .update(sessions)
    .set({ verifiedAt: new Date(Date.now() - REVERIFY_WINDOW_MS - 60_000) })
    .where(eq(sessions.tokenHash, hashToken(token)));
}

async function userRow(userCode: string) {
  const [row] = await t.db.select().from(users).where(eq(users.userCode, userCode));
  return row!;
}

const verify = (token: string, password: string) =>
  call<SelfVerified>(t.app, 'POST', '/uc/self/verify', { token, body: { password } });
const verifyBy = (token: string, body: object, language = 'zh-CN') =>
  call<SelfVerified>(t.app, 'POST', '/uc/self/verify', { token, body, headers: { language } });
const startTotp = (token: string) =>
  call<TotpEnrolment>(t.app, 'POST', '/uc/self/mfa/totp', { token });
const confirmTotp = (token: string, secret: string) =>
  call<RecoveryCodes>(t.app, 'POST', '/uc/self/mfa/totp/confirm', {
    token,
    body: { code: totpCode(secret) },
  });

async function passkeysOf(userId: string) {
  return t.db.select().from(passkeys).where(eq(passkeys.userId, userId));
}

async function newestMessage(token: string) {
  const list = await calls(t.app, token).userList({
    firstResult: '0',
    pageSize: '1',
    language: 'en-US',
  });
  return list.retVal.datas[0];
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

describe('a session older than the window cannot add a factor (40125)', () => {
  it('refuses TOTP enrolment and passkey registration; nothing is stored', async () => {
    const user = await userRow('manager');
    const stolen = (await loginAs(t.app, 'H002', 'manager')).jwtToken;
    // Options asked for while the sign-in was fresh are no use once it has aged.
    const early = await call<Record<string, unknown>>(
      t.app,
      'POST',
      '/uc/self/mfa/passkey/options',
      { token: stolen },
    );
    expect(early.result).toBe(0);
    await age(stolen);

    const started = await startTotp(stolen);
    expect(started.result).toBe(UcCode.REVERIFY_REQUIRED);
    expect(started.msg).toBe('请先确认密码，再更改登录验证方式');
    const [mfaRow] = await t.db.select().from(userMfa).where(eq(userMfa.userId, user.id));
    expect(mfaRow?.totpPendingSecret ?? null).toBeNull();
    expect(mfaRow?.totpSecret ?? null).toBeNull();

    const options = await call(t.app, 'POST', '/uc/self/mfa/passkey/options', {
      token: stolen,
      headers: { language: 'en-US' },
    });
    expect(options.result).toBe(UcCode.REVERIFY_REQUIRED);
    expect(options.msg).toBe('Confirm your password to change sign-in factors');
    const key = new SoftAuthenticator();
    const planted = await call<Passkey>(t.app, 'POST', '/uc/self/mfa/passkey', {
      token: stolen,
      body: { name: 'attacker', response: key.register(early.retVal as never, ORIGIN) },
    });
    expect(planted.result).toBe(UcCode.REVERIFY_REQUIRED);
    expect(await passkeysOf(user.id)).toEqual([]);
  });

  it('refuses to confirm an enrolment started in time once the session has aged', async () => {
    const token = (await loginAs(t.app, 'H001', 'nightaudit')).jwtToken;
    const started = await startTotp(token);
    expect(started.result).toBe(0);
    await age(token);
    const confirmed = await confirmTotp(token, started.retVal.secret);
    expect(confirmed.result).toBe(UcCode.REVERIFY_REQUIRED);
    const status = await call<{ totp: boolean }>(t.app, 'GET', '/uc/self/mfa', { token });
    expect(status.retVal.totp).toBe(false);
  });
});

describe('a fresh sign-in, or the password confirmed, adds a factor and the user is told', () => {
  it('a session just signed in enrols TOTP; a private message and a mail tell of it', async () => {
    const token = (await loginAs(t.app, 'H001', 'frontdesk')).jwtToken;
    const unread = await calls(t.app, token).unread();
    const started = await startTotp(token);
    expect(started.result).toBe(0);
    const confirmed = await confirmTotp(token, started.retVal.secret);
    expect(confirmed.result).toBe(0);
    expect(confirmed.retVal.recoveryCodes).toHaveLength(10);

    expect(await calls(t.app, token).unread()).toBe(unread + 1);
    const message = await newestMessage(token);
    expect(message).toMatchObject({
      messageTitle: 'A sign-in factor was added to your account',
      readState: 'F',
    });
    expect(message?.messageText).toContain('Authenticator app');
    const mail = await newestMail('frontdesk@harbour.example');
    expect(mail?.body).toContain('If this was not you');
    expect(mail?.body).toContain('验证器应用');

    // Removing it (with the password) is told too.
    const removed = await call(t.app, 'DELETE', '/uc/self/mfa/totp', {
      token,
      body: { password: DEMO_PASSWORD },
    });
    expect(removed.result).toBe(0);
    expect((await newestMessage(token))?.messageTitle).toBe(
      'A sign-in factor was removed from your account',
    );
  });

  it('an old session confirms the password, then registers a passkey; the user is told', async () => {
    const user = await userRow('frontdesk');
    const token = (await loginAs(t.app, 'H001', 'frontdesk')).jwtToken;
    await age(token);
    expect((await call(t.app, 'POST', '/uc/self/mfa/passkey/options', { token })).result).toBe(
      UcCode.REVERIFY_REQUIRED,
    );

    const before = Date.now();
    const verified = await verify(token, DEMO_PASSWORD);
    expect(verified.result).toBe(0);
    const until = Date.parse(verified.retVal.verifiedUntil);
    expect(until).toBeGreaterThanOrEqual(before + REVERIFY_WINDOW_MS);

    const options = await call<Record<string, unknown>>(
      t.app,
      'POST',
      '/uc/self/mfa/passkey/options',
      { token },
    );
    expect(options.result).toBe(0);
    const key = new SoftAuthenticator();
    const saved = await call<Passkey>(t.app, 'POST', '/uc/self/mfa/passkey', {
      token,
      body: { name: 'Laptop', response: key.register(options.retVal as never, ORIGIN) },
    });
    expect(saved.result).toBe(0);
    expect(await passkeysOf(user.id)).toHaveLength(1);
    const message = await newestMessage(token);
    expect(message?.messageTitle).toBe('A sign-in factor was added to your account');
    expect(message?.messageText).toContain('Passkey');

    const removed = await call(t.app, 'DELETE', `/uc/self/mfa/passkey/${saved.retVal.id}`, {
      token,
      body: { password: DEMO_PASSWORD },
    });
    expect(removed.result).toBe(0);
    expect((await newestMessage(token))?.messageTitle).toBe(
      'A sign-in factor was removed from your account',
    );
  });
});

describe('POST /uc/self/verify guards the password like a sign-in', () => {
  it('counts wrong passwords toward the lockout and limits them per session (42900)', async () => {
    const token = (await loginAs(t.app, 'H002', 'duty')).jwtToken;
    await age(token);
    for (let i = 1; i <= PER_SESSION; i += 1) {
      const wrong = await verify(token, 'not-the-password');
      expect(wrong.result).toBe(UcCode.OLD_PASSWORD_WRONG);
      expect((await userRow('duty')).failedAttempts).toBe(i);
    }
    const logged = await t.db
      .select()
      .from(loginLogs)
      .where(and(eq(loginLogs.userCode, 'duty'), eq(loginLogs.reason, 'verifyPasswordWrong')));
    expect(logged).toHaveLength(PER_SESSION);

    const throttled = await verify(token, DEMO_PASSWORD);
    expect(throttled.result).toBe(ServerCode.TOO_MANY_REQUESTS);
    expect((await startTotp(token)).result).toBe(UcCode.REVERIFY_REQUIRED);
  });

  it('locks the account at the unit’s limit; then not even the right password verifies', async () => {
    const user = await userRow('groupadmin');
    const { maxFailedAttempts } = await securityOf(t.db, user.unitId);
    const token = (await loginAs(t.app, 'G001', 'groupadmin')).jwtToken;
    await age(token);
    // One failure short of the lock, as if the earlier ones had been made already.
    await t.db
      .update(users)
      .set({ failedAttempts: maxFailedAttempts - 1 })
      .where(eq(users.id, user.id));
    expect((await verify(token, 'not-the-password')).result).toBe(UcCode.OLD_PASSWORD_WRONG);
    expect(await userRow('groupadmin')).toMatchObject({ locked: 'T' });

    expect((await verify(token, DEMO_PASSWORD)).result).toBe(UcCode.OLD_PASSWORD_WRONG);
    expect((await startTotp(token)).result).toBe(UcCode.REVERIFY_REQUIRED);
  });

  it('refuses an app session (40305): only the hub confirms the password', async () => {
    const hub = (await loginAs(t.app, 'H001', 'nightaudit')).jwtToken;
    const appToken = await appTokenFor(t.app, hub, 'UC');
    const answer = await verify(appToken, DEMO_PASSWORD);
    expect(answer.result).toBe(UcCode.HUB_SESSION_REQUIRED);
    expect((await userRow('nightaudit')).failedAttempts).toBe(0);
  });
});

describe('POST /uc/self/verify with a code of the authenticator app', () => {
  const passkeyOptions = (token: string) =>
    call(t.app, 'POST', '/uc/self/mfa/passkey/options', { token });
  const failuresLogged = async (userCode: string) =>
    t.db
      .select()
      .from(loginLogs)
      .where(and(eq(loginLogs.userCode, userCode), eq(loginLogs.reason, 'verifyCodeWrong')));

  it('confirms the user instead of the password; the same code is refused the second time', async () => {
    const token = (await loginAs(t.app, 'H002', 'manager')).jwtToken;
    const started = await startTotp(token);
    expect((await confirmTotp(token, started.retVal.secret)).result).toBe(0);
    await age(token);
    expect((await passkeyOptions(token)).result).toBe(UcCode.REVERIFY_REQUIRED);

    // The enrolment spent the current step: the next one is still within the allowed drift.
    const code = totpCode(started.retVal.secret, Date.now() + 30_000);
    const before = Date.now();
    const verified = await verifyBy(token, { code });
    expect(verified.result).toBe(0);
    expect(Date.parse(verified.retVal.verifiedUntil)).toBeGreaterThanOrEqual(
      before + REVERIFY_WINDOW_MS,
    );
    expect((await passkeyOptions(token)).result).toBe(0);

    await age(token);
    const replayed = await verifyBy(token, { code }, 'en-US');
    expect(replayed.result).toBe(UcCode.MFA_CODE_WRONG);
    expect(replayed.msg).toBe('The code is wrong or already used');
    expect((await userRow('manager')).failedAttempts).toBe(1);
    expect(await failuresLogged('manager')).toHaveLength(1);
    expect((await passkeyOptions(token)).result).toBe(UcCode.REVERIFY_REQUIRED);
  });

  it('takes exactly one of password and code; a code without an authenticator app counts as wrong', async () => {
    const token = (await loginAs(t.app, 'G001', 'comms')).jwtToken;
    await age(token);
    const neither = await verifyBy(token, {}, 'en-US');
    expect(neither.result).toBe(ServerCode.INVALID_INPUT);
    expect(neither.msg).toBe(
      'Enter either your current password or a code from your authenticator app',
    );
    const both = await verifyBy(token, { password: DEMO_PASSWORD, code: '123456' });
    expect(both.result).toBe(ServerCode.INVALID_INPUT);
    expect(both.msg).toBe('请输入当前密码或验证器应用的验证码（二选一）');
    expect((await userRow('comms')).failedAttempts).toBe(0);

    const noApp = await verifyBy(token, { code: '123456' });
    expect(noApp.result).toBe(UcCode.MFA_CODE_WRONG);
    expect((await userRow('comms')).failedAttempts).toBe(1);
    expect(await failuresLogged('comms')).toHaveLength(1);
    expect((await startTotp(token)).result).toBe(UcCode.REVERIFY_REQUIRED);
  });

  it('checks no code while the account is locked', async () => {
    const user = await userRow('frontdesk');
    const token = (await loginAs(t.app, 'H001', 'frontdesk')).jwtToken;
    const started = await startTotp(token);
    expect((await confirmTotp(token, started.retVal.secret)).result).toBe(0);
    await age(token);
    await t.db
      .update(users)
      .set({ locked: 'T', lockedUntil: new Date(Date.now() + 60_000) })
      .where(eq(users.id, user.id));
    const code = totpCode(started.retVal.secret, Date.now() + 30_000);
    expect((await verifyBy(token, { code })).result).toBe(UcCode.MFA_CODE_WRONG);
    // The code was not spent: once the lock is lifted it still confirms the user.
    await t.db
      .update(users)
      .set({ locked: 'F', lockedUntil: null, failedAttempts: 0 })
      .where(eq(users.id, user.id));
    expect((await verifyBy(token, { code })).result).toBe(0);
  });
});

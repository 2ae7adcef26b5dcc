import { ResultCode, translate } from '@portico/sdk';
import { ServerCode, UcCode } from '@portico/sdk/internal';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { mailOutbox, verificationCodes } from '../../db/schema';
import { lastCodeTo, lastMessageTo } from '../../test/outbox';
import { call, createTestApp, loginAs, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const account = { unitCode: 'H001', userCode: 'frontdesk', email: 'frontdesk@harbour.example' };
/** Lets the next code be sent at once (the 60 s resend rule is tested on its own). */
const forgetCodes = () => t.db.delete(verificationCodes);

describe('POST /uc/sso/sendResetPasswordMail (api-contract.md §7.3, product.md §2.6)', () => {
  it('mails a 6-digit code to the bound e-mail through the outbox, in the caller language', async () => {
    const envelope = await call(t.app, 'POST', '/uc/sso/sendResetPasswordMail', {
      body: account,
      headers: { language: 'en-US' },
    });
    expect(envelope).toEqual({ result: 0, msg: '', retVal: null });
    const mail = await lastMessageTo(t.db, account.email);
    expect(mail).toMatchObject({ channel: 'mail', subject: 'Your Portico password reset code' });
    expect(mail.body).toMatch(/\b\d{6}\b/);
    expect(mail.sentAt).toBeNull();
  });

  it("answers the contract's fixed message when account or e-mail are wrong (§8)", async () => {
    for (const wrong of [
      { email: 'other@harbour.example' },
      { userCode: 'nobody' },
      { unitCode: 'NOPE' },
      { userCode: 'newhire' },
    ]) {
      const envelope = await call(t.app, 'POST', '/uc/sso/sendResetPasswordMail', {
        body: { ...account, ...wrong },
        headers: { language: 'en-US' },
      });
      expect(envelope).toEqual({
        result: UcCode.MAIL_MISMATCH,
        msg: 'Set password email error: account or email filled in wrongly',
        retVal: null,
      });
    }
  });

  it('validates the e-mail with the shared rule, and refuses a second code within 60 s', async () => {
    const invalid = await call(t.app, 'POST', '/uc/sso/sendResetPasswordMail', {
      body: { ...account, email: 'not-an-email' },
      headers: { language: 'en-US' },
    });
    expect(invalid).toMatchObject({
      result: ServerCode.INVALID_INPUT,
      msg: translate('en-US', 'validation.email.invalid'),
    });
    await forgetCodes();
    expect(
      (await call(t.app, 'POST', '/uc/sso/sendResetPasswordMail', { body: account })).result,
    ).toBe(0);
    const again = await call(t.app, 'POST', '/uc/sso/sendResetPasswordMail', { body: account });
    expect(again.result).toBe(UcCode.CODE_TOO_SOON);
  });
});

describe('POST /uc/sso/resetPassword: single-use, expiring codes (api-contract.md §7.3)', () => {
  const reset = (validateCode: string, newPassword = 'Harbour2027x') =>
    call(t.app, 'POST', '/uc/sso/resetPassword', {
      body: { ...account, validateCode, newPassword },
      headers: { language: 'en-US' },
    });

  it('sets the new password with the code once; every session of the account ends', async () => {
    const before = await loginAs(t.app, 'H001', 'frontdesk');
    await forgetCodes();
    await call(t.app, 'POST', '/uc/sso/sendResetPasswordMail', { body: account });
    const code = await lastCodeTo(t.db, account.email);
    expect((await reset(code)).result).toBe(0);
    expect((await reset(code, 'Harbour2028y')).result).toBe(UcCode.CODE_INVALID);
    expect((await call(t.app, 'GET', '/uc/app/apps', { token: before.jwtToken })).result).toBe(
      ResultCode.LOGOUT,
    );
    await loginAs(t.app, 'H001', 'frontdesk', 'Harbour2027x');
  });

  it("enforces the unit's PASSWORD_STRATEGY (H001 inherits G001: digit, upper, lower, 8)", async () => {
    await forgetCodes();
    await call(t.app, 'POST', '/uc/sso/sendResetPasswordMail', { body: account });
    const code = await lastCodeTo(t.db, account.email);
    const weak = await reset(code, 'abc12345');
    expect(weak.result).toBe(ServerCode.INVALID_INPUT);
    expect(weak.msg).toBe(
      'must contain digits, capital letters, lowercase letters, the minimum length is 8 characters',
    );
    // A refused password does not spend the code.
    expect((await reset(code, 'Portico#2026')).result).toBe(0);
  });

  it('refuses an expired code, and burns a code after 5 wrong guesses', async () => {
    await forgetCodes();
    await call(t.app, 'POST', '/uc/sso/sendResetPasswordMail', { body: account });
    const code = await lastCodeTo(t.db, account.email);
    await t.db.update(verificationCodes).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await reset(code)).result).toBe(UcCode.CODE_INVALID);

    await forgetCodes();
    await call(t.app, 'POST', '/uc/sso/sendResetPasswordMail', { body: account });
    const fresh = await lastCodeTo(t.db, account.email);
    const wrong = String((Number(fresh) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i += 1) expect((await reset(wrong)).result).toBe(UcCode.CODE_INVALID);
    expect((await reset(fresh)).result).toBe(UcCode.CODE_INVALID);
  });
});

describe('POST /uc/sso/checkResetCode: "Next" of the recovery dialog (product.md §2.6)', () => {
  const check = (body: Record<string, unknown>) =>
    call(t.app, 'POST', '/uc/sso/checkResetCode', { body, headers: { language: 'en-US' } });
  const reset = (validateCode: string) =>
    call(t.app, 'POST', '/uc/sso/resetPassword', {
      body: { ...account, validateCode, newPassword: 'Harbour2029z' },
    });

  it('accepts the right code without spending it, and refuses a wrong one', async () => {
    await forgetCodes();
    await call(t.app, 'POST', '/uc/sso/sendResetPasswordMail', { body: account });
    const code = await lastCodeTo(t.db, account.email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(await check({ ...account, validateCode: wrong })).toEqual({
      result: UcCode.CODE_INVALID,
      msg: translate('en-US', 'serverAdmin.codeInvalid'),
      retVal: null,
    });
    expect(await check({ ...account, validateCode: code })).toEqual({
      result: 0,
      msg: '',
      retVal: null,
    });
    // Checked twice, still good for the reset itself.
    expect((await check({ ...account, validateCode: code })).result).toBe(0);
    expect((await reset(code)).result).toBe(0);
    expect((await check({ ...account, validateCode: code })).result).toBe(UcCode.CODE_INVALID);
  });

  it('counts wrong checks against the 5 attempts, so checking is no brute-force oracle', async () => {
    await forgetCodes();
    await call(t.app, 'POST', '/uc/sso/sendResetPasswordMail', { body: account });
    const code = await lastCodeTo(t.db, account.email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i += 1) {
      expect((await check({ ...account, validateCode: wrong })).result).toBe(UcCode.CODE_INVALID);
    }
    expect((await check({ ...account, validateCode: code })).result).toBe(UcCode.CODE_INVALID);
  });

  it('answers envelope errors, never a 500, for a wrong account or bad input', async () => {
    expect(
      (await check({ ...account, email: 'other@harbour.example', validateCode: '1' })).result,
    ).toBe(UcCode.MAIL_MISMATCH);
    for (const body of [{}, { ...account }, { ...account, validateCode: 12 }, null]) {
      expect((await check(body as Record<string, unknown>)).result).toBe(ServerCode.INVALID_INPUT);
    }
  });
});

describe('mail transport: SMTP when SMTP_URL is set', () => {
  it('keeps the message with its error and answers 50301 when the SMTP server is unreachable', async () => {
    const smtpApp = buildApp({ db: t.db, mail: { smtpUrl: 'smtp://127.0.0.1:1' } });
    await t.db.delete(verificationCodes);
    const envelope = await call(smtpApp, 'POST', '/uc/sso/sendResetPasswordMail', {
      body: account,
    });
    await smtpApp.close();
    expect(envelope.result).toBe(UcCode.MAIL_FAILED);
    const rows = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, account.email));
    expect(rows.some((r) => r.error !== null && r.sentAt === null)).toBe(true);
  });
});

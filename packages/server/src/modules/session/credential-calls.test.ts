import { ResultCode, translate, type Envelope, type LoginResult } from '@portico/sdk';
import { UcCode } from '@portico/sdk/internal';
import { CALL_BASES, CALL_LIST, type CallDecl } from '@portico/sdk/contract';
import { eq } from 'drizzle-orm';
import * as oidc from 'openid-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/demo-data';
import { mailOutbox, users } from '../../db/schema';
import { CookieBrowser } from '../../test/oidc-test-kit';
import {
  authorize,
  discover,
  REDIRECT,
  t,
  useProviderFixture,
} from '../../test/oidc-provider-fixture';
import { lastCodeTo, lastMessageTo } from '../../test/outbox';
import { appTokenFor, call, loginAs } from '../../test/test-app';

/**
 * Credentials belong to the hub (DESIGN.md "Security model": an app token cannot administer the
 * user centre, and credentials are the user centre). Every call declared `credentials` is made
 * here with each kind of session that left the hub and is refused; with a hub session it runs.
 * One server with the OpenID Connect provider on, so that its access tokens can be tried too.
 */
useProviderFixture();

/** What the contract lists as credential calls: a new one must be declared `credentials`. */
const EXPECTED = [
  'DELETE /self/mfa/passkey/:id',
  'DELETE /self/mfa/totp',
  'POST /self/mfa/passkey',
  'POST /self/mfa/passkey/options',
  'POST /self/mfa/totp',
  'POST /self/mfa/totp/confirm',
  'POST /self/verify',
  'POST /sso/changeLoginInfo',
  'POST /user/emailResetCode',
  'POST /user/onChangePasswordCanceled',
  'POST /user/resetEmail',
  'POST /user/resetMfa',
  'POST /user/resetPassword',
  'POST /user/updateUserPassword',
  'PUT /self/mfa/passkey/:id',
];
/** A path that names a credential. */
const CREDENTIAL_PATH = /password|email|mobile|phone|changeLoginInfo|factor|mfa|totp|otp\b/i;
/**
 * Paths that name one without changing anyone's: a unit's password and sign-in factor policies,
 * the own factors' status and passkey list (reads).
 */
const POLICIES = ['/unit/savePasswordStrategy', '/safety/mfa', '/self/mfa', '/self/mfa/passkeys'];

const nameOf = (c: CallDecl) => `${c.method} ${c.path}`;
const MARKED = CALL_LIST.filter((c) => c.credentials);

/** A call as its declaration has it, with an empty input: the refusal comes before the input. */
async function make(c: CallDecl, authorization: string): Promise<Envelope> {
  const response = await t.app.inject({
    method: c.method,
    url: `${CALL_BASES[c.base]}${c.path}`,
    headers: { authorization, language: 'en-US' },
    ...(c.method === 'GET' ? {} : { payload: {} }),
  });
  expect(response.statusCode, nameOf(c)).toBe(200);
  return response.json<Envelope>();
}

describe('the credential calls are declared once (docs/architecture.md "Adding a call")', () => {
  it('marks exactly the calls that change a password, e-mail, mobile, second factor or unit', () => {
    expect(MARKED.map(nameOf).sort()).toEqual(EXPECTED);
  });

  it('leaves no call whose path names a credential unmarked (public calls take no session)', () => {
    const unmarked = CALL_LIST.filter(
      (c) =>
        CREDENTIAL_PATH.test(c.path) &&
        !c.credentials &&
        c.family !== 'public' &&
        !POLICIES.includes(c.path),
    );
    expect(unmarked.map(nameOf)).toEqual([]);
    // A public call has no session to refuse: marking one would be a mistake.
    expect(MARKED.filter((c) => c.family === 'public').map(nameOf)).toEqual([]);
  });
});

describe('sessions that left the hub cannot change credentials (40305)', () => {
  let hub: string;
  let fromCheck: string;
  let fromUserCentre: string;
  let fromTicket: string;
  let oidcAccessToken: string;
  const sessions: [string, () => string][] = [
    ['an app session from /sso/check (DEMO_REMOTE)', () => fromCheck],
    ["the user centre's own app session (UC)", () => fromUserCentre],
    ['an app session from a ticket (/sso/iamCheck)', () => fromTicket],
  ];

  beforeAll(async () => {
    hub = (await loginAs(t.app, 'H001', 'frontdesk')).jwtToken;
    fromCheck = await appTokenFor(t.app, hub, 'DEMO_REMOTE');
    fromUserCentre = await appTokenFor(t.app, hub, 'UC');
    const service = 'http://localhost/examples/child-app/login/?app=GC';
    const ticket = await call<string>(t.app, 'GET', '/uc/sso/ticket', {
      token: hub,
      query: { appCode: 'GC', service },
    });
    const redeemed = await call<LoginResult>(t.app, 'GET', '/uc/sso/iamCheck', {
      query: { ticket: ticket.retVal, service, appCode: 'GC' },
    });
    expect(redeemed.result).toBe(0);
    fromTicket = redeemed.retVal.jwtToken;

    const config = await discover('GC');
    const browser = new CookieBrowser(t.origin);
    const { url, verifier, state } = await authorize(config);
    const toLogin = new URL((await browser.follow(url.href)).url);
    await browser.signInToHub(t.app, 'H001', 'frontdesk');
    const back = await browser.follow(
      `${t.origin}/oidc/interaction/${toLogin.searchParams.get('oidc')}`,
    );
    expect(back.url.startsWith(REDIRECT)).toBe(true);
    const tokens = await oidc.authorizationCodeGrant(config, new URL(back.url), {
      pkceCodeVerifier: verifier,
      expectedState: state,
    });
    oidcAccessToken = tokens.access_token;
  }, 60_000);

  it.each(sessions)('%s: every credential call answers 40305', async (_name, token) => {
    for (const c of MARKED) {
      const answer = await make(c, token());
      expect(answer, nameOf(c)).toEqual({
        result: UcCode.HUB_SESSION_REQUIRED,
        msg: translate('en-US', 'serverAdmin.hubSessionRequired'),
        retVal: null,
      });
    }
    // Refused, not ended: the app session still signs its app in.
    const info = await call(t.app, 'GET', '/uc/sso/getLoginByToken', { token: token() });
    expect(info.result).toBe(0);
  });

  it('an OpenID Connect access token is no Portico session: every call answers 50001', async () => {
    for (const c of MARKED) {
      expect((await make(c, `Bearer ${oidcAccessToken}`)).result, nameOf(c)).toBe(
        ResultCode.LOGOUT,
      );
    }
  });

  it('a hub session still reaches every credential call (its input is checked next)', async () => {
    const own = (await loginAs(t.app, 'H001', 'frontdesk')).jwtToken;
    for (const c of MARKED) {
      const { result } = await make(c, own);
      expect(result, nameOf(c)).not.toBe(UcCode.HUB_SESSION_REQUIRED);
      expect(result, nameOf(c)).not.toBe(ResultCode.LOGOUT);
    }
  });

  it('the refusal names itself in Chinese too', async () => {
    const refused = await call(t.app, 'POST', '/uc/user/emailResetCode', {
      token: fromCheck,
      body: { email: 'x@evil.test' },
      headers: { language: 'zh-CN' },
    });
    expect(refused.msg).toBe(translate('zh-CN', 'serverAdmin.hubSessionRequired'));
  });
});

describe('an app token cannot take the account through password recovery', () => {
  const attacker = 'takeover@evil.test';

  async function adminRow() {
    const [row] = await t.db.select().from(users).where(eq(users.userCode, 'admin'));
    return row!;
  }

  it('DEMO_REMOTE app token: e-mail rebinding refused, recovery mail to the attacker refused', async () => {
    const before = await adminRow();
    const hub = (await loginAs(t.app, 'PLATFORM', 'admin')).jwtToken;
    const appToken = await appTokenFor(t.app, hub, 'DEMO_REMOTE');

    const code = await call(t.app, 'POST', '/uc/user/emailResetCode', {
      token: appToken,
      body: { id: before.id, email: attacker },
    });
    expect(code.result).toBe(UcCode.HUB_SESSION_REQUIRED);
    await expect(lastMessageTo(t.db, attacker)).rejects.toThrow(/no message/);
    const bind = await call(t.app, 'POST', '/uc/user/resetEmail', {
      token: appToken,
      body: { id: before.id, email: attacker, validateCode: '000000', password: 'guess' },
    });
    expect(bind.result).toBe(UcCode.HUB_SESSION_REQUIRED);
    expect((await adminRow()).email).toBe(before.email);

    const recovery = await call(t.app, 'POST', '/uc/sso/sendResetPasswordMail', {
      body: { unitCode: 'PLATFORM', userCode: 'admin', email: attacker },
    });
    expect(recovery.result).toBe(UcCode.MAIL_MISMATCH);
    await expect(lastMessageTo(t.db, attacker)).rejects.toThrow(/no message/);
    const reset = await call(t.app, 'POST', '/uc/sso/resetPassword', {
      body: {
        unitCode: 'PLATFORM',
        userCode: 'admin',
        email: attacker,
        validateCode: '000000',
        newPassword: 'Taken2027x!',
      },
    });
    expect(reset.result).not.toBe(0);
    expect((await adminRow()).passwordHash).toBe(before.passwordHash);
    expect((await loginAs(t.app, 'PLATFORM', 'admin')).userCode).toBe('admin');
  });
});

describe('rebinding the recovery e-mail needs the current password and tells the old address', () => {
  it('a wrong password binds nothing; the right one binds and mails the address bound before', async () => {
    const login = await loginAs(t.app, 'G001', 'groupadmin');
    const old = 'groupadmin@harbour.example';
    const next = 'groupadmin.new@harbour.example';
    const sent = await call(t.app, 'POST', '/uc/user/emailResetCode', {
      token: login.jwtToken,
      body: { email: next },
    });
    expect(sent.result).toBe(0);
    const validateCode = await lastCodeTo(t.db, next);

    const missing = await call(t.app, 'POST', '/uc/user/resetEmail', {
      token: login.jwtToken,
      body: { email: next, validateCode },
    });
    expect(missing.result).toBe(40001);
    const wrong = await call(t.app, 'POST', '/uc/user/resetEmail', {
      token: login.jwtToken,
      body: { email: next, validateCode, password: 'not-the-password' },
    });
    expect(wrong.result).toBe(UcCode.OLD_PASSWORD_WRONG);
    const unchanged = await t.db.select().from(users).where(eq(users.userCode, 'groupadmin'));
    expect(unchanged[0]!.email).toBe(old);
    const notices = await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, old));

    const bound = await call(t.app, 'POST', '/uc/user/resetEmail', {
      token: login.jwtToken,
      body: { email: next, validateCode, password: DEMO_PASSWORD },
      headers: { language: 'en-US' },
    });
    expect(bound.result).toBe(0);
    const [row] = await t.db.select().from(users).where(eq(users.userCode, 'groupadmin'));
    expect(row!.email).toBe(next);
    const notice = await lastMessageTo(t.db, old);
    expect(notices.map((n) => n.id)).not.toContain(notice.id);
    expect(notice.subject).toBe(translate('en-US', 'serverAdmin.mail.reboundSubject'));
    expect(notice.body).toContain(next);
    expect(notice.body).toContain('groupadmin');
  });
});

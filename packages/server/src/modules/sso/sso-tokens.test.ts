import { ResultCode, type LoginResult, type MenuItem } from '@portico/sdk';
import { ServerCode, UcCode } from '@portico/sdk/internal';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, tickets } from '../../db/schema';
import { hashToken } from '../session/session';
import { appTokenFor, call, createTestApp, loginAs, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const topLevel = (menus: MenuItem[]) => menus.map((m) => m.identity);

describe('GET /uc/sso/check?token&appCode (api-contract.md §7.3, product.md §2.2)', () => {
  it('answers a jwtToken for the app: a new session whose login info carries the app menus', async () => {
    const hub = await loginAs(t.app, 'H001', 'frontdesk');
    const appToken = await appTokenFor(t.app, hub.jwtToken, 'GC');
    expect(appToken).not.toBe(hub.jwtToken);
    const child = await call<LoginResult>(t.app, 'GET', '/uc/sso/getLoginByToken', {
      token: appToken,
    });
    expect(child.retVal.userCode).toBe('frontdesk');
    expect(topLevel(child.retVal.menus)).toEqual(['GC_OPS', 'GC_REPORTS']);
  });

  it('answers 54002 (> 0) when the unit has not opened the app or the app is disabled', async () => {
    const { jwtToken } = await loginAs(t.app, 'H001', 'frontdesk');
    // KFPLAT: not granted to H001; DATACENTER: granted but switched off; LEGACY: app disabled.
    for (const appCode of ['KFPLAT', 'DATACENTER', 'LEGACY', 'NOPE']) {
      const envelope = await call(t.app, 'GET', '/uc/sso/check', {
        query: { token: jwtToken, appCode },
      });
      expect(envelope.result, appCode).toBe(UcCode.APP_UNAVAILABLE);
    }
  });

  it('answers 50001 for a bad token and 40001 naming a missing appCode', async () => {
    const bad = await call(t.app, 'GET', '/uc/sso/check', {
      query: { token: 'nope', appCode: 'GC' },
    });
    expect(bad.result).toBe(ResultCode.LOGOUT);
    const missing = await call(t.app, 'GET', '/uc/sso/check', { query: { token: 'x' } });
    expect(missing.result).toBe(ServerCode.INVALID_INPUT);
    expect(missing.msg).toContain('appCode');
  });

  it('ends the app sessions with the hub session on logout (single sign-out)', async () => {
    const hub = await loginAs(t.app, 'H001', 'frontdesk');
    const appToken = await appTokenFor(t.app, hub.jwtToken, 'GC');
    await call(t.app, 'GET', '/uc/sso/logout', { query: { token: appToken } });
    for (const token of [hub.jwtToken, appToken]) {
      expect((await call(t.app, 'GET', '/uc/app/apps', { token })).result).toBe(ResultCode.LOGOUT);
    }
  });
});

describe('GET /uc/sso/available?token&appCode (api-contract.md §7.3: 53012 and 54002)', () => {
  it('answers 0 when the token works for the app', async () => {
    const { jwtToken } = await loginAs(t.app, 'H001', 'frontdesk');
    const envelope = await call(t.app, 'GET', '/uc/sso/available', {
      query: { token: jwtToken, appCode: 'GC' },
    });
    expect(envelope).toEqual({ result: 0, msg: '', retVal: true });
  });

  it('answers 53012 for an unusable token (unknown, revoked) and 54002 for a closed app', async () => {
    const { jwtToken } = await loginAs(t.app, 'H001', 'frontdesk');
    const closed = await call(t.app, 'GET', '/uc/sso/available', {
      query: { token: jwtToken, appCode: 'KFPLAT' },
    });
    expect(closed).toMatchObject({ result: UcCode.APP_UNAVAILABLE, retVal: false });
    expect(closed.msg).not.toBe('');
    await call(t.app, 'GET', '/uc/sso/logout', { token: jwtToken });
    for (const token of [jwtToken, 'unknown']) {
      const gone = await call(t.app, 'GET', '/uc/sso/available', {
        query: { token, appCode: 'GC' },
      });
      expect(gone).toMatchObject({ result: UcCode.TOKEN_UNAVAILABLE, retVal: false });
    }
  });
});

describe('GET /uc/sso/ticket and /uc/sso/iamCheck: one-time tickets (api-contract.md §7.3)', () => {
  // GC's address is relative: it lives on the origin the request reached (inject: localhost).
  const service = 'http://localhost/examples/child-app/login/?app=GC';
  async function ticketFor(appCode = 'GC', withService: string | undefined = service) {
    const { jwtToken } = await loginAs(t.app, 'H001', 'frontdesk');
    const query: Record<string, string> = { appCode };
    if (withService) query.service = withService;
    const envelope = await call<string>(t.app, 'GET', '/uc/sso/ticket', { token: jwtToken, query });
    return { jwtToken, envelope };
  }

  it('redeems a ticket once for login info with a new app token', async () => {
    const { jwtToken, envelope } = await ticketFor();
    expect(envelope.retVal).toMatch(/^ST-/);
    const query = { ticket: envelope.retVal, service, appCode: 'GC' };
    const first = await call<LoginResult>(t.app, 'GET', '/uc/sso/iamCheck', { query });
    expect(first.result).toBe(0);
    expect(first.retVal.userCode).toBe('frontdesk');
    expect(first.retVal.jwtToken).not.toBe(jwtToken);
    expect(topLevel(first.retVal.menus)).toContain('GC_OPS');
    const second = await call(t.app, 'GET', '/uc/sso/iamCheck', { query });
    expect(second.result).toBe(UcCode.TICKET_INVALID);
  });

  it('refuses a ticket presented for another app or service, and burns it', async () => {
    for (const wrong of [{ appCode: 'WK' }, { service: 'https://evil.example/' }]) {
      const { envelope } = await ticketFor();
      const query = { ticket: envelope.retVal, service, appCode: 'GC', ...wrong };
      expect((await call(t.app, 'GET', '/uc/sso/iamCheck', { query })).result).toBe(
        UcCode.TICKET_INVALID,
      );
      const retry = { ticket: envelope.retVal, service, appCode: 'GC' };
      expect((await call(t.app, 'GET', '/uc/sso/iamCheck', { query: retry })).result).toBe(
        UcCode.TICKET_INVALID,
      );
    }
  });

  it('refuses an expired ticket, a ticket whose session ended, and unknown tickets', async () => {
    const expired = await ticketFor('GC');
    await t.db
      .update(tickets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(tickets.ticketHash, hashToken(expired.envelope.retVal)));
    const ended = await ticketFor('GC');
    await call(t.app, 'GET', '/uc/sso/logout', { token: ended.jwtToken });
    for (const ticket of [expired.envelope.retVal, ended.envelope.retVal, 'ST-unknown']) {
      const envelope = await call(t.app, 'GET', '/uc/sso/iamCheck', {
        query: { ticket, appCode: 'GC' },
      });
      expect(envelope.result).toBe(UcCode.TICKET_INVALID);
    }
  });

  it('issues no ticket for an app the unit has not opened, and none without a session', async () => {
    expect((await ticketFor('KFPLAT')).envelope.result).toBe(UcCode.APP_UNAVAILABLE);
    const anonymous = await call(t.app, 'GET', '/uc/sso/ticket', { query: { appCode: 'GC' } });
    expect(anonymous.result).toBe(ResultCode.LOGOUT);
  });

  it('stores only a hash of the ticket', async () => {
    const { envelope } = await ticketFor();
    const rows = await t.db.select().from(tickets);
    expect(rows.some((r) => r.ticketHash === envelope.retVal)).toBe(false);
    const app = await t.db.select().from(sessions).where(eq(sessions.appCode, 'GC'));
    expect(app.every((s) => s.parentId !== null)).toBe(true);
  });
});

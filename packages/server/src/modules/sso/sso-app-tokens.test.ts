import { ResultCode, type LoginResult } from '@portico/sdk';
import { ServerCode, UcCode } from '@portico/sdk/internal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otherHostOrigin } from '../../db/demo/org';
import { appTokenFor, call, createTestApp, loginAs, type TestApp } from '../../test/test-app';

/**
 * The tokens that leave the hub (DESIGN.md "Security model", product.md §2.2 and §2.4): the hub's
 * redirect carries a one-time code issued for the app, never the hub's token; the code goes only
 * to the origin registered for that app code, is spent once, by that app only, and buys an app
 * session that cannot administer the user centre. Requests reach the server as `localhost`, so
 * the relative example apps live there; DEMO_REMOTE lives on the other host.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const here = 'http://localhost';
const remote = `${otherHostOrigin()}/examples/child-app/remote/`;

async function check(query: Record<string, string>) {
  return call<string>(t.app, 'GET', '/uc/sso/check', { query });
}

describe('GET /uc/sso/check with the hub token: a one-time code for the app', () => {
  it('answers a code that is not the hub token and signs nothing in by itself', async () => {
    const hub = await loginAs(t.app, 'H001', 'frontdesk');
    const code = await check({
      token: hub.jwtToken,
      appCode: 'DEMO_CHILD',
      redirect: `${here}/examples/child-app/?page=report`,
    });
    expect(code.result).toBe(0);
    expect(code.retVal).toMatch(/^AC-/);
    expect(code.retVal).not.toContain(hub.jwtToken);
    const asToken = await call(t.app, 'GET', '/uc/sso/getLoginByToken', { token: code.retVal });
    expect(asToken.result).toBe(ResultCode.LOGOUT);
  });

  it('is spent once, for its app: a second use or another app code is refused', async () => {
    const hub = await loginAs(t.app, 'H001', 'frontdesk');
    const first = await check({ token: hub.jwtToken, appCode: 'DEMO_CHILD' });
    const app = await check({ token: first.retVal, appCode: 'DEMO_CHILD' });
    expect(app.result).toBe(0);
    expect(app.retVal).not.toBe(hub.jwtToken);
    const login = await call<LoginResult>(t.app, 'GET', '/uc/sso/getLoginByToken', {
      token: app.retVal,
    });
    expect(login.retVal.userCode).toBe('frontdesk');
    expect((await check({ token: first.retVal, appCode: 'DEMO_CHILD' })).result).toBe(
      ResultCode.LOGOUT,
    );

    const other = await check({ token: hub.jwtToken, appCode: 'DEMO_CHILD' });
    expect((await check({ token: other.retVal, appCode: 'GC' })).result).toBe(
      UcCode.TICKET_INVALID,
    );
    // Refused once, burnt: its own app cannot spend it afterwards either.
    expect((await check({ token: other.retVal, appCode: 'DEMO_CHILD' })).result).toBe(
      ResultCode.LOGOUT,
    );
  });

  it('is refused (40113) for a redirect that is not at the origin registered for the app code', async () => {
    const hub = await loginAs(t.app, 'H001', 'frontdesk');
    const refused = [
      ['DEMO_CHILD', 'https://evil.example/examples/child-app/'],
      ['DEMO_CHILD', 'javascript:alert(1)'],
      ['DEMO_CHILD', `${here.replace('//', '//user@')}/examples/child-app/`],
      // DEMO_REMOTE's origin is registered, but for another app code.
      ['DEMO_CHILD', remote],
      ['DEMO_REMOTE', `${here}/examples/child-app/remote/`],
    ];
    for (const [appCode, redirect] of refused) {
      const answer = await check({ token: hub.jwtToken, appCode: appCode!, redirect: redirect! });
      expect(answer.result, `${appCode} → ${redirect}`).toBe(UcCode.ORIGIN_NOT_REGISTERED);
      expect(answer.retVal).toBeNull();
    }
    const allowed = await check({ token: hub.jwtToken, appCode: 'DEMO_REMOTE', redirect: remote });
    expect(allowed.result).toBe(0);
  });

  it('answers 40001 naming a redirect that is too long, never a 500', async () => {
    const hub = await loginAs(t.app, 'H001', 'frontdesk');
    const answer = await check({
      token: hub.jwtToken,
      appCode: 'DEMO_CHILD',
      redirect: `${here}/${'x'.repeat(3000)}`,
    });
    expect(answer.result).toBe(ServerCode.INVALID_INPUT);
    expect(answer.msg).toContain('redirect');
  });
});

describe('app sessions are scoped to their app', () => {
  it('cannot mint codes or tickets for other apps', async () => {
    const hub = await loginAs(t.app, 'H001', 'frontdesk');
    const app = await appTokenFor(t.app, hub.jwtToken, 'DEMO_CHILD');
    expect((await check({ token: app, appCode: 'GC' })).result).toBe(UcCode.APP_TOKEN_SCOPE);
    expect((await check({ token: app, appCode: 'DEMO_CHILD' })).result).toBe(
      UcCode.APP_TOKEN_SCOPE,
    );
    const ticket = await call(t.app, 'GET', '/uc/sso/ticket', {
      token: app,
      query: { appCode: 'GC', service: `${here}/examples/child-app/?app=GC` },
    });
    expect(ticket.result).toBe(UcCode.APP_TOKEN_SCOPE);
  });

  it("cannot administer the user centre with the administrator's rights (the hub token can)", async () => {
    const hub = await loginAs(t.app, 'PLATFORM', 'admin');
    const app = await appTokenFor(t.app, hub.jwtToken, 'DEMO_CHILD');
    expect((await call(t.app, 'GET', '/uc/unit/list', { token: hub.jwtToken })).result).toBe(0);
    const refused = await call(t.app, 'GET', '/uc/unit/list', { token: app });
    expect(refused.result).toBe(UcCode.APP_TOKEN_SCOPE);
    expect(refused.msg).not.toBe('');
    // What the app itself shows still works: its login info and the apps.
    expect((await call(t.app, 'GET', '/uc/sso/getLoginByToken', { token: app })).result).toBe(0);
    // The user centre (UC) signed in as a child app administers, as the console does.
    const uc = await appTokenFor(t.app, hub.jwtToken, 'UC');
    expect((await call(t.app, 'GET', '/uc/unit/list', { token: uc })).result).toBe(0);
  });

  it('ends with the family: logout in the hub ends the app session, and the other way round', async () => {
    const hub = await loginAs(t.app, 'H001', 'frontdesk');
    const app = await appTokenFor(t.app, hub.jwtToken, 'DEMO_REMOTE');
    await call(t.app, 'GET', '/uc/sso/logout', { query: { token: hub.jwtToken } });
    expect((await call(t.app, 'GET', '/uc/sso/getLoginByToken', { token: app })).result).toBe(
      ResultCode.LOGOUT,
    );
    const again = await loginAs(t.app, 'H001', 'frontdesk');
    const child = await appTokenFor(t.app, again.jwtToken, 'DEMO_CHILD');
    await call(t.app, 'GET', '/uc/sso/logout', { query: { token: child } });
    expect(
      (await call(t.app, 'GET', '/uc/sso/getLoginByToken', { token: again.jwtToken })).result,
    ).toBe(ResultCode.LOGOUT);
  });
});

describe('GET /uc/sso/ticket only for service origins registered for the app', () => {
  it('refuses javascript:, unregistered and other apps’ origins; issues for the registered one', async () => {
    const hub = await loginAs(t.app, 'H001', 'frontdesk');
    for (const service of [
      'javascript:alert(document.cookie)',
      'https://evil.example/login',
      remote,
      'data:text/html,hi',
    ]) {
      const answer = await call(t.app, 'GET', '/uc/sso/ticket', {
        token: hub.jwtToken,
        query: { appCode: 'DEMO_CHILD', service },
      });
      expect(answer.result, service).toBe(UcCode.ORIGIN_NOT_REGISTERED);
    }
    const missing = await call(t.app, 'GET', '/uc/sso/ticket', {
      token: hub.jwtToken,
      query: { appCode: 'DEMO_CHILD' },
    });
    expect(missing.result).toBe(ServerCode.INVALID_INPUT);
    expect(missing.msg).toContain('service');
    const issued = await call<string>(t.app, 'GET', '/uc/sso/ticket', {
      token: hub.jwtToken,
      query: { appCode: 'DEMO_REMOTE', service: remote },
    });
    expect(issued.result).toBe(0);
    expect(issued.retVal).toMatch(/^ST-/);
  });
});

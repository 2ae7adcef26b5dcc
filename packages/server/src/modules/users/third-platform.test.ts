import { ResultCode } from '@portico/sdk';
import { ServerCode, UcCode } from '@portico/sdk/internal';
import { type BindWechatUrl, type WechatAccount } from '@portico/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/test-app';
import { createCaller } from '../../test/admin-test-kit';

/** WeChat binding (api-contract.md §7.9 /thirdPlatform; product.md §3 "bound wechat"). */
let t: TestApp;
let as: ReturnType<typeof createCaller>;
beforeAll(async () => {
  t = await createTestApp();
  as = createCaller(t);
});
afterAll(async () => {
  await t?.close();
});

const accounts = (caller: string, query: Record<string, string> = {}) =>
  as<WechatAccount[]>(caller, 'GET', '/uc/thirdPlatform/getWechatAccounts', { query });

describe('/thirdPlatform (§7.9)', () => {
  it('binds through the QR-code page: state of the session, code as the openId, once', async () => {
    expect((await accounts('H001/nightaudit')).retVal).toEqual([]);
    const page = await as<BindWechatUrl>(
      'H001/nightaudit',
      'GET',
      '/uc/thirdPlatform/getBindWechatUrl',
      {
        query: { appId: 'wx0123456789' },
      },
    );
    expect(page.result).toBe(0);
    const url = new URL(page.retVal.url);
    expect(url.origin).toBe('https://open.weixin.qq.com');
    expect(url.searchParams.get('appid')).toBe('wx0123456789');
    expect(url.searchParams.get('state')).toBe(page.retVal.state);
    expect(url.searchParams.get('redirect_uri')).toMatch(/\/uc\/thirdPlatform\/bind$/);

    // WeChat's redirect carries no Authorization header.
    const query = { state: page.retVal.state, code: 'oWX-night-audit' };
    const bound = await call<WechatAccount>(t.app, 'GET', '/uc/thirdPlatform/bind', { query });
    expect(bound).toMatchObject({ result: 0, retVal: { openId: 'oWX-night-audit' } });
    expect((await accounts('H001/nightaudit')).retVal).toEqual([
      { openId: 'oWX-night-audit', followed: 'F' },
    ]);
    const again = await call(t.app, 'GET', '/uc/thirdPlatform/bind', { query });
    expect(again.result).toBe(UcCode.TICKET_INVALID);
  });

  it("an administrator reads a user's binding; another unit's administrator gets 40401", async () => {
    const query = { unitCode: 'H001', userCode: 'frontdesk' };
    expect((await accounts('PLATFORM/admin', query)).result).toBe(0);
    expect((await accounts('H002/manager', query)).result).toBe(ServerCode.NOT_FOUND);
    expect((await accounts('H001/nightaudit', query)).result).toBe(ServerCode.FORBIDDEN);
  });

  it('refuses a made-up state, a missing code, and the page without a session', async () => {
    const made = await call(t.app, 'GET', '/uc/thirdPlatform/bind', {
      query: { state: 'WX-made-up', code: 'o1' },
    });
    expect(made.result).toBe(UcCode.TICKET_INVALID);
    const missing = await call(t.app, 'GET', '/uc/thirdPlatform/bind', { query: { state: 'x' } });
    expect(missing.result).toBe(ServerCode.INVALID_INPUT);
    expect(missing.msg).toContain('code');
    const anonymous = await call(t.app, 'GET', '/uc/thirdPlatform/getBindWechatUrl', {
      query: { appId: 'wx1' },
    });
    expect(anonymous.result).toBe(ResultCode.LOGOUT);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage, createMemoryTokenStore, createPortico } from '@portico/sdk';
import { launchApp, type LaunchEnv } from './launch-app';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/** A launcher env on a fake /sso/available answer; `log` records what the page did, in order. */
function setup(available: number, orgType = 'COMPAN') {
  const log: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const auth = new Headers(init?.headers).get('Authorization');
    log.push(`fetch ${url.pathname}${url.search} auth=${auth}`);
    if (url.pathname === '/uc/sso/available')
      return json({ result: available, msg: '', retVal: null });
    if (url.pathname === '/uc/pms/token') return json({ result: 0, msg: '', retVal: 'PMS1' });
    return json({ result: 404, msg: 'no route', retVal: null });
  }) as unknown as typeof globalThis.fetch;
  const client = createPortico({
    origin: 'https://hub.test',
    fetch,
    tokenStore: createMemoryTokenStore('T1'),
    storage: createMemoryStorage(),
    locale: 'en-US',
  });
  const tab = {
    location: { href: 'about:blank' },
    close: vi.fn(() => void log.push('close tab')),
  };
  const env: LaunchEnv = {
    http: client.http,
    token: 'T1',
    orgType,
    unitCode: 'H001',
    base: 'https://hub.test/apps',
    openTab: () => (log.push('open tab'), tab),
    assign: (url) => void log.push(`assign ${url}`),
    pmsToken: (appCode, unitCode) =>
      client.http.request<string>('UC', '/pms/token', { query: { appCode, unitCode } }),
  };
  return { env, log, tab };
}

describe('launch by app code (product.md §2.7)', () => {
  it('a web app: the tab opens inside the click, then goes to the hub sso page for the app, no token in the address', async () => {
    const { env, log, tab } = setup(0);
    const outcome = await launchApp({ code: 'GC', href: '/examples/child-app/' }, env);
    const url = `https://hub.test/sso?appCode=GC&redirect=${encodeURIComponent('https://hub.test/examples/child-app/')}`;
    expect(outcome).toEqual({ type: 'opened', url });
    expect(log).toEqual(['open tab', 'fetch /uc/sso/available?appCode=GC auth=T1']);
    expect(tab.location.href).toBe(url);
    expect(tab.location.href).not.toContain('T1');
  });

  it('"If the token check fails on launch: current login information has expired" (53012)', async () => {
    const { env, log, tab } = setup(53012);
    const outcome = await launchApp({ code: 'GC', href: '/gc/' }, env);
    expect(outcome).toEqual({ type: 'refused', key: 'error.tokenExpired' });
    expect(tab.close).toHaveBeenCalled();
    expect(log.at(-1)).toBe('close tab');
  });

  it('an app the unit has not opened (54002) shows the §2.2 message, no tab stays open', async () => {
    const { env, tab } = setup(54002);
    await expect(launchApp({ code: 'GC', href: '/gc/' }, env)).resolves.toEqual({
      type: 'refused',
      key: 'sso.appNotOpened',
    });
    expect(tab.close).toHaveBeenCalled();
  });

  it.each(['IGROUP', 'OHOTELWEB', 'POSCLIENT'])(
    '"IGROUP, OHOTELWEB, POSCLIENT open a custom-protocol link with a token": %s',
    async (code) => {
      const { env, log } = setup(0);
      const outcome = await launchApp({ code, href: null }, env);
      const url = `${code.toLowerCase()}://open?token=PMS1`;
      expect(outcome).toEqual({ type: 'native', url });
      expect(log).toEqual([
        `fetch /uc/sso/available?appCode=${code} auth=T1`,
        `fetch /uc/pms/token?appCode=${code}&unitCode=H001 auth=T1`,
        `assign ${url}`,
      ]);
    },
  );

  it('"IHOTEL does so for a hotel unit": the link names the hotel', async () => {
    const { env } = setup(0, 'HOTEL');
    await expect(launchApp({ code: 'IHOTEL', href: null }, env)).resolves.toEqual({
      type: 'native',
      url: 'ihotel://open?token=PMS1&hotelCode=H001',
    });
  });

  it('"otherwise it lists hotels and the user chooses one": then the chosen hotel opens', async () => {
    const { env, log } = setup(0, 'COMPAN');
    await expect(launchApp({ code: 'IHOTEL', href: null }, env)).resolves.toEqual({
      type: 'choose-hotel',
    });
    expect(log).toEqual([]);
    await expect(launchApp({ code: 'IHOTEL', href: null }, env, 'H002')).resolves.toEqual({
      type: 'native',
      url: 'ihotel://open?token=PMS1&hotelCode=H002',
    });
    expect(log).toContain('fetch /uc/pms/token?appCode=IHOTEL&unitCode=H002 auth=T1');
  });

  it('an app without address opens nothing (the tile shows "no matched address")', async () => {
    const { env, log } = setup(0);
    await expect(launchApp({ code: 'GC', href: null }, env)).resolves.toEqual({
      type: 'no-address',
    });
    expect(log).toEqual([]);
  });
});

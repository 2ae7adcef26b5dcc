import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../core/storage';
import { createMemoryTokenStore } from '../session/token-store';
import { createPortico, LoginValidationError } from './create-portico';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setup(routes: Record<string, () => Response>) {
  const calls: string[] = [];
  const requests: { url: string; init: RequestInit | undefined }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    calls.push(`${url.pathname}${url.search}`);
    requests.push({ url: String(input), init });
    const route = routes[url.pathname];
    return route ? route() : json({}, 404);
  }) as unknown as typeof globalThis.fetch;
  const onSessionEnded = vi.fn();
  const tokens = createMemoryTokenStore();
  const portico = createPortico({
    origin: 'http://uc.test',
    fetch,
    tokenStore: tokens,
    storage: createMemoryStorage(),
    locale: 'en-US',
    onSessionEnded,
  });
  return { portico, calls, requests, onSessionEnded, tokens };
}

const loginResult = { jwtToken: 'tok-9', userCode: 'admin', unitName: 'Portico Platform' };

describe('createPortico: login and logout (product.md §4)', () => {
  it('refuses empty fields with the shared rule before any call (product.md §5)', async () => {
    const { portico, calls } = setup({});
    await expect(portico.login({ unitCode: '', userCode: 'a', password: 'b' })).rejects.toThrow(
      new LoginValidationError("Unit code can't be empty"),
    );
    expect(calls).toEqual([]);
  });

  it('stores the token and the session on success', async () => {
    const { portico, tokens } = setup({
      '/uc/sso/login': () => json({ result: 0, msg: '', retVal: loginResult }),
    });
    await portico.login({ unitCode: 'PLATFORM', userCode: 'admin', password: 'pw' });
    expect(tokens.get()).toBe('tok-9');
    expect(portico.session.info.value?.unitName).toBe('Portico Platform');
    expect(portico.session.isLoggedIn.value).toBe(true);
  });

  it('a 50001 answer clears the session and reports it (api-contract.md §8)', async () => {
    const { portico, onSessionEnded } = setup({
      '/uc/sso/login': () => json({ result: 0, msg: '', retVal: loginResult }),
      '/uc/app/apps': () => json({ result: 50001, msg: 'expired', retVal: null }),
    });
    await portico.login({ unitCode: 'PLATFORM', userCode: 'admin', password: 'pw' });
    await expect(portico.listApps()).rejects.toMatchObject({ result: 50001 });
    expect(portico.session.isLoggedIn.value).toBe(false);
    expect(onSessionEnded).toHaveBeenCalledExactlyOnceWith('logout');
  });

  it('a 50001 to a call made after the session ended reports nothing more (§8, no second logout)', async () => {
    const { portico, onSessionEnded } = setup({
      '/uc/sso/login': () => json({ result: 0, msg: '', retVal: loginResult }),
      '/uc/app/apps': () => json({ result: 50001, msg: 'no session', retVal: null }),
    });
    await portico.login({ unitCode: 'PLATFORM', userCode: 'admin', password: 'pw' });
    await portico.logout();
    // A late poll of a page that was kicked or signed out must not start another logout.
    await expect(portico.listApps()).rejects.toMatchObject({ result: 50001 });
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('logout calls SSO logout with the token in the Authorization header, never the URL, and clears the session even when it fails', async () => {
    const { portico, calls, requests, onSessionEnded } = setup({
      '/uc/sso/login': () => json({ result: 0, msg: '', retVal: loginResult }),
      '/uc/sso/logout': () => json({}, 500),
    });
    await portico.login({ unitCode: 'PLATFORM', userCode: 'admin', password: 'pw' });
    await portico.logout();
    expect(calls).toContain('/uc/sso/logout');
    const logout = requests.find((r) => r.url.includes('/sso/logout'))!;
    expect(new Headers(logout.init?.headers).get('Authorization')).toBe('tok-9');
    expect(requests.filter((r) => r.url.includes('tok-9'))).toEqual([]);
    expect(portico.session.isLoggedIn.value).toBe(false);
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('a 52100 answer sets the repeat-login flag (api-contract.md §8)', async () => {
    const { portico } = setup({
      '/uc/app/apps': () => json({ result: 52100, msg: 'elsewhere', retVal: null }),
    });
    await expect(portico.listApps()).rejects.toMatchObject({ result: 52100 });
    expect(portico.repeatLogin.value).toBe(true);
  });

  it('re-login by token uses the sso endpoint in the hub and keeps the token (product.md §4)', async () => {
    const { portico, calls, tokens } = setup({
      '/uc/sso/login': () => json({ result: 0, msg: '', retVal: loginResult }),
      '/uc/sso/reLogin': () =>
        json({ result: 0, msg: '', retVal: { ...loginResult, jwtToken: '', unitName: 'Renamed' } }),
    });
    await portico.login({ unitCode: 'PLATFORM', userCode: 'admin', password: 'pw' });
    await portico.reLogin();
    expect(calls).toContain('/uc/sso/reLogin');
    expect(tokens.get()).toBe('tok-9');
    expect(portico.session.info.value?.unitName).toBe('Renamed');
  });

  it('unit switch takes the new token from changeLoginInfo, then fresh login info (product.md §4)', async () => {
    const { portico, calls, tokens } = setup({
      '/uc/sso/login': () => json({ result: 0, msg: '', retVal: loginResult }),
      '/uc/sso/changeLoginInfo': () => json({ result: 0, msg: '', retVal: 'tok-H001' }),
      '/uc/sso/reLogin': () =>
        json({
          result: 0,
          msg: '',
          retVal: { ...loginResult, jwtToken: 'tok-H001', unitName: 'Harbour' },
        }),
    });
    await portico.login({ unitCode: 'PLATFORM', userCode: 'admin', password: 'pw' });
    await portico.switchUnit('H001', { reload: false });
    expect(calls).toEqual(['/uc/sso/login', '/uc/sso/changeLoginInfo', '/uc/sso/reLogin']);
    expect(tokens.get()).toBe('tok-H001');
    expect(portico.session.info.value?.unitName).toBe('Harbour');
  });

  it('PMS login posts the PMS account and starts the session (api-contract.md §7.3)', async () => {
    const { portico, tokens, calls } = setup({
      '/uc/sso/pmsLogin': () => json({ result: 0, msg: '', retVal: loginResult }),
    });
    await expect(
      portico.pmsLogin({ unitCode: 'H001', pmsAccount: ' ', password: 'x' }),
    ).rejects.toThrow("Account can't be empty");
    await portico.pmsLogin({ unitCode: ' H001 ', pmsAccount: 'FD01', password: 'pw' });
    expect(tokens.get()).toBe('tok-9');
    expect(calls).toEqual(['/uc/sso/pmsLogin']);
  });

  it('the forced password change follows the session (product.md §4)', async () => {
    const { portico } = setup({
      '/uc/sso/login': () =>
        json({
          result: 0,
          msg: '',
          retVal: {
            ...loginResult,
            pwdChange: false,
            userInfoDO: { firstLogin: 'T', isBackdoor: 'F' },
          },
        }),
    });
    expect(portico.forcedPasswordChange.value).toBeNull();
    await portico.login({ unitCode: 'H001', userCode: 'newhire', password: 'pw' });
    expect(portico.forcedPasswordChange.value).toBe('first-login');
    await portico.logout();
    expect(portico.forcedPasswordChange.value).toBeNull();
  });

  it('loadConfig applies the API bases of loginSystemConfig.json (api-contract.md §7.2)', async () => {
    const { portico } = setup({
      '/app-config/appConfig.json': () =>
        json({ default: { appCode: 'SSO', customer: 'kaiyuan', sso: true } }),
      '/app-config/loginSystemConfig.json': () =>
        json({
          apiBases: { UC: '/api/uc', INTERNAL_MESSAGE: '', WEB_SOCKET: '/ws', TRANSLATE: '/t' },
        }),
      '/app-config/appCode2HostUrl.json': () => json({}),
    });
    const config = await portico.loadConfig('hub.example.com');
    expect(config.app.appCode).toBe('SSO');
    expect(portico.bases.value.UC).toBe('/api/uc');
  });

  it('loadConfig fails with the fixed message when loginSystemConfig is missing (§8)', async () => {
    const { portico } = setup({
      '/app-config/appConfig.json': () =>
        json({ default: { appCode: 'SSO', customer: 'x', sso: true } }),
    });
    await expect(portico.loadConfig('h')).rejects.toThrow('loginSystemConfig is missing');
  });
});

describe('createPortico: the unit\'s default language (product.md §4 "Language")', () => {
  it("a French browser is shown the signed-in unit's default, and forgets it on a unit without one", async () => {
    let unitLanguage: string | null = 'en-US';
    const portico = createPortico({
      origin: 'http://uc.test',
      fetch: (async () =>
        json({
          result: 0,
          msg: '',
          retVal: { ...loginResult, unitLanguage },
        })) as unknown as typeof globalThis.fetch,
      tokenStore: createMemoryTokenStore(),
      storage: createMemoryStorage(),
      localeHints: { accepted: ['fr-FR'] },
    });
    expect(portico.i18n.locale.value).toBe('zh-CN');
    await portico.login({ unitCode: 'H001', userCode: 'frontdesk', password: 'pw' });
    expect(portico.i18n.locale.value).toBe('en-US');
    expect(portico.i18n.chosen.value).toBe(false);
    unitLanguage = null;
    await portico.login({ unitCode: 'H002', userCode: 'frontdesk', password: 'pw' });
    expect(portico.i18n.locale.value).toBe('zh-CN');
    portico.dispose();
  });
});

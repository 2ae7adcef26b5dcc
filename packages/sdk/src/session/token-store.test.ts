import { afterEach, describe, expect, it } from 'vitest';
import { createPortico } from '../client/create-portico';
import { createMemoryStorage } from '../core/storage';
import { createSession } from './session';
import { createCookieTokenStore, sessionStorageKey, tokenCookieName } from './token-store';

const LOGIN = {
  jwtToken: 'HUB',
  userCode: 'frontdesk',
  unitCode: 'H001',
  menus: [],
  apps: [],
} as never;

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}
afterEach(clearCookies);

describe('token cookies per app code (api-contract.md §9 "token in a cookie per host", product.md §4)', () => {
  it('names the hub cookie portico_token and every other app portico_token_<CODE>', () => {
    expect(tokenCookieName('SSO')).toBe('portico_token');
    expect(tokenCookieName()).toBe('portico_token');
    expect(tokenCookieName('DEMO_CHILD')).toBe('portico_token_DEMO_CHILD');
    // A code the cookie string cannot carry never breaks it.
    expect(tokenCookieName('A;B=C')).toBe('portico_token_A_B_C');
    expect(sessionStorageKey('SSO')).toBe('portico.session');
    expect(sessionStorageKey('GC')).toBe('portico.session.GC');
  });

  it("a child on the hub's host signs in and out without touching the hub's token or login info", () => {
    const storage = createMemoryStorage();
    const hub = createSession(createCookieTokenStore(tokenCookieName('SSO')), storage);
    const child = createSession(
      createCookieTokenStore(tokenCookieName('DEMO_CHILD')),
      storage,
      sessionStorageKey('DEMO_CHILD'),
    );
    hub.start(LOGIN);
    child.start({ ...(LOGIN as object), jwtToken: 'CHILD', userCode: 'child' } as never);
    // The hub's 1 s watch re-reads its own store: still its token and its info.
    hub.sync();
    expect(hub.token.value).toBe('HUB');
    expect(hub.info.value?.userCode).toBe('frontdesk');
    child.clear();
    hub.sync();
    expect(hub.isLoggedIn.value).toBe(true);
    expect(document.cookie).toContain('portico_token=HUB');
    expect(document.cookie).not.toContain('portico_token_DEMO_CHILD=');
  });

  it('createPortico derives the cookie from its app code, also when loadConfig names it later', async () => {
    document.cookie = 'portico_token=HUB; Path=/';
    document.cookie = 'portico_token_UC=UC-TOKEN; Path=/';
    const storage = createMemoryStorage();
    expect(createPortico({ storage }).session.token.value).toBe('HUB');
    expect(createPortico({ storage, appCode: 'UC' }).session.token.value).toBe('UC-TOKEN');
    expect(createPortico({ storage, appCode: 'GC' }).session.token.value).toBeNull();

    const fetch = (async (input: RequestInfo | URL) => {
      const body = String(input).includes('appConfig.json')
        ? { default: { appCode: 'UC', customer: 'kaiyuan', sso: true } }
        : {};
      return new Response(JSON.stringify(body), {
        headers: { 'content-type': 'application/json' },
      });
    }) as typeof globalThis.fetch;
    const later = createPortico({ storage, fetch });
    expect(later.session.token.value).toBe('HUB');
    await later.loadConfig('default').catch(() => undefined);
    expect(later.appCode.value).toBe('UC');
    expect(later.session.token.value).toBe('UC-TOKEN');
  });
});

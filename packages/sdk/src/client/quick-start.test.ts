// @vitest-environment node
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../core/storage';
import { createMemoryTokenStore } from '../session/token-store';
import { createPortico } from './create-portico';

const run = promisify(execFile);
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const LOGIN = { jwtToken: 'tok-1', userCode: 'admin', unitName: 'Portico Platform' };

function fakeServer(routes: Record<string, () => Response>) {
  return vi.fn(async (input: RequestInfo | URL) => {
    const route = routes[new URL(String(input)).pathname];
    return route ? route() : json({}, 404);
  }) as unknown as typeof globalThis.fetch;
}

/** A BroadcastChannel stand-in that counts what is open. */
function countingChannel() {
  const open = new Set<object>();
  class Channel {
    constructor(readonly name: string) {
      open.add(this);
    }
    postMessage() {}
    addEventListener() {}
    close() {
      open.delete(this);
    }
  }
  return { open, Channel: Channel as unknown as typeof BroadcastChannel };
}

afterEach(() => vi.unstubAllGlobals());

describe('createPortico: the README quick start as written', () => {
  it.each([
    [false, '/logout'],
    [true, '/sso-logout'],
  ])(
    'api-contract.md §8 "result 50001: go to logout (sso-logout when sso)" without an onSessionEnded (sso %s)',
    async (sso, path) => {
      const assign = vi.fn();
      vi.stubGlobal('location', { host: 'app.test', assign });
      const portico = createPortico({
        origin: 'http://uc.test',
        tokenStore: createMemoryTokenStore(),
        storage: createMemoryStorage(),
        fetch: fakeServer({
          '/app-config/appConfig.json': () => json({ default: { appCode: 'GC', sso } }),
          '/app-config/loginSystemConfig.json': () => json({}),
          '/uc/sso/login': () => json({ result: 0, msg: '', retVal: LOGIN }),
          '/uc/apps': () => json({ result: 50001, msg: 'logged out', retVal: null }),
        }),
      });
      await portico.loadConfig();
      await portico.login({ unitCode: 'H001', userCode: 'admin', password: 'secret-1' });
      await portico.http.request('UC', '/apps').catch(() => undefined);
      expect(portico.session.isLoggedIn.value).toBe(false);
      expect(assign).toHaveBeenCalledExactlyOnceWith(path);
      portico.dispose();
    },
  );

  it('dispose() closes the cross-tab channel and every session watch', async () => {
    const { open, Channel } = countingChannel();
    const portico = createPortico({
      origin: 'http://uc.test',
      tokenStore: createMemoryTokenStore(),
      storage: createMemoryStorage(),
      Channel,
      fetch: fakeServer({ '/uc/sso/login': () => json({ result: 0, msg: '', retVal: LOGIN }) }),
    });
    // Nothing is held open before there is anything to announce.
    expect(open.size).toBe(0);
    await portico.login({ unitCode: 'H001', userCode: 'admin', password: 'secret-1' });
    portico.watchSession(() => undefined);
    expect(open.size).toBe(2);
    portico.dispose();
    expect(open.size).toBe(0);
  });

  it('in Node, a script that imports the SDK, signs in and watches the session exits after dispose()', async () => {
    const entry = fileURLToPath(new URL('../index.ts', import.meta.url));
    const script = `
      const { createPortico, createMemoryStorage } = await import(${JSON.stringify(entry)});
      const reply = (retVal) => new Response(JSON.stringify({ result: 0, msg: '', retVal }));
      const portico = createPortico({ origin: 'http://uc.test', storage: createMemoryStorage(),
        fetch: async () => reply(${JSON.stringify(LOGIN)}) });
      await portico.login({ unitCode: 'H001', userCode: 'admin', password: 'secret-1' });
      portico.watchSession(() => {});
      portico.dispose();
      console.log('signed in as', portico.session.info.value.userCode);
    `;
    const tsx = fileURLToPath(new URL('../../../../node_modules/.bin/tsx', import.meta.url));
    const { stdout } = await run(tsx, ['--input-type=module', '-e', script], { timeout: 20_000 });
    expect(stdout.trim()).toBe('signed in as admin');
  }, 30_000);

  it('product.md §2.4 "On failure it shows the message": the SSO rules bring their own texts, no registerMessages needed', async () => {
    // Fresh modules: the registry holds only what the code run here registered itself.
    vi.resetModules();
    const { lookupMessage } = await import('../i18n/registry');
    const { runNavigation } = await import('../sso/run-navigation');
    const { harness } = await import('../sso/test-harness');
    expect(lookupMessage('en-US', 'sso.validateFailed')).toBeUndefined();
    const { client, env, events } = harness('https://gc.test/index?ssoToken=S', {
      '/uc/sso/check': () => json({}, 500),
    });
    const setup = { mode: 'child', appCode: 'GC', hubUrl: 'https://hub.test/sso' } as const;
    await runNavigation(client, setup, { route: 'index' }, env);
    const shown = events.filter((e) => e.startsWith('notify '));
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatch(/^notify Single sign-on/);
    expect(shown[0]).not.toContain('sso.');
  });

  it("product.md §2.2: the hub's rules bring their own texts too, and the child ones carry none of them", async () => {
    vi.resetModules();
    const { lookupMessage } = await import('../i18n/registry');
    const { runNavigation } = await import('../sso/run-navigation');
    const { hubNavigation } = await import('../sso/hub-navigation');
    const { harness } = await import('../sso/test-harness');
    const child = harness('https://gc.test/index?ssoToken=S', {
      '/uc/sso/check': () => json({}, 500),
    });
    const childSetup = { mode: 'child', appCode: 'GC', hubUrl: 'https://hub.test/sso' } as const;
    await runNavigation(child.client, childSetup, { route: 'index' }, child.env);
    expect(lookupMessage('en-US', 'sso.redirectRefused')).toBeUndefined();

    const hub = harness('https://hub.test/sso?appCode=GC&redirect=https://evil.test/', {}, 'T');
    const hubSetup = { mode: 'hub', appCode: 'SSO', hub: hubNavigation } as const;
    await runNavigation(hub.client, hubSetup, { route: 'sso' }, hub.env);
    const shown = hub.events.filter((e) => e.startsWith('notify '));
    expect(shown).toHaveLength(1);
    expect(shown[0]).not.toContain('sso.');
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createHash } from 'node:crypto';
import type { LoginResult } from '../contract/login';
import { LOCALE_STORAGE_KEY } from '../i18n/i18n';
import { SESSION_STORAGE_KEY } from '../session/session';
import { hubNavigation } from './hub-navigation';
import { completeEnv, runNavigation, settleDecision } from './run-navigation';
import { codeChallengeOf } from './sign-in-binding';
import type { SsoSetup } from './setup';
import { harness, json, ok, startedSignIn } from './test-harness';
import { SSO_EXIT_MESSAGE, type Decision } from './types';

const MENU = {
  name: 'r',
  title: 'My report',
  identity: 'RPT',
  winType: 'ROUTE',
  stretch: 'F',
  icon: null,
  tip: null,
  path: '/report',
  link: null,
  children: [],
};
const LOGIN = { jwtToken: 'J', userCode: 'frontdesk', unitName: 'H001', menus: [MENU], apps: [] };
const CHILD: SsoSetup = { mode: 'child', appCode: 'GC', hubUrl: 'https://hub.test/sso' };
const HUB: SsoSetup = {
  mode: 'hub',
  appCode: 'SSO',
  appHostUrls: { GC: 'https://gc.test/index' },
  hub: hubNavigation,
};
const enc = encodeURIComponent;

beforeEach(() => sessionStorage.clear());

describe('runner: child app (product.md §2.4)', () => {
  it('strips the token before any call, validates it with the verifier, logs in and sets the title', async () => {
    const { state, verifier } = await startedSignIn();
    const back = `https://gc.test/index?ssoToken=S&identity=RPT&ssoState=${state}#x`;
    const { client, env, events } = harness(back, {
      '/uc/sso/check': () => ok('J'),
      '/uc/sso/getLoginByToken': () => ok(LOGIN),
    });
    const ending = await runNavigation(client, CHILD, { route: 'index' }, env);
    expect(ending).toEqual({ type: 'proceed' });
    expect(events).toEqual([
      'replace https://gc.test/index?identity=RPT',
      `fetch /uc/sso/check?appCode=GC&codeVerifier=${verifier} auth=S`,
      'fetch /uc/sso/getLoginByToken auth=J',
    ]);
    expect(env.history.replaceState).toHaveBeenCalledWith(
      { key: 'k' },
      '',
      'https://gc.test/index?identity=RPT',
    );
    expect(client.session.token.value).toBe('J');
    expect(client.session.info.value?.userCode).toBe('frontdesk');
    expect(env.document.title).toBe('Group Center - My report');
    // The state is good once: the same address again is someone else's sign-in.
    expect(sessionStorage.getItem('portico.sso.pending.GC')).toBeNull();
  });

  it('validates a ticket with /sso/iamCheck and the service URL without the ticket', async () => {
    const { client, env, events } = harness('https://gc.test/index?ticket=ST-1', {
      '/uc/sso/iamCheck': () => ok(LOGIN),
    });
    await runNavigation(client, CHILD, { route: 'index' }, env);
    const call = new URL(events[1]?.split(' ')[1] ?? '', 'https://uc.test');
    expect(call.pathname).toBe('/uc/sso/iamCheck');
    expect(Object.fromEntries(call.searchParams)).toEqual({
      ticket: 'ST-1',
      service: 'https://gc.test/index',
      appCode: 'GC',
    });
    expect(client.session.token.value).toBe('J');
  });

  it('"On failure it shows the message and goes to /login", without the global logout hook', async () => {
    const { state } = await startedSignIn();
    const back = `https://gc.test/index?ssoToken=S&ssoState=${state}`;
    const { client, env, events, onSessionEnded } = harness(back, {
      '/uc/sso/check': () => json({ result: 50001, msg: 'Token expired', retVal: null }),
    });
    const ending = await runNavigation(client, CHILD, { route: 'index' }, env);
    expect(ending).toEqual({ type: 'route', name: 'login' });
    expect(events.slice(-2)).toEqual([
      'notify Single sign-on failed: Token expired',
      'assign https://gc.test/login',
    ]);
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('a new token replaces an older session, whose token would otherwise be sent', async () => {
    const { state } = await startedSignIn();
    const { client, env, events } = harness(
      `https://gc.test/index?ssoToken=S&ssoState=${state}`,
      { '/uc/sso/check': () => ok('J'), '/uc/sso/getLoginByToken': () => ok(LOGIN) },
      'OLD',
    );
    await runNavigation(client, CHILD, { route: 'index' }, env);
    expect(events[2]).toBe('fetch /uc/sso/getLoginByToken auth=J');
  });

  describe('no identity swap through a link (DESIGN.md "Security model")', () => {
    const VICTIM = {
      ...LOGIN,
      jwtToken: 'OLD',
      userCode: 'admin',
      unitCode: 'PLATFORM',
      userPkId: 'u-admin',
      username: 'Admin',
    };
    const OTHER = { ...LOGIN, unitCode: 'H001', userPkId: 'u-front', username: 'Front Desk' };
    const routes = {
      '/uc/sso/check': () => ok('J'),
      '/uc/sso/getLoginByToken': (_url: URL, headers: Headers) =>
        ok(headers.get('Authorization') === 'OLD' ? VICTIM : OTHER),
    };

    it('keeps the live session of another user when nobody can be asked, and says so', async () => {
      const { state } = await startedSignIn();
      const back = `https://gc.test/index?ssoToken=S&ssoState=${state}`;
      const { client, env, events } = harness(back, routes, 'OLD');
      const ending = await runNavigation(client, CHILD, { route: 'index' }, env);
      expect(ending).toEqual({ type: 'proceed' });
      expect(client.session.token.value).toBe('OLD');
      expect(events).toContain(
        'notify Still signed in as Admin (PLATFORM/admin): the sign-in for Front Desk (H001/frontdesk) in the link was not used.',
      );
    });

    it('asks "You are signed in as X. Continue as Y?" and keeps X on no, takes Y on yes', async () => {
      for (const answer of [false, true]) {
        const { state } = await startedSignIn();
        const back = `https://gc.test/index?ssoToken=S&ssoState=${state}`;
        const { client, env } = harness(back, routes, 'OLD');
        const confirm = vi.fn(() => answer);
        await runNavigation(client, CHILD, { route: 'index' }, { ...env, confirm });
        expect(confirm).toHaveBeenCalledExactlyOnceWith(
          'You are signed in as Admin (PLATFORM/admin). Continue as Front Desk (H001/frontdesk)?',
        );
        expect(client.session.token.value).toBe(answer ? 'J' : 'OLD');
      }
    });

    it('takes the link when the old session is over (nothing live to keep) without asking', async () => {
      const { state } = await startedSignIn();
      const { client, env } = harness(
        `https://gc.test/index?ssoToken=S&ssoState=${state}`,
        {
          ...routes,
          '/uc/sso/getLoginByToken': (_url: URL, headers: Headers) =>
            headers.get('Authorization') === 'OLD'
              ? json({ result: 50001, msg: 'gone', retVal: null })
              : ok(OTHER),
        },
        'OLD',
      );
      const confirm = vi.fn(() => false);
      await runNavigation(client, CHILD, { route: 'index' }, { ...env, confirm });
      expect(confirm).not.toHaveBeenCalled();
      expect(client.session.token.value).toBe('J');
    });
  });

  it('"A language query parameter sets the locale and locks it" — and the session is not persisted', async () => {
    const { client, env, storage } = harness('https://gc.test/index?language=zh-CN', {});
    client.session.start(LOGIN as unknown as LoginResult, { persist: false });
    await runNavigation(client, CHILD, { route: 'index' }, env);
    expect(client.i18n.locale.value).toBe('zh-CN');
    expect(client.i18n.locked.value).toBe(true);
    expect(storage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(env.document.title).toBe('集团中心');
  });

  it("the hub's hand-off language is adopted as this app's choice: not locked, the session persisted", async () => {
    const { state } = await startedSignIn();
    const back = `https://gc.test/index?language=zh-CN&ssoToken=S&ssoState=${state}`;
    const { client, env, storage } = harness(back, {
      '/uc/sso/check': () => ok('J'),
      '/uc/sso/getLoginByToken': () => ok(LOGIN),
    });
    await runNavigation(client, CHILD, { route: 'index' }, env);
    expect(client.i18n.locale.value).toBe('zh-CN');
    expect(client.i18n.locked.value).toBe(false);
    expect(storage.getItem(LOCALE_STORAGE_KEY)).toBe('zh-CN');
    expect(client.session.token.value).toBe('J');
    expect(storage.getItem(SESSION_STORAGE_KEY)).not.toBeNull();
    expect(env.location.href).toBe('https://gc.test/index');
    expect(env.document.title).toBe('集团中心');
  });

  it('"With no token it redirects to the hub sso page with redirect and appCode", and a state and challenge this tab keeps', async () => {
    const { client, env, events } = harness('https://gc.test/index?x=1', {});
    await runNavigation(client, CHILD, { route: 'index' }, env);
    const stored = JSON.parse(sessionStorage.getItem('portico.sso.pending.GC') ?? '{}');
    const { state, verifier } = stored as { state: string; verifier: string };
    expect(state).toMatch(/^[\w-]{43}$/);
    expect(verifier).toMatch(/^[\w-]{43}$/);
    expect(verifier).not.toBe(state);
    const challenge = await codeChallengeOf(verifier);
    expect(events).toEqual([
      `assign https://hub.test/sso?redirect=${enc('https://gc.test/index?x=1')}&appCode=GC&ssoState=${state}&codeChallenge=${challenge}`,
    ]);
    expect(challenge).toBe(createHash('sha256').update(verifier).digest('base64url'));
  });

  it('a fresh state and verifier each time a sign-in starts', async () => {
    const first = await startedSignIn();
    const second = await startedSignIn();
    expect(second.state).not.toBe(first.state);
    expect(second.verifier).not.toBe(first.verifier);
    expect(JSON.parse(sessionStorage.getItem('portico.sso.pending.GC') ?? '')).toEqual(second);
    // Per app code: another app's sign-in leaves this one pending.
    await startedSignIn('OTHER');
    expect(JSON.parse(sessionStorage.getItem('portico.sso.pending.GC') ?? '')).toEqual(second);
  });

  describe('a code this tab did not ask for is never spent (DESIGN.md "Security model")', () => {
    const VICTIM = { ...LOGIN, jwtToken: 'OLD', userCode: 'victim' };
    const routes = {
      '/uc/sso/check': () => ok('ATTACKER'),
      '/uc/sso/getLoginByToken': () => ok(VICTIM),
    };

    it.each([
      ['no state', 'ssoToken=AC-attacker'],
      ['a state it never issued', 'ssoToken=AC-attacker&ssoState=guess'],
    ])('signed in, a code with %s: refused with a message, the user stays', async (_, query) => {
      await startedSignIn();
      const { client, env, events } = harness(`https://gc.test/index?${query}`, routes, 'OLD');
      const ending = await runNavigation(client, CHILD, { route: 'index' }, env);
      expect(ending).toEqual({ type: 'proceed' });
      expect(client.session.token.value).toBe('OLD');
      expect(events).toEqual([
        'replace https://gc.test/index',
        'notify The sign-in link was refused: this page did not start that sign-in.',
      ]);
    });

    it('signed out with no sign-in under way: the code is dropped and the tab asks the hub for its own', async () => {
      const { client, env, events } = harness('https://gc.test/index?ssoToken=AC-x&x=1', routes);
      await runNavigation(client, CHILD, { route: 'index' }, env);
      const state = JSON.parse(sessionStorage.getItem('portico.sso.pending.GC') ?? '{}').state;
      expect(events[0]).toBe('replace https://gc.test/index?x=1');
      expect(events[1]).toContain(
        `assign https://hub.test/sso?redirect=${enc('https://gc.test/index?x=1')}&appCode=GC&ssoState=${state}&codeChallenge=`,
      );
      expect(events.join(' ')).not.toContain('fetch');
    });

    it('signed out, its own sign-in answered without the state: refused to /login, no loop', async () => {
      await startedSignIn();
      const { client, env, events } = harness('https://gc.test/index?ssoToken=AC-x', routes);
      const ending = await runNavigation(client, CHILD, { route: 'index' }, env);
      expect(ending).toEqual({ type: 'route', name: 'login' });
      expect(events).toEqual([
        'replace https://gc.test/index',
        'notify The sign-in link was refused: this page did not start that sign-in.',
        'assign https://gc.test/login',
      ]);
      expect(client.session.token.value).toBeNull();
    });

    it('the right state once: a replay of the same address is refused', async () => {
      const { state } = await startedSignIn();
      const back = `https://gc.test/index?ssoToken=S&ssoState=${state}`;
      const first = harness(back, { ...routes, '/uc/sso/getLoginByToken': () => ok(LOGIN) });
      await runNavigation(first.client, CHILD, { route: 'index' }, first.env);
      expect(first.client.session.token.value).toBe('J');
      const replay = harness(back, routes, 'J');
      await runNavigation(replay.client, CHILD, { route: 'index' }, replay.env);
      expect(replay.events.join(' ')).not.toContain('/uc/sso/check');
      expect(replay.events).toContain(
        'notify The sign-in link was refused: this page did not start that sign-in.',
      );
    });
  });

  it('"sso-logout … with a clear query posts … to the parent window", to the hub origin, never "*"', async () => {
    const { client, env } = harness('https://gc.test/sso-logout?clear=1', {}, 'J');
    await runNavigation(client, CHILD, { route: 'sso-logout' }, env);
    expect(client.session.token.value).toBeNull();
    expect(env.parent?.postMessage).toHaveBeenCalledExactlyOnceWith(
      SSO_EXIT_MESSAGE,
      'https://hub.test',
    );
    expect(env.location.assign).not.toHaveBeenCalled();
  });

  it('"sso-logout … Otherwise it redirects to the hub sso page with redirect, logout and appCode."', async () => {
    const { client, env, events } = harness('https://gc.test/sso-logout', {}, 'J');
    await runNavigation(client, { ...CHILD, homeUrl: '/index' }, { route: 'sso-logout' }, env);
    expect(client.session.token.value).toBeNull();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatch(
      `assign https://hub.test/sso?redirect=${enc('https://gc.test/index')}&logout=1&appCode=GC&ssoState=`,
    );
  });
});

describe('runner: hub (product.md §2.2)', () => {
  const url = `https://hub.test/sso?appCode=GC&redirect=${enc('https://gc.test/index?x=1')}`;

  it('"On success redirect to the redirect query parameter with ssoToken appended": the one-time code /sso/check issued for the app, never the hub token', async () => {
    const { client, env, events } = harness(url, { '/uc/sso/check': () => ok('AC-code') }, 'T');
    await runNavigation(client, HUB, { route: 'sso' }, env);
    expect(events).toEqual([
      `fetch /uc/sso/check?appCode=GC&redirect=${enc('https://gc.test/index?x=1')} auth=T`,
      'assign https://gc.test/index?x=1&ssoToken=AC-code&language=en-US',
    ]);
  });

  it("passes the page's codeChallenge to /sso/check and its ssoState back beside the code", async () => {
    const C = 'c'.repeat(43);
    const asked = `${url}&ssoState=S1&codeChallenge=${C}`;
    const { client, env, events } = harness(asked, { '/uc/sso/check': () => ok('AC-code') }, 'T');
    await runNavigation(client, HUB, { route: 'sso' }, env);
    expect(events).toEqual([
      `fetch /uc/sso/check?appCode=GC&redirect=${enc('https://gc.test/index?x=1')}&codeChallenge=${C} auth=T`,
      'assign https://gc.test/index?x=1&ssoToken=AC-code&ssoState=S1&language=en-US',
    ]);
  });

  it("keeps the page's state and challenge through the logout-flag retry", async () => {
    const C = 'c'.repeat(43);
    const asked = `${url}&ssoState=S1&codeChallenge=${C}`;
    const { client, env, events } = harness(asked, { '/uc/sso/check': () => json({}, 500) }, 'T');
    await runNavigation(client, HUB, { route: 'sso' }, env);
    const back = new URL(events.at(-1)!.replace('assign ', ''));
    expect(back.searchParams.get('logout')).toBe('1');
    expect(back.searchParams.get('ssoState')).toBe('S1');
    expect(back.searchParams.get('codeChallenge')).toBe(C);
  });

  it('does not follow a redirect the server refuses for this app code (40113)', async () => {
    const { client, env, events } = harness(
      url,
      { '/uc/sso/check': () => json({ result: 40113, msg: 'not registered', retVal: null }) },
      'T',
    );
    await runNavigation(client, HUB, { route: 'sso' }, env);
    expect(events.slice(1)).toEqual([
      'notify The redirect address does not belong to a registered application and was refused',
      'assign https://hub.test/apps',
    ]);
  });

  it('"If the result is above 0, show … and go to apps": 54002, the unit has not opened the app', async () => {
    const { client, env, events } = harness(
      url,
      { '/uc/sso/check': () => json({ result: 54002, msg: 'closed', retVal: null }) },
      'T',
    );
    await runNavigation(client, HUB, { route: 'sso' }, env);
    expect(events.slice(1)).toEqual([
      'notify The unit has not opened the application or the application is disabled',
      'assign https://hub.test/apps',
    ]);
  });

  it('api-contract.md §2.1 on the hub: 53012 is "above 0": the not-opened message and apps, no logout flag, no retry, the session kept', async () => {
    const { client, env, events } = harness(
      url,
      { '/uc/sso/check': () => json({ result: 53012, msg: 'gone', retVal: null }) },
      'T',
    );
    const ending = await runNavigation(client, HUB, { route: 'sso' }, env);
    expect(ending).toEqual({ type: 'route', name: 'apps' });
    const checks = events.filter((e) => e.startsWith('fetch /uc/sso/check'));
    expect(checks).toHaveLength(1);
    expect(events).toContain(
      'notify The unit has not opened the application or the application is disabled',
    );
    expect(events.at(-1)).toBe('assign https://hub.test/apps');
    expect(events.some((e) => e.includes('logout=1'))).toBe(false);
    expect(client.session.token.value).toBe('T');
  });

  it('"If the check throws, go back to sso with the logout flag", whose retry then clears the session', async () => {
    const { client, env, events } = harness(url, { '/uc/sso/check': () => json({}, 500) }, 'T');
    await runNavigation(client, HUB, { route: 'sso' }, env);
    const back = `https://hub.test/sso?logout=1&appCode=GC&redirect=${enc('https://gc.test/index?x=1')}`;
    expect(events.at(-1)).toBe(`assign ${back}`);
    // The retry of the logout query fails as well: the sso token and the session are cleared.
    const ending = await runNavigation(client, HUB, { route: 'sso', url: back }, env);
    expect(ending).toEqual({ type: 'proceed' });
    expect(client.session.token.value).toBeNull();
  });

  it('refuses an unregistered redirect without calling the server (DESIGN.md "Security model")', async () => {
    const evil = `https://hub.test/sso?appCode=GC&redirect=${enc('https://gc.test@evil.test/')}`;
    const { client, env, events } = harness(evil, {}, 'T');
    await runNavigation(client, HUB, { route: 'sso' }, env);
    expect(events).toEqual([
      'notify The redirect address does not belong to a registered application and was refused',
      'assign https://hub.test/apps',
    ]);
  });
});

describe('runner: settling', () => {
  it('a failed logout retry settles after one call and clears the session (no loop)', async () => {
    const { client, env, events } = harness(
      'https://hub.test/sso?logout=1',
      { '/uc/sso/getLoginByToken': () => json({}, 500) },
      'T',
    );
    const retry: Decision = {
      effects: [],
      next: { type: 'server', step: { type: 'recheck-session', token: 'T' } },
    };
    await expect(settleDecision(retry, client, env, { hub: hubNavigation })).resolves.toEqual({
      type: 'proceed',
    });
    expect(events).toEqual(['fetch /uc/sso/getLoginByToken auth=T']);
    expect(client.session.token.value).toBeNull();
  });
});

describe('runner: the hub rules come with the hub setup (README "Packaging")', () => {
  it("a hub setup without them fails before any call and names '@portico/sdk/hub'", async () => {
    const { client, env, events } = harness('https://hub.test/sso?appCode=GC', {}, 'T');
    const withoutRules: SsoSetup = { ...HUB, hub: undefined };
    await expect(runNavigation(client, withoutRules, { route: 'sso' }, env)).rejects.toThrow(
      "import setupFromConfig from '@portico/sdk/hub'",
    );
    expect(events).toEqual([]);
  });
});

describe('the runners\' env (README "A child app, no router")', () => {
  it('an app gives only its own notify: the rest is the real window', () => {
    const notify = vi.fn();
    const env = completeEnv({ notify });
    expect(env.location).toBe(window.location);
    expect(env.history).toBe(window.history);
    expect(env.document).toBe(document);
    env.notify('hello');
    expect(notify).toHaveBeenCalledWith('hello');
  });

  it('a complete env (tests, other hosts) is used as given', () => {
    const given = {
      location: { href: 'http://app.test/index', assign: vi.fn() },
      history: { state: null, replaceState: vi.fn() },
      document: { title: '' },
      parent: null,
      notify: vi.fn(),
    };
    expect(completeEnv(given)).toBe(given);
  });
});

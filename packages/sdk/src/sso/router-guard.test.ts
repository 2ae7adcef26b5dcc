import { beforeEach, describe, expect, it } from 'vitest';
import { hubNavigation } from './hub-navigation';
import { createSsoGuard } from './router-guard';
import type { SsoSetup } from './setup';
import { harness, ok, startedSignIn } from './test-harness';

const LOGIN = { jwtToken: 'J', userCode: 'u', menus: [], apps: [] };
const CHILD: SsoSetup = {
  mode: 'child',
  appCode: 'GC',
  hubUrl: 'https://hub.test/sso',
  routePaths: { login: '/app/login', index: '/app/index' },
};
const enc = encodeURIComponent;

beforeEach(() => sessionStorage.clear());

describe('router guard adapter (product.md §2.2–2.4 through a router)', () => {
  it('proceeds with null when the rules let the page render', async () => {
    const { client, env } = harness('https://gc.test/app/index', {}, 'J');
    const guard = createSsoGuard(client, CHILD, env);
    await expect(guard({ route: 'index', url: 'https://gc.test/app/index' })).resolves.toBeNull();
  });

  it('returns a named route with its configured path', async () => {
    const { client, env } = harness('https://gc.test/app/index', {}, 'J');
    const guard = createSsoGuard(client, { ...CHILD, mode: 'standalone' }, env);
    await expect(guard({ route: 'logout', url: 'https://gc.test/app/logout' })).resolves.toEqual({
      kind: 'route',
      redirectTo: 'https://gc.test/app/login',
      name: 'login',
      query: {},
    });
  });

  it('returns the hub as an external redirect ("With no token it redirects to the hub sso page")', async () => {
    const { client, env } = harness('https://gc.test/', {});
    const guard = createSsoGuard(client, CHILD, env);
    const to = await guard({ route: 'index', url: 'https://gc.test/app/index' });
    expect(to?.kind).toBe('external');
    // A sign-in bound to this tab: its state and the challenge go with it.
    const { state } = JSON.parse(sessionStorage.getItem('portico.sso.pending.GC') ?? '{}');
    expect(to?.redirectTo).toMatch(
      `https://hub.test/sso?redirect=${enc('https://gc.test/app/index')}&appCode=GC&ssoState=${state}&codeChallenge=`,
    );
  });

  it('on the page load that carries the token: rewrites the bar at once and asks for the clean URL', async () => {
    const { state } = await startedSignIn();
    const url = `https://gc.test/app/index?ssoToken=S&identity=X&ssoState=${state}#h`;
    const { client, env, events } = harness(url, {
      '/uc/sso/check': () => ok('J'),
      '/uc/sso/getLoginByToken': () => ok(LOGIN),
    });
    const guard = createSsoGuard(client, CHILD, env);
    const result = await guard({ route: 'index', url });
    expect(events[0]).toBe('replace https://gc.test/app/index?identity=X');
    // identity X is not among the (empty) menus: the identity check sends the user to login.
    expect(result).toMatchObject({ kind: 'route', name: 'login' });
    expect(client.session.token.value).toBe('J');
  });

  it('on a client-side navigation leaves history alone and returns the clean URL', async () => {
    const { client, env } = harness('https://gc.test/app/index', {
      '/uc/sso/check': () => ok('J'),
      '/uc/sso/getLoginByToken': () => ok(LOGIN),
    });
    const guard = createSsoGuard(client, CHILD, env);
    const { state } = await startedSignIn();
    const url = `https://gc.test/app/other?ssoToken=S&a=1&ssoState=${state}`;
    const result = await guard({ route: 'other', url });
    expect(env.history.replaceState).not.toHaveBeenCalled();
    expect(result).toEqual({
      kind: 'clean',
      redirectTo: 'https://gc.test/app/other?a=1',
      query: { a: '1' },
    });
  });

  it('hub and standalone pages keep their hash (only the child rules strip it)', async () => {
    const { client, env } = harness('https://hub.test/apps', {}, 'T');
    const guard = createSsoGuard(client, { mode: 'hub', appCode: 'SSO', hub: hubNavigation }, env);
    await expect(guard({ route: 'apps', url: 'https://hub.test/apps#top' })).resolves.toBeNull();
  });
});

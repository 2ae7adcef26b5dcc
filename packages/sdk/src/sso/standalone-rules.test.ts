import { describe, expect, it } from 'vitest';
import { standaloneRules } from './standalone-rules';
import type { Decision, StandaloneContext } from './types';

function app(route: string, token: string | null): StandaloneContext {
  const url = `https://app.test/${route}`;
  return { mode: 'standalone', route, url, query: {}, token };
}
const go = (name: 'index' | 'login'): Decision => ({ effects: [], next: { type: 'route', name } });
const PROCEED: Decision = { effects: [], next: { type: 'proceed' } };

describe('standalone rules (product.md §2.3)', () => {
  it.each<[string, StandaloneContext, Decision]>([
    ['"login with a token goes to index."', app('login', 'T'), go('index')],
    ['login without a token shows the login page', app('login', null), PROCEED],
    [
      '"logout clears the session and goes to login." (with a token)',
      app('logout', 'T'),
      { effects: [{ type: 'clear-session' }], next: { type: 'route', name: 'login' } },
    ],
    [
      '"logout clears the session and goes to login." (without)',
      app('logout', null),
      { effects: [{ type: 'clear-session' }], next: { type: 'route', name: 'login' } },
    ],
    ['"No token redirects to login." (index)', app('index', null), go('login')],
    ['"No token redirects to login." (another page)', app('/user/user-list', null), go('login')],
    ['"No token redirects to login." (sso)', app('sso', null), go('login')],
    ['"No token redirects to login." (apps)', app('apps', null), go('login')],
    ['"sso, sso-logout and apps with a token go to index." (sso)', app('sso', 'T'), go('index')],
    [
      '"sso, sso-logout and apps with a token go to index." (sso-logout)',
      app('sso-logout', 'T'),
      go('index'),
    ],
    ['"sso, sso-logout and apps with a token go to index." (apps)', app('apps', 'T'), go('index')],
    ['index with a token renders', app('index', 'T'), PROCEED],
    ['another page with a token renders', app('/user/user-list', 'T'), PROCEED],
  ])('%s', (_rule, ctx, expected) => {
    expect(standaloneRules(ctx)).toEqual(expected);
  });
});

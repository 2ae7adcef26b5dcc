import { describe, expect, it } from 'vitest';
import type { LoginResult } from '../contract/login';
import { hubRules, resumeHub, withSsoToken } from './hub-rules';
import {
  readQuery,
  type Decision,
  type HubContext,
  type ServerStep,
  type StepOutcome,
} from './types';

const HUB = 'https://hub.test';
const CHILD = 'https://gc.test/index?x=1';

function hub(route: string, path: string, token: string | null): HubContext {
  const url = `${HUB}${path}`;
  return {
    mode: 'hub',
    route,
    url,
    query: readQuery(url),
    token,
    registeredOrigins: ['https://gc.test', 'https://wk.test'],
    appHostUrls: { WK: 'https://wk.test/home' },
  };
}

const enc = encodeURIComponent;
const go = (name: string, query?: Record<string, string>) => ({
  effects: [],
  next: query ? { type: 'route', name, query } : { type: 'route', name },
});
const PROCEED = { effects: [], next: { type: 'proceed' } };
const checkApp = (appCode: string, redirect: string, retry = false) => ({
  effects: [],
  next: { type: 'server', step: { type: 'check-app', token: 'T', appCode, redirect, retry } },
});

describe('hub rules (product.md §2.2)', () => {
  it.each<[string, HubContext, unknown]>([
    [
      '"Route sso with a stored sso token, no logout query and no appCode: go to apps."',
      hub('sso', '/sso', 'T'),
      go('apps'),
    ],
    ['sso without a token shows the sso sign-in page', hub('sso', '/sso', null), PROCEED],
    [
      '"Route sso with an appCode: check the token for that app."',
      hub('sso', `/sso?appCode=GC&redirect=${enc(CHILD)}`, 'T'),
      checkApp('GC', CHILD),
    ],
    [
      '"… check the token for that app" — without a redirect, the app\'s registered host URL',
      hub('sso', '/sso?appCode=WK', 'T'),
      checkApp('WK', 'https://wk.test/home'),
    ],
    [
      'sso with an appCode and no token: sign in first',
      hub('sso', `/sso?appCode=GC&redirect=${enc(CHILD)}`, null),
      PROCEED,
    ],
    [
      '"A logout query triggers a retry" (with an appCode: the app check again)',
      hub('sso', `/sso?logout=1&appCode=GC&redirect=${enc(CHILD)}`, 'T'),
      checkApp('GC', CHILD, true),
    ],
    [
      '"A logout query triggers a retry" (without an appCode: the session)',
      hub('sso', '/sso?logout=true', 'T'),
      { effects: [], next: { type: 'server', step: { type: 'recheck-session', token: 'T' } } },
    ],
    [
      '"… if that fails the sso token and the session are cleared" (no token: nothing to retry)',
      hub('sso', '/sso?logout=1', null),
      { effects: [{ type: 'clear-session' }], next: { type: 'proceed' } },
    ],
    ['logout=false is no logout flag', hub('sso', '/sso?logout=false', 'T'), go('apps')],
    [
      '"sso-logout goes to sso with the logout flag."',
      hub('sso-logout', '/sso-logout', 'T'),
      go('sso', { logout: '1' }),
    ],
    [
      '"sso-logout goes to sso with the logout flag." (keeps appCode and redirect)',
      hub('sso-logout', `/sso-logout?appCode=GC&redirect=${enc(CHILD)}`, null),
      go('sso', { logout: '1', appCode: 'GC', redirect: CHILD }),
    ],
    ['"Any other route: with a token go to apps" (login)', hub('login', '/login', 'T'), go('apps')],
    ['"Any other route: with a token go to apps" (index)', hub('index', '/index', 'T'), go('apps')],
    [
      '"Any other route: with a token go to apps" (apps itself renders)',
      hub('apps', '/apps', 'T'),
      PROCEED,
    ],
    [
      '"Any other route …" — a shell page with a token renders',
      hub('/unit/manageUnit', '/unit/manageUnit', 'T'),
      PROCEED,
    ],
    ['"… without a token go to sso." (apps)', hub('apps', '/apps', null), go('sso')],
    ['"… without a token go to sso." (index)', hub('index', '/index', null), go('sso')],
    [
      '"… without a token go to sso." (a shell page)',
      hub('iframe', '/iframe?url=x', null),
      go('sso'),
    ],
    [
      'logout is left to the logout page, so signing out stays possible',
      hub('logout', '/logout', 'T'),
      PROCEED,
    ],
  ])('%s', (_rule, ctx, expected) => {
    expect(hubRules(ctx)).toEqual(expected);
  });

  it('the check carries the hub\'s language, and the redirect to the child adds it (product.md §4 "Language")', () => {
    const ctx = {
      ...hub('sso', `/sso?appCode=GC&redirect=${enc(CHILD)}`, 'T'),
      locale: 'en-US' as const,
    };
    const decision = hubRules(ctx);
    expect(decision.next).toMatchObject({ type: 'server', step: { language: 'en-US' } });
    const step = (decision.next as { step: ServerStep }).step;
    const back = resumeHub(step as Extract<ServerStep, { type: 'check-app' }>, {
      type: 'ok',
      login: null,
      appToken: 'CODE',
    });
    expect(back.next).toEqual({
      type: 'redirect',
      url: 'https://gc.test/index?x=1&ssoToken=CODE&language=en-US',
    });
    // A language the child's own address names (a link that locks it) is left as it is.
    expect(withSsoToken(`${CHILD}&language=zh-CN`, 'CODE', undefined, 'en-US')).toBe(
      'https://gc.test/index?x=1&language=zh-CN&ssoToken=CODE',
    );
  });
});

describe('hub rules (product.md §2.2): after the app check', () => {
  const step: ServerStep = {
    type: 'check-app',
    token: 'T',
    appCode: 'GC',
    redirect: CHILD,
    retry: false,
  };
  const retry: ServerStep = { ...step, retry: true };
  const login = { jwtToken: 'T', menus: [] } as unknown as LoginResult;

  it.each<[string, ServerStep, StepOutcome, Decision]>([
    [
      '"On success redirect to the redirect query parameter with ssoToken appended": the code issued for the app, never the hub token (DESIGN.md "Security model")',
      step,
      { type: 'ok', login: null, appToken: 'AC-1' },
      { effects: [], next: { type: 'redirect', url: 'https://gc.test/index?x=1&ssoToken=AC-1' } },
    ],
    [
      'an answer without an app token, or with the hub token itself, is not followed',
      step,
      { type: 'ok', login: null, appToken: 'T' },
      {
        effects: [{ type: 'message', key: 'sso.redirectRefused' }],
        next: { type: 'route', name: 'apps' },
      },
    ],
    [
      'a redirect the server refuses for this app code (40113) is not followed',
      step,
      { type: 'refused', result: 40113 },
      {
        effects: [{ type: 'message', key: 'sso.redirectRefused' }],
        next: { type: 'route', name: 'apps' },
      },
    ],
    [
      '"If the result is above 0, show \'unit has not opened the application or the application is disabled\' and go to apps."',
      step,
      { type: 'refused', result: 53012 },
      {
        effects: [{ type: 'message', key: 'sso.appNotOpened' }],
        next: { type: 'route', name: 'apps' },
      },
    ],
    [
      '"If the check throws, go back to sso with the logout flag."',
      step,
      { type: 'failed', message: 'boom' },
      {
        effects: [],
        next: {
          type: 'route',
          name: 'sso',
          query: { logout: '1', appCode: 'GC', redirect: CHILD },
        },
      },
    ],
    [
      '"A logout query triggers a retry" — the retry succeeds: redirect',
      retry,
      { type: 'ok', login: null, appToken: 'AC-2' },
      { effects: [], next: { type: 'redirect', url: 'https://gc.test/index?x=1&ssoToken=AC-2' } },
    ],
    [
      '"… if that fails the sso token and the session are cleared."',
      retry,
      { type: 'failed', message: 'boom' },
      { effects: [{ type: 'clear-session' }], next: { type: 'proceed' } },
    ],
    [
      '"A logout query triggers a retry" (session) — still good: apps',
      { type: 'recheck-session', token: 'T' },
      { type: 'ok', login },
      { effects: [{ type: 'start-session', login }], next: { type: 'route', name: 'apps' } },
    ],
    [
      '"… if that fails the sso token and the session are cleared." (session)',
      { type: 'recheck-session', token: 'T' },
      { type: 'failed', message: 'expired' },
      { effects: [{ type: 'clear-session' }], next: { type: 'proceed' } },
    ],
  ])('%s', (_rule, s, outcome, expected) => {
    expect(
      resumeHub(s as Extract<ServerStep, { type: 'check-app' | 'recheck-session' }>, outcome),
    ).toEqual(expected);
  });

  it("the hub's own tile (appCode SSO) goes to apps: no code for the hub, none left in its address", () => {
    expect(hubRules(hub('sso', `/sso?appCode=SSO&redirect=${enc(`${HUB}/sso`)}`, 'T'))).toEqual(
      go('apps'),
    );
  });

  it('replaces an ssoToken the redirect already carried instead of adding a second one', () => {
    const s: ServerStep = { ...step, redirect: 'https://gc.test/?ssoToken=old#/a' };
    expect(resumeHub(s, { type: 'ok', login: null, appToken: 'AC-3' }).next).toEqual({
      type: 'redirect',
      url: 'https://gc.test/?ssoToken=AC-3#/a',
    });
  });
});

describe('hub rules: ssoToken only to registered applications (DESIGN.md "Security model")', () => {
  const refused = {
    effects: [{ type: 'message', key: 'sso.redirectRefused' }],
    next: { type: 'route', name: 'apps' },
  };
  it.each([
    'https://evil.com/',
    '//evil.com',
    '/\\evil.com',
    'https://gc.test@evil.com',
    'https://gc.test.evil.com/',
    'javascript:alert(1)',
    'http://gc.test/',
    '/apps',
  ])('refuses redirect=%s with a message and never checks the token', (redirect) => {
    expect(hubRules(hub('sso', `/sso?appCode=GC&redirect=${enc(redirect)}`, 'T'))).toEqual(refused);
  });

  it('refuses an app with neither redirect nor registered host URL', () => {
    expect(hubRules(hub('sso', '/sso?appCode=GC', 'T'))).toEqual(refused);
  });

  it('follows the normalised form of an allowed redirect, not the raw text', () => {
    const decision = hubRules(
      hub('sso', `/sso?appCode=GC&redirect=${enc(' HTTPS://GC.TEST:443/a')}`, 'T'),
    );
    expect(decision).toEqual(checkApp('GC', 'https://gc.test/a'));
  });
});

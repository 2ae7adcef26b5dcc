import { describe, expect, it } from 'vitest';
import type { LoginResult, MenuItem } from '../contract/login';
import { childRules, findMenu, resumeChild, stripCredentials } from './child-rules';
import {
  readQuery,
  SSO_EXIT_MESSAGE,
  type ChildContext,
  type Decision,
  type ServerStep,
  type StepOutcome,
} from './types';

const APP = 'https://gc.test';
const HUB_SSO = 'https://hub.test/sso';
const REPORT: MenuItem = {
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
const MENUS: MenuItem[] = [{ ...REPORT, title: 'Reports', identity: 'TOP', children: [REPORT] }];

function child(
  route: string,
  path: string,
  token: string | null,
  menus: MenuItem[] | null = MENUS,
  pendingState: string | null = null,
): ChildContext {
  const url = `${APP}${path}`;
  return {
    mode: 'child',
    route,
    url,
    query: readQuery(url),
    token,
    appCode: 'GC',
    appName: 'Group Center',
    hubUrl: HUB_SSO,
    homeUrl: `${APP}/`,
    menus,
    pendingState,
    canBind: true,
  };
}
const enc = encodeURIComponent;
const hubUrl = (query: string) => `${HUB_SSO}?${query}`;
const title = (t: string) => ({ type: 'set-title', title: t }) as const;
const PROCEED = { type: 'proceed' } as const;

describe('child rules (product.md §2.4)', () => {
  it.each<[string, ChildContext, Decision]>([
    [
      '"sso-logout clears the session. If a clear query is present it posts a message to the parent window with a successful-exit result."',
      child('sso-logout', '/sso-logout?clear=1', 'T'),
      {
        effects: [
          { type: 'clear-session' },
          { type: 'post-to-parent', message: SSO_EXIT_MESSAGE, targetOrigin: 'https://hub.test' },
        ],
        next: PROCEED,
      },
    ],
    [
      '"Otherwise it redirects to the hub sso page with redirect, logout and appCode."',
      child('sso-logout', '/sso-logout', 'T'),
      {
        effects: [{ type: 'clear-session' }],
        next: {
          type: 'redirect',
          url: hubUrl(`redirect=${enc(`${APP}/`)}&logout=1&appCode=GC`),
          signIn: 'GC',
        },
      },
    ],
    [
      '"With ssoToken … in the query it validates it (check token …)", with the state this tab issued',
      child('index', '/index?ssoToken=S&x=1&ssoState=P', null, MENUS, 'P'),
      {
        effects: [{ type: 'replace-url', url: `${APP}/index?x=1` }],
        next: {
          type: 'server',
          step: {
            type: 'validate',
            via: 'check',
            token: 'S',
            state: 'P',
            appCode: 'GC',
            context: { ...child('index', '/index?x=1', null, MENUS, 'P') },
          },
        },
      },
    ],
    [
      '"With … token … in the query it validates it (check token …)", with the state this tab issued',
      child('index', '/index?token=S&ssoState=P', 'OLD', MENUS, 'P'),
      {
        effects: [{ type: 'replace-url', url: `${APP}/index` }],
        next: {
          type: 'server',
          step: {
            type: 'validate',
            via: 'check',
            token: 'S',
            state: 'P',
            appCode: 'GC',
            context: child('index', '/index', 'OLD', MENUS, 'P'),
          },
        },
      },
    ],
    [
      'a code without state on a signed-in page is not spent: the user stays, told why',
      child('index', '/index?ssoToken=S', 'T'),
      {
        effects: [
          { type: 'replace-url', url: `${APP}/index` },
          { type: 'message', key: 'sso.codeRefused' },
          title('Group Center'),
        ],
        next: PROCEED,
      },
    ],
    [
      'a code with a state this tab did not issue on a signed-in page is not spent either',
      child('index', '/index?ssoToken=S&ssoState=X', 'T', MENUS, 'P'),
      {
        effects: [
          { type: 'replace-url', url: `${APP}/index` },
          { type: 'message', key: 'sso.codeRefused' },
          title('Group Center'),
        ],
        next: PROCEED,
      },
    ],
    [
      'a code without state on a signed-out page with no sign-in under way: a sign-in of its own at the hub',
      child('index', '/index?ssoToken=S&x=1', null),
      {
        effects: [{ type: 'replace-url', url: `${APP}/index?x=1` }],
        next: {
          type: 'redirect',
          url: hubUrl(`redirect=${enc(`${APP}/index?x=1`)}&appCode=GC`),
          signIn: 'GC',
        },
      },
    ],
    [
      'a tab that cannot keep a state (storage blocked) takes an unbound code while signed out',
      { ...child('index', '/index?ssoToken=S', null), canBind: false },
      {
        effects: [{ type: 'replace-url', url: `${APP}/index` }],
        next: {
          type: 'server',
          step: {
            type: 'validate',
            via: 'check',
            token: 'S',
            state: null,
            appCode: 'GC',
            context: { ...child('index', '/index', null), canBind: false },
          },
        },
      },
    ],
    [
      'and refuses it while signed in',
      { ...child('index', '/index?ssoToken=S', 'T'), canBind: false },
      {
        effects: [
          { type: 'replace-url', url: `${APP}/index` },
          { type: 'message', key: 'sso.codeRefused' },
          title('Group Center'),
        ],
        next: PROCEED,
      },
    ],
    [
      'its own sign-in came back without the state it issued: refused, to /login (no loop)',
      child('index', '/index?ssoToken=S', null, MENUS, 'P'),
      {
        effects: [
          { type: 'replace-url', url: `${APP}/index` },
          { type: 'message', key: 'sso.codeRefused' },
        ],
        next: { type: 'route', name: 'login' },
      },
    ],
    [
      '"With … ticket in the query it validates it (… check ticket)"',
      child('index', '/index?ticket=ST-1&x=1', null),
      {
        effects: [{ type: 'replace-url', url: `${APP}/index?x=1` }],
        next: {
          type: 'server',
          step: {
            type: 'validate',
            via: 'iamCheck',
            ticket: 'ST-1',
            service: `${APP}/index?x=1`,
            appCode: 'GC',
            context: child('index', '/index?x=1', null),
          },
        },
      },
    ],
    [
      '"With no token it redirects to the hub sso page with redirect and appCode."',
      child('index', '/index?x=1', null),
      {
        effects: [],
        next: {
          type: 'redirect',
          url: hubUrl(`redirect=${enc(`${APP}/index?x=1`)}&appCode=GC`),
          signIn: 'GC',
        },
      },
    ],
    [
      '"A language query parameter sets the locale and locks it."',
      child('index', '/index?language=en-US', 'T'),
      { effects: [{ type: 'lock-locale', locale: 'en-US' }, title('Group Center')], next: PROCEED },
    ],
    [
      'an unknown language is ignored, not locked',
      child('index', '/index?language=fr-FR', 'T'),
      { effects: [title('Group Center')], next: PROCEED },
    ],
    [
      '"The ssoToken is stripped from the URL, and so is any hash." The language the hub hands over with the code is adopted as a choice (not locked) and leaves with it',
      child('index', '/index?language=zh-CN&x=1&ssoToken=S&ssoState=P#/x', null, MENUS, 'P'),
      {
        effects: [
          { type: 'replace-url', url: `${APP}/index?x=1` },
          { type: 'adopt-locale', locale: 'zh-CN' },
        ],
        next: {
          type: 'server',
          step: {
            type: 'validate',
            via: 'check',
            token: 'S',
            state: 'P',
            appCode: 'GC',
            context: child('index', '/index?x=1', null, MENUS, 'P'),
          },
        },
      },
    ],
    [
      "a language the page's own link named before it went to the hub comes back locked and stays in the address",
      {
        ...child('index', '/index?language=en-US&ssoToken=S&ssoState=P', null, MENUS, 'P'),
        languageLinked: true,
      },
      {
        effects: [
          { type: 'replace-url', url: `${APP}/index?language=en-US` },
          { type: 'lock-locale', locale: 'en-US' },
        ],
        next: {
          type: 'server',
          step: {
            type: 'validate',
            via: 'check',
            token: 'S',
            state: 'P',
            appCode: 'GC',
            context: {
              ...child('index', '/index?language=en-US', null, MENUS, 'P'),
              languageLinked: true,
            },
          },
        },
      },
    ],
    [
      'a language beside a CAS ticket stays a locking parameter: the ticket is for that address',
      child('index', '/index?language=en-US&ticket=ST-1', null),
      {
        effects: [
          { type: 'replace-url', url: `${APP}/index?language=en-US` },
          { type: 'lock-locale', locale: 'en-US' },
        ],
        next: {
          type: 'server',
          step: {
            type: 'validate',
            via: 'iamCheck',
            ticket: 'ST-1',
            service: `${APP}/index?language=en-US`,
            appCode: 'GC',
            context: child('index', '/index?language=en-US', null),
          },
        },
      },
    ],
    [
      '"… and so is any hash." (no token in the URL)',
      child('index', '/index?a=%20b#section', 'T'),
      {
        effects: [{ type: 'replace-url', url: `${APP}/index?a=%20b` }, title('Group Center')],
        next: PROCEED,
      },
    ],
    [
      '"If an identity query is given and menus are cached, the identity is verified" + "Page title is the app name plus the menu title"',
      child('index', '/index?identity=RPT', 'T'),
      { effects: [title('Group Center - My report')], next: PROCEED },
    ],
    [
      '"… otherwise the user goes to login." (no cached menus)',
      child('index', '/index?identity=RPT', 'T', null),
      { effects: [], next: { type: 'route', name: 'login' } },
    ],
    [
      '"the identity is verified": an identity not in the menus is refused',
      child('index', '/index?identity=NOPE', 'T'),
      {
        effects: [{ type: 'message', key: 'sso.noPermission' }],
        next: { type: 'route', name: 'login' },
      },
    ],
    [
      '"On failure it … goes to /login": /login renders without a token, so it cannot loop to the hub',
      child('login', '/login', null),
      { effects: [], next: PROCEED },
    ],
  ])('%s', (_rule, ctx, expected) => {
    expect(childRules(ctx)).toEqual(expected);
  });

  it('"Page title is the app name …": an app without a name leaves the title alone', () => {
    const ctx = { ...child('index', '/index', 'T'), appName: '' };
    expect(childRules(ctx)).toEqual({ effects: [], next: PROCEED });
  });

  it('strips ssoToken, token and ticket but keeps other parameters', () => {
    expect(stripCredentials('https://a.test/p?ssoToken=1&token=2&ticket=3&keep=4#h')).toBe(
      'https://a.test/p?keep=4',
    );
    expect(stripCredentials('https://a.test/p?keep=%20x')).toBe('https://a.test/p?keep=%20x');
  });

  it('finds an identity at any depth of the menu tree', () => {
    expect(findMenu(MENUS, 'RPT')?.title).toBe('My report');
    expect(findMenu(MENUS, 'TOP')?.title).toBe('Reports');
    expect(findMenu(MENUS, 'X')).toBeNull();
  });

  it('posts the exit message to the hub origin even when the hub URL is relative', () => {
    const ctx = { ...child('sso-logout', '/sso-logout?clear', 'T'), hubUrl: '/sso' };
    expect(childRules(ctx).effects).toContainEqual({
      type: 'post-to-parent',
      message: SSO_EXIT_MESSAGE,
      targetOrigin: APP,
    });
  });
});

describe('child rules (product.md §2.4): after validation', () => {
  const context = child('index', '/index?identity=RPT', null, null);
  const step: ServerStep = {
    type: 'validate',
    via: 'check',
    token: 'S',
    state: 'P',
    appCode: 'GC',
    context,
  };
  const login = { jwtToken: 'J', menus: MENUS } as unknown as LoginResult;

  it.each<[string, StepOutcome, Decision]>([
    [
      '"… and then logs in" (identity verified against the new menus, title set)',
      { type: 'ok', login },
      {
        effects: [{ type: 'start-session', login }, title('Group Center - My report')],
        next: PROCEED,
      },
    ],
    [
      '"On failure it shows the message and goes to /login."',
      { type: 'failed', message: 'Token expired' },
      {
        effects: [
          { type: 'message', key: 'sso.validateFailed', params: { reason: 'Token expired' } },
        ],
        next: { type: 'route', name: 'login' },
      },
    ],
  ])('%s', (_rule, outcome, expected) => {
    expect(resumeChild(step as Extract<ServerStep, { type: 'validate' }>, outcome)).toEqual(
      expected,
    );
  });
});

import { computed, effect, signal, type ReadonlySignal } from '@preact/signals-core';
import { listApps } from '../apps/apps-api';
import { loadStartupConfig, type StartupConfig } from '../config/load-config';
import { DEFAULT_API_BASES } from '../contract/app-config';
import type { ApiBases } from '../contract/app-config-types';
import type { AppInfo, LoginRequest, LoginResult } from '../contract/login';
import type { PmsLoginRequest } from '../contract/login-types';
import { defaultStorage, type KeyValueStorage } from '../core/storage';
import { createHttpClient, type HttpClient } from '../http/create-http-client';
import type { PorticoApiError } from '../http/errors';
import { createI18n, type I18n, type LocaleHints } from '../i18n/i18n';
import { errors as errorMessages } from '../i18n/messages/areas/errors';
import { loginRules } from '../i18n/messages/areas/login-rules';
import { registerMessages } from '../i18n/registry';
import type { Locale } from '../i18n/translate';
import { forcedPasswordChange, type ForcedPasswordChange } from '../session/password-rules';
import { createSession, type Session } from '../session/session';
import { changeLoginInfo, fetchLoginByToken } from '../session/session-api';
import {
  createSessionAnnouncer,
  watchSession,
  type SessionEndReason,
} from '../session/session-watch';
import {
  createCookieTokenStore,
  createMemoryTokenStore,
  HUB_APP_CODE,
  sessionStorageKey,
  tokenCookieName,
  type TokenStore,
} from '../session/token-store';
import { firstLoginError, normaliseLogin } from '../validation/login-form';

/** What `createPortico` may be given; every field has a default for a page on the server's origin. */
export interface PorticoOptions {
  /** Origin of the user-centre server; empty (default) for same-origin. */
  origin?: string;
  bases?: Partial<ApiBases>;
  /** This application's code (product.md §3 "Session/config"); loadConfig may set it. */
  appCode?: string;
  /** Whether this application is the SSO hub; loadConfig sets it from appConfig.json. */
  isHub?: boolean;
  tokenStore?: TokenStore;
  storage?: KeyValueStorage;
  /** Fixes the locale; without it the saved choice, then `localeHints`, then zh-CN decide. */
  locale?: Locale;
  /** What decides the locale when nothing is saved: a `language` parameter, the browser's languages. */
  localeHints?: LocaleHints;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
  /**
   * Called after a 50001 answer has cleared the session, with the route to go to: logout, or
   * sso-logout when the app uses SSO (api-contract.md §8). The default, in a browser, loads
   * `/logout` or `/sso-logout` of this origin; outside a browser it does nothing.
   */
  onSessionEnded?: (route: 'logout' | 'sso-logout') => void;
  /** Sees every API failure once, e.g. to show a toast. */
  onError?: (error: PorticoApiError) => void;
  Channel?: typeof BroadcastChannel;
}

/** One app's client on a page (`createPortico`): session, calls, config and locale. */
export interface PorticoClient {
  readonly http: HttpClient;
  readonly session: Session;
  readonly i18n: I18n;
  readonly bases: ReadonlySignal<ApiBases>;
  readonly appCode: ReadonlySignal<string>;
  /** Set by a 52100 answer: the account signed in elsewhere (api-contract.md §8). */
  readonly repeatLogin: ReadonlySignal<boolean>;
  /** Why the password must be changed now, or null (product.md §4). */
  readonly forcedPasswordChange: ReadonlySignal<ForcedPasswordChange | null>;
  /** Loads /app-config/*.json and applies the API bases and app code they name. */
  loadConfig(host?: string): Promise<StartupConfig>;
  /** Validates with the shared rules, signs in and starts the session (product.md §4). */
  login(request: LoginRequest): Promise<LoginResult>;
  /** Signs in with a hotel-system (PMS) account of the unit (product.md §1, api-contract.md §7.3). */
  pmsLogin(request: PmsLoginRequest): Promise<LoginResult>;
  /** Starts a session from a login result obtained elsewhere (an SSO check, a ticket). */
  startSession(result: LoginResult): void;
  /** Re-login by token: refreshes the login info (product.md §4). */
  reLogin(): Promise<LoginResult>;
  /**
   * Unit switch: a new token for `orgCode`, then fresh login info; with `reload` (the default
   * in a browser) the page reloads so every screen starts in the new unit (product.md §4).
   */
  switchUnit(orgCode: string, options?: { reload?: boolean }): Promise<LoginResult>;
  /** Calls SSO logout (errors ignored) and clears the session (product.md §4 "Logout"). */
  logout(): Promise<void>;
  /** Token poll and cross-tab logout (product.md §4); returns a stop function. */
  watchSession(onEnded: (reason: SessionEndReason) => void): () => void;
  listApps(): Promise<AppInfo[]>;
  /**
   * Closes what the client holds open: the cross-tab BroadcastChannel and every session watch
   * (timers, channels). After it, a Node process that used the client can exit.
   */
  dispose(): void;
}

/** api-contract.md §8 "result 50001: go to logout (sso-logout when sso)", on this origin. */
function goToRoute(route: 'logout' | 'sso-logout'): void {
  if (typeof location !== 'undefined') location.assign(`/${route}`);
}

/** Thrown by `login` before any call when a field breaks the login rules; its message is translated. */
export class LoginValidationError extends Error {
  override readonly name = 'LoginValidationError';
}

/**
 * Creates the client of one app on one page: the session and its token, the envelope client, the
 * startup config, the locale and the navigation rules' hooks. Pass `options` for another server
 * origin, the app code, storage or fetch; share it with the elements through `setDefaultPortico`.
 */
export function createPortico(options: PorticoOptions = {}): PorticoClient {
  // The texts the client itself shows: the error catalogue and the login rules. Session states
  // (forced password change, countdowns) are shown by screens, which register sessionMessages.
  registerMessages(errorMessages, loginRules);
  const storage = options.storage ?? defaultStorage();
  const appCode = signal(options.appCode ?? HUB_APP_CODE);
  // Per app code: a child on the hub's host never overwrites the hub's token or login info.
  const tokens =
    options.tokenStore ??
    (typeof document === 'undefined'
      ? createMemoryTokenStore()
      : createCookieTokenStore(() => tokenCookieName(appCode.value)));
  const session = createSession(tokens, storage, () => sessionStorageKey(appCode.value));
  const i18n = createI18n(storage, options.locale, options.localeHints);
  const bases = signal<ApiBases>({ ...DEFAULT_API_BASES, ...options.bases });
  const isHub = signal(options.isHub ?? true);
  const usesSso = signal(false);
  const repeatLogin = signal(false);
  const origin = options.origin ?? '';
  const announcer = createSessionAnnouncer(options.Channel);
  const watches = new Set<() => void>();
  // A signed-in user's unit may set the language a guessed locale falls back to (decide-locale.ts).
  const stopUnitLanguage = effect(() => {
    const info = session.info.value;
    if (info) i18n.useUnitDefault(info.unitLanguage);
  });

  const http = createHttpClient({
    bases: () => bases.value,
    origin,
    getToken: () => session.token.value,
    getLocale: () => i18n.locale.value,
    translate: (key) => i18n.t(key),
    timeoutMs: options.timeoutMs,
    fetch: options.fetch,
    onError: options.onError,
    onLogout: () => {
      // A call that went out after the session ended (a poll, a kick) has nothing left to end.
      if (!session.isLoggedIn.value) return;
      session.clear();
      (options.onSessionEnded ?? goToRoute)(usesSso.value ? 'sso-logout' : 'logout');
    },
    onRepeatLogin: () => {
      repeatLogin.value = true;
    },
  });

  function startSession(result: LoginResult) {
    repeatLogin.value = false;
    // The session is persisted only when the language is not locked by the URL (product.md §4).
    session.start(result, { persist: !i18n.locked.value });
    announcer.announce({ type: 'login' });
  }

  /** Checks the shared login rules (product.md §5), signs in and starts the session. */
  async function signIn(
    path: string,
    fields: LoginRequest,
    body: () => object,
  ): Promise<LoginResult> {
    const invalid = firstLoginError(fields);
    if (invalid) throw new LoginValidationError(i18n.t(invalid));
    const result = await http.request<LoginResult>('UC', path, { method: 'POST', body: body() });
    startSession(result);
    return result;
  }

  return {
    http,
    session,
    i18n,
    bases,
    appCode,
    repeatLogin,
    forcedPasswordChange: computed(() => forcedPasswordChange(session.info.value, appCode.value)),
    async loadConfig(host = typeof location === 'undefined' ? 'default' : location.host) {
      const config = await loadStartupConfig(origin, host, options.fetch);
      bases.value = { ...bases.value, ...config.system.apiBases, ...options.bases };
      const code = options.appCode ?? config.app.appCode;
      if (code !== appCode.value) {
        appCode.value = code;
        // The app code names the token cookie: read the one of this app.
        session.sync();
      }
      isHub.value = options.isHub ?? config.app.appCode === HUB_APP_CODE;
      usesSso.value = config.app.sso;
      return config;
    },
    login: (request) => signIn('/sso/login', request, () => normaliseLogin(request)),
    pmsLogin: (request) =>
      signIn('/sso/pmsLogin', { ...request, userCode: request.pmsAccount }, () => ({
        ...request,
        unitCode: request.unitCode.trim(),
        pmsAccount: request.pmsAccount.trim(),
      })),
    startSession,
    async reLogin() {
      const result = await fetchLoginByToken(http, isHub.value);
      startSession({ ...result, jwtToken: result.jwtToken || (session.token.value ?? '') });
      return result;
    },
    async switchUnit(orgCode, { reload = typeof location !== 'undefined' } = {}) {
      const jwtToken = await changeLoginInfo(http, { orgCode, appCode: appCode.value });
      tokens.set(jwtToken);
      session.sync();
      const result = await fetchLoginByToken(http, isHub.value);
      startSession({ ...result, jwtToken });
      if (reload) location.reload();
      return result;
    },
    async logout() {
      const token = session.token.value;
      if (token) {
        // The session's token goes in the Authorization header the client adds, never in the
        // URL, where proxies and access logs would keep it.
        await http.request('UC', '/sso/logout', { skipSessionHooks: true }).catch(() => undefined);
      }
      session.clear();
      announcer.announce({ type: 'logout' });
    },
    watchSession(onEnded) {
      const stop = watchSession(session, { onEnded, Channel: options.Channel });
      watches.add(stop);
      return () => {
        watches.delete(stop);
        stop();
      };
    },
    listApps: () => listApps(http),
    dispose() {
      stopUnitLanguage();
      for (const stop of watches) stop();
      watches.clear();
      announcer.close();
    },
  };
}

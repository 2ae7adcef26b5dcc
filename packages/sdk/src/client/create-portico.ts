import { signal, type ReadonlySignal } from '@preact/signals-core';
import { listApps } from '../apps/apps-api';
import { DEFAULT_API_BASES, type ApiBases } from '../contract/app-config';
import {
  loginRequestSchema,
  type AppInfo,
  type LoginRequest,
  type LoginResult,
} from '../contract/login';
import { defaultStorage, type KeyValueStorage } from '../core/storage';
import { createHttpClient, type HttpClient } from '../http/create-http-client';
import { createI18n, type I18n } from '../i18n/i18n';
import type { Locale } from '../i18n/translate';
import { createSession, type Session } from '../session/session';
import {
  createCookieTokenStore,
  createMemoryTokenStore,
  type TokenStore,
} from '../session/token-store';
import { loadStartupConfig, type StartupConfig } from '../config/load-config';
import { firstLoginError } from '../validation/login-form';

export interface PorticoOptions {
  /** Origin of the user-centre server; empty (default) for same-origin. */
  origin?: string;
  bases?: Partial<ApiBases>;
  tokenStore?: TokenStore;
  storage?: KeyValueStorage;
  locale?: Locale;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
  /** Called after a 50001 answer has cleared the session (api-contract.md §8). */
  onSessionEnded?: () => void;
}

export interface PorticoClient {
  readonly http: HttpClient;
  readonly session: Session;
  readonly i18n: I18n;
  readonly bases: ReadonlySignal<ApiBases>;
  /** Set by a 52100 answer: the account signed in elsewhere (api-contract.md §8). */
  readonly repeatLogin: ReadonlySignal<boolean>;
  /** Loads /app-config/*.json and applies the API bases they name. */
  loadConfig(host?: string): Promise<StartupConfig>;
  /** Validates with the shared rules, signs in and starts the session (product.md §4). */
  login(request: LoginRequest): Promise<LoginResult>;
  /** Calls SSO logout (errors ignored) and clears the session (product.md §4 "Logout"). */
  logout(): Promise<void>;
  listApps(): Promise<AppInfo[]>;
}

export class LoginValidationError extends Error {
  override readonly name = 'LoginValidationError';
}

export function createPortico(options: PorticoOptions = {}): PorticoClient {
  const storage = options.storage ?? defaultStorage();
  const tokens =
    options.tokenStore ??
    (typeof document === 'undefined' ? createMemoryTokenStore() : createCookieTokenStore());
  const session = createSession(tokens, storage);
  const i18n = createI18n(storage, options.locale);
  const bases = signal<ApiBases>({ ...DEFAULT_API_BASES, ...options.bases });
  const repeatLogin = signal(false);
  const origin = options.origin ?? '';

  const http = createHttpClient({
    bases: () => bases.value,
    origin,
    getToken: () => session.token.value,
    getLocale: () => i18n.locale.value,
    translate: (key) => i18n.t(key),
    timeoutMs: options.timeoutMs,
    fetch: options.fetch,
    onLogout: () => {
      session.clear();
      options.onSessionEnded?.();
    },
    onRepeatLogin: () => {
      repeatLogin.value = true;
    },
  });

  return {
    http,
    session,
    i18n,
    bases,
    repeatLogin,
    async loadConfig(host = typeof location === 'undefined' ? 'default' : location.host) {
      const config = await loadStartupConfig(origin, host, options.fetch);
      bases.value = { ...bases.value, ...config.system.apiBases, ...options.bases };
      return config;
    },
    async login(request) {
      const invalid = firstLoginError(request);
      if (invalid) throw new LoginValidationError(i18n.t(invalid));
      const body = loginRequestSchema.parse(request);
      const result = await http.request<LoginResult>('UC', '/sso/login', { method: 'POST', body });
      repeatLogin.value = false;
      session.start(result, { persist: !i18n.locked.value });
      return result;
    },
    async logout() {
      const token = session.token.value;
      if (token) {
        await http
          .request('UC', '/sso/logout', { query: { token }, skipSessionHooks: true })
          .catch(() => undefined);
      }
      session.clear();
    },
    listApps: () => listApps(http),
  };
}

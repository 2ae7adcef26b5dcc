import {
  createPortico,
  getDefaultPortico,
  isLocale,
  setDefaultPortico,
  type PorticoClient,
} from '@portico/sdk';
import { DEFAULT_API_BASES } from '@portico/sdk/internal';
import { signal } from '@preact/signals-core';
import { releaseMessaging } from '../messaging/shared-messaging';
import { bridgeClient } from './client-bridge';
import { setLiveEnabled } from './live-setting';
import { pageShared } from './page-state';

/** What a script-tag page may set once, before or after the elements render. */
export interface PorticoConfig {
  /** Origin of the Portico server (e.g. `https://portico.example.com`); same origin when absent. */
  apiBase?: string;
  /** The hub's URL, where elements send the user to sign in again. */
  hubUrl?: string;
  /** This application's code (messages are read for it; the user centre is `UC`). */
  appCode?: string;
  /** `zh-CN` or `en-US`; the stored or default locale when absent. */
  locale?: string;
  /** Live message push over STOMP; on by default. */
  live?: boolean;
}

// One per page, whichever entries of the package the page imports (page-state.ts).
const config = pageShared('config', () => signal<Readonly<PorticoConfig>>({}));
/** The client configure() made; null until then (the SDK's shared client is used). */
const configured = pageShared('configured', () => signal<PorticoClient | null>(null));

/** The current configuration (a signal read: components re-render when it changes). */
export function porticoConfig(): Readonly<PorticoConfig> {
  return config.value;
}

/**
 * `Portico.configure({...})` for script-tag pages (exposed on `window.Portico` by define.ts):
 * a new shared SDK client with these settings replaces the page's default one, and every
 * element without its own `client` follows it.
 */
export function configure(next: PorticoConfig = {}): PorticoClient {
  const merged = { ...config.value, ...next };
  // The replaced client's socket would stay open for nothing.
  releaseMessaging(configured.value ?? bridgeClient(getDefaultPortico()));
  const origin = merged.apiBase ? merged.apiBase.replace(/\/+$/, '') : undefined;
  const client = createPortico({
    origin,
    bases: socketOn(origin),
    appCode: merged.appCode,
    locale: isLocale(merged.locale) ? merged.locale : undefined,
    // The host page decides where a 50001 leads (`portico-logged-out`, `logout-redirect`).
    onSessionEnded: () => undefined,
  });
  setDefaultPortico(client);
  config.value = merged;
  setLiveEnabled(merged.live !== false);
  configured.value = client;
  return client;
}

const perAttributes = pageShared('perAttributes', () => new Map<string, PorticoClient>());

/**
 * The client an element uses: its `client` property, else one client per `api-base` +
 * `app-code` pair set as attributes, else the configured or shared default client.
 * Clients of one app code read the same session; each app code has its own token cookie and
 * login info (`tokenCookieName`), so `app-code="X"` shows app X's sign-in on this host.
 */
export function resolveClient({
  client,
  apiBase,
  appCode,
}: {
  client?: PorticoClient;
  apiBase?: string;
  appCode?: string;
}): PorticoClient {
  if (client) return bridgeClient(client);
  if (apiBase || appCode) {
    const key = `${apiBase ?? ''}|${appCode ?? ''}`;
    let found = perAttributes.get(key);
    if (!found) {
      const base = configured.value ?? bridgeClient(getDefaultPortico());
      const origin = apiBase ? apiBase.replace(/\/+$/, '') : (config.value.apiBase ?? undefined);
      found = createPortico({
        origin,
        bases: socketOn(origin),
        appCode: appCode ?? config.value.appCode ?? base.appCode.value,
        // A choice carries over; a guess does not, so the element's page may still decide.
        locale: base.i18n.chosen.value ? base.i18n.locale.value : undefined,
        onSessionEnded: () => undefined,
      });
      perAttributes.set(key, found);
    }
    return found;
  }
  // The page's default client may come from another copy of the SDK (one default per page).
  return configured.value ?? bridgeClient(getDefaultPortico());
}

/**
 * The STOMP endpoint on the server's origin: the SDK resolves a relative WEB_SOCKET base
 * against the page, which on another origin than the server's is the wrong host.
 */
function socketOn(origin: string | undefined) {
  return origin ? { WEB_SOCKET: new URL(DEFAULT_API_BASES.WEB_SOCKET, origin).href } : undefined;
}

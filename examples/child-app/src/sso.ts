import {
  createMemoryStorage,
  createMemoryTokenStore,
  createPortico,
  isLocale,
  type SessionInfo,
  runNavigation,
  setDefaultPortico,
  setupFromConfig,
  type Locale,
  type PorticoClient,
  type SsoSetup,
} from '@portico/sdk';
import { dropFlash, notify } from './dom';

/** One of the example apps this build serves. */
export interface ChildApp {
  /**
   * Registered in the demo seed (packages/server/src/db/demo/org.ts): DEMO_CHILD, DEMO_FRAME,
   * DEMO_REMOTE, or the code of another demo app registered at the same page (registered-app.ts).
   */
  appCode: string;
  /** The app's folder on the server; its index page. */
  base: string;
  /** A query every page of the app keeps (`?app=GC`), so each of them signs in as that app. */
  query?: string;
  /**
   * Keep the session in this page only. A framed child gets its token from the hub each time;
   * this way it never touches the cookie of a hub on the same host, and it still works where
   * the browser keeps no cookies for a frame of another site.
   */
  pageSession?: boolean;
  /**
   * The app's display name in a locale (the page title of product.md §2.4); `info` is the login
   * result once signed in, for a name the registration gives.
   */
  name(locale: Locale, info?: SessionInfo | null): string;
}

/** The named routes (product.md §2.1) that have a page in this app. */
export type ChildRoute = 'index' | 'login' | 'sso-logout';

/**
 * Where each named route lives: the build copies the index page into these folders. `query`
 * stays on each of them, so the hub's way back and the sign-out land on the same app.
 */
export function routePages(base: string, query = ''): Record<ChildRoute, string> {
  return {
    index: `${base}${query}`,
    login: `${base}login/${query}`,
    'sso-logout': `${base}sso-logout/${query}`,
  };
}

/** The named route of a path of this app; anything unknown is the index. */
export function routeOf(pathname: string, base: string): ChildRoute {
  const rest = pathname.startsWith(base) ? pathname.slice(base.length).replace(/\/$/, '') : '';
  return rest === 'login' || rest === 'sso-logout' ? rest : 'index';
}

/**
 * An explicit hub, fixed when the app is built (`VITE_PORTICO_HUB_URL=https://hub.example/sso`).
 * Without it the hub is the startup config's `hubUrl` (loginSystemConfig.json), which the Portico
 * server makes absolute when PORTICO_HUB_ORIGIN is set.
 */
const explicitHubUrl: string | undefined = import.meta.env.VITE_PORTICO_HUB_URL || undefined;

export interface Started {
  portico: PorticoClient;
  setup: SsoSetup;
  route: ChildRoute;
  pages: Record<ChildRoute, string>;
}

/**
 * Signs the page in the way product.md §2.4 says, with nothing but the SDK: strip the token,
 * lock the locale of a `language` link, validate the ssoToken and start the session, or go to the
 * hub. Resolves when the page may render; null when the rules are already navigating away.
 */
export async function startChild(app: ChildApp): Promise<Started | null> {
  const pages = routePages(app.base, app.query);
  const portico = createPortico({
    appCode: app.appCode,
    isHub: false,
    ...(app.pageSession
      ? { tokenStore: createMemoryTokenStore(), storage: createMemoryStorage() }
      : {}),
    // A 50001 answer cleared the session: to sso-logout, and from there to the hub (§2.4).
    onSessionEnded: (route) => location.assign(pages[route === 'logout' ? 'login' : route]),
  });
  // The elements that read the page's default client see this one, lazy chunks included.
  setDefaultPortico(portico);

  const config = await portico.loadConfig();
  const language = new URL(location.href).searchParams.get('language');
  const locale = isLocale(language) ? language : portico.i18n.locale.value;
  const setup = setupFromConfig(config, {
    // The server's appConfig.json describes the hub; this page is a child app whatever it says.
    mode: 'child',
    appCode: app.appCode,
    appName: app.name(locale, portico.session.info.value),
    hubUrl: explicitHubUrl ?? config.system.hubUrl,
    homeUrl: new URL(pages.index, location.href).href,
    routePaths: pages,
  });

  const route = routeOf(location.pathname, app.base);
  const ending = await runNavigation(portico, setup, { route }, { notify });
  if (ending.type !== 'proceed') return null;
  dropFlash();

  // A locked language keeps the login info out of storage (product.md §4): after a reload the
  // token is there and the info is not, so it is fetched again with the token.
  if (route === 'index' && portico.session.token.value && !portico.session.info.value) {
    try {
      await portico.reLogin();
    } catch {
      location.assign(pages.login);
      return null;
    }
  }
  return { portico, setup, route, pages };
}

/** The hub's origin, for display and to check where the exit message goes. */
export function hubOrigin(setup: SsoSetup): string {
  return new URL(setup.hubUrl ?? '/sso', location.href).origin;
}

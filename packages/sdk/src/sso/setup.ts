import type { PorticoClient } from '../client/create-portico';
import type { StartupConfig } from '../config/load-config';
import type { AppCodeToHostUrl } from '../contract/app-config-types';
import { isLocale, translate } from '../i18n/translate';
import { appNameKey, isKnownAppCode } from '../links/app-names';
import type { HubNavigation } from './hub-navigation';
import { pendingLinksLanguage, pendingState, signInStorage } from './sign-in-binding';
import {
  readQuery,
  type NamedRoute,
  type RouteQuery,
  type RouteName,
  type SsoContext,
} from './types';

/** How an app takes part in sso: which rules apply and what they need to know. */
export interface SsoSetup {
  /** hub: product.md §2.2; standalone: §2.3; child: §2.4. */
  mode: 'hub' | 'standalone' | 'child';
  /** This app's code (appConfig.json). */
  appCode: string;
  /** For the page title; defaults to the app code's display name, else the code. */
  appName?: string;
  /** child: the hub's sso page (LoginSystemConfig.hubUrl, e.g. `/sso` or `https://hub/sso`). */
  hubUrl?: string;
  /** child: where the hub sends the user back after logout; defaults to this origin's root. */
  homeUrl?: string;
  /** hub: appCode2HostUrl.json, registered addresses (DESIGN.md "Security model"). */
  appHostUrls?: AppCodeToHostUrl;
  /**
   * hub: more registered app URLs, for a redirect that names no app code; the hrefs of the
   * session's apps are always added (with an app code, only that app's).
   */
  appUrls?: readonly string[];
  /** Paths of the named routes in this app; default `/<name>` (product.md §2.5). */
  routePaths?: Partial<Record<NamedRoute, string>>;
  /**
   * hub: the hub's rules (`hubNavigation`). `setupFromConfig` of `@portico/sdk/hub` sets it; the
   * root entry's leaves it out, so that only the hub's bundle carries them.
   */
  hub?: HubNavigation;
}

/** The hub's rules of a hub setup (its `hub`), or a clear error naming where they are. */
export function hubOf(hub: HubNavigation | undefined): HubNavigation {
  if (hub) return hub;
  throw new TypeError(
    "This app is the hub (app code SSO): import setupFromConfig from '@portico/sdk/hub', which adds the hub's rules",
  );
}

/** The slice of the client that the rules and the runner use. */
export type SsoClient = Pick<PorticoClient, 'http' | 'session' | 'i18n'>;

/**
 * A setup from the startup config (api-contract.md §7.2): the app with code SSO is the hub
 * (product.md §2.5 "/sso (application code SSO)"); any other app is a child when its
 * appConfig entry says sso, else standalone. The hub's rules are not included: the hub calls the
 * `setupFromConfig` of `@portico/sdk/hub`, which adds them.
 */
export function setupFromConfig(config: StartupConfig, extra: Partial<SsoSetup> = {}): SsoSetup {
  const { app, system, appHostUrls } = config;
  const mode = app.appCode === 'SSO' ? 'hub' : app.sso ? 'child' : 'standalone';
  return { mode, appCode: app.appCode, hubUrl: system.hubUrl, appHostUrls, ...extra };
}

/** The URL of a named route, relative to `base`, with its query. */
export function routeUrl(
  setup: SsoSetup,
  name: NamedRoute,
  query: RouteQuery | undefined,
  base: string,
) {
  const url = new URL(setup.routePaths?.[name] ?? `/${name}`, base);
  for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, value);
  return url.href;
}

/** Reads the client's session and the setup into the plain context the rules take. */
export function createSsoContext(
  client: SsoClient,
  setup: SsoSetup,
  target: { route: RouteName; url: string },
): SsoContext {
  const base = {
    route: target.route,
    url: target.url,
    query: readQuery(target.url),
    token: client.session.token.value,
  };
  switch (setup.mode) {
    case 'standalone':
      return { ...base, mode: 'standalone' };
    case 'hub':
      return hubOf(setup.hub).context(client, setup, base);
    case 'child': {
      if (!setup.hubUrl) throw new TypeError('A child app needs the hub URL (hubUrl)');
      const hubUrl = new URL(setup.hubUrl, target.url).href;
      // In the locale a `language` parameter is about to lock (product.md §2.4), if any.
      const locale = isLocale(base.query.language) ? base.query.language : client.i18n.locale.value;
      // The display name when the app names are registered (linksMessages), else the code: a
      // title never shows a message key.
      const nameKey = isKnownAppCode(setup.appCode) ? appNameKey(setup.appCode) : null;
      const name = nameKey && translate(locale, nameKey, undefined, client.i18n.overrides.value);
      const knownName = name && name !== nameKey ? name : setup.appCode;
      return {
        ...base,
        mode: 'child',
        appCode: setup.appCode,
        appName: setup.appName ?? knownName,
        hubUrl,
        homeUrl: new URL(setup.homeUrl ?? '/', target.url).href,
        menus: client.session.info.value?.menus ?? null,
        pendingState: pendingState(setup.appCode),
        languageLinked: pendingLinksLanguage(setup.appCode),
        canBind: signInStorage() !== null,
      };
    }
  }
}

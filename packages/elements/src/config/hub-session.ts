import { type PorticoClient } from '@portico/sdk';
import { HUB_APP_CODE, stripCredentials } from '@portico/sdk/internal';

/**
 * A session for a page on another origin, from the hub (elements README "Embed Portico on
 * your site"). The page has only `hub-url` and `app-code`: Sign in sends the browser to the
 * hub's SSO page for that app code, the hub (signed in, or after its sign-in) sends it back
 * with a one-time code issued for the origin registered for the app, and the elements trade
 * the code for an app session (`/sso/check`), kept in this origin's per-app cookie. A
 * top-level redirect needs no third-party storage, so browsers that block it still work;
 * the hub's own token never leaves the hub.
 */

/** The hub's SSO page: `hub-url` itself when it names a path, else `/sso` on its origin. */
export function hubSsoPage(hubUrl: string): URL {
  const url = new URL(hubUrl, window.location.href);
  if (url.pathname === '/' || url.pathname === '') url.pathname = '/sso';
  url.search = '';
  url.hash = '';
  return url;
}

/** The API origin of a hub address. */
export function hubOrigin(hubUrl: string): string {
  return new URL(hubUrl, window.location.href).origin;
}

/** Where Sign in goes: the hub's SSO page for `appCode`, back to this page without credentials. */
export function hubSignInUrl(hubUrl: string, appCode: string, page = window.location.href): string {
  const url = hubSsoPage(hubUrl);
  url.searchParams.set('appCode', appCode);
  url.searchParams.set('redirect', stripCredentials(page));
  return url.href;
}

/** What the hub does for a session of another app: credentials are changed there only. */
export type HubAction = 'password' | 'unit';

/**
 * Where a credential action goes: the hub's SSO page with `action`, which opens the hub's own
 * page for it and then comes back through the usual hand-off (`appCode`, `redirect`; the hub
 * sends the browser only to the origin registered for the app).
 */
export function hubActionUrl(
  hubUrl: string,
  action: HubAction,
  appCode: string,
  page = window.location.href,
): string {
  const url = new URL(hubSignInUrl(hubUrl, appCode, page));
  url.searchParams.set('action', action);
  return url.href;
}

/**
 * The hub that changes this client's credentials, or null when the client changes them itself:
 * the hub's own client (a hub session), or no hub address known (the server then refuses an app
 * session with its 'continue in the hub' message).
 */
export function credentialHub(client: PorticoClient, hubUrl: string | undefined): string | null {
  return hubUrl && client.appCode.value !== HUB_APP_CODE ? hubUrl : null;
}

const exchanges = new WeakMap<PorticoClient, Promise<void>>();

/**
 * Trades the one-time code the hub put on this page's address (`ssoToken`) for an app session
 * of `appCode`, once per client however many elements ask. The code leaves the address bar
 * before the call, so a reload, the history or a copied link never offers it again. A refused
 * or spent code leaves the page signed out (Sign in stays on offer).
 */
export function adoptHubCode(client: PorticoClient, appCode: string): Promise<void> {
  const found = exchanges.get(client);
  if (found) return found;
  const code = new URL(window.location.href).searchParams.get('ssoToken');
  if (code) {
    const { hash } = window.location;
    window.history.replaceState(
      window.history.state,
      '',
      stripCredentials(window.location.href) + hash,
    );
  }
  // The SSO calls load only on a page that came back with a code.
  const done = code
    ? import('./hub-exchange').then(({ exchange }) => exchange(client, code, appCode))
    : Promise.resolve();
  exchanges.set(client, done);
  return done;
}

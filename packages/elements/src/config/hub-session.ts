import { isLocale, type Locale, type MessageKey, type PorticoClient } from '@portico/sdk';
import {
  HUB_APP_CODE,
  signInStorage,
  SSO_STATE_PARAM,
  startSignIn,
  stripCredentials,
  stripHandOff,
  takeVerifier,
} from '@portico/sdk/internal';
import { pageShared } from './page-state';

/**
 * A session for a page on another origin, from the hub (elements README "Embed Portico on
 * your site"). The page has only `hub-url` and `app-code`: Sign in sends the browser to the
 * hub's SSO page for that app code with a state and a challenge this tab keeps, the hub (signed
 * in, or after its sign-in) sends it back with a one-time code issued for the origin registered
 * for the app and bound to the challenge, and the elements trade the code, with its verifier,
 * for an app session (`/sso/check`), kept in this origin's per-app cookie. A top-level redirect
 * needs no third-party storage, so browsers that block it still work; the hub's own token never
 * leaves the hub.
 */

/** This page's address; none on a server render (Node), where only absolute addresses resolve. */
const pageHref = (): string | undefined =>
  typeof location === 'undefined' ? undefined : location.href;

/** The hub's SSO page: `hub-url` itself when it names a path, else `/sso` on its origin. */
export function hubSsoPage(hubUrl: string): URL {
  const url = new URL(hubUrl, pageHref());
  if (url.pathname === '/' || url.pathname === '') url.pathname = '/sso';
  url.search = '';
  url.hash = '';
  return url;
}

/** The API origin of a hub address. */
export function hubOrigin(hubUrl: string): string {
  return new URL(hubUrl, pageHref()).origin;
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
 * sends the browser only to the origin registered for the app), in the element's language
 * (`language`), so the hub's page speaks what this page does.
 */
export function hubActionUrl(
  hubUrl: string,
  action: HubAction,
  appCode: string,
  locale: Locale,
  page = window.location.href,
): string {
  const url = new URL(hubSignInUrl(hubUrl, appCode, page));
  url.searchParams.set('action', action);
  url.searchParams.set('language', locale);
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

/**
 * Sign in: to the hub, a sign-in of `appCode` bound to this tab (state and challenge), in the
 * element's language (`language`), so the hub's sign-in page speaks what this page does.
 */
export async function signInAtHub(hubUrl: string, appCode: string, locale: Locale): Promise<void> {
  const url = new URL(hubSignInUrl(hubUrl, appCode));
  url.searchParams.set('language', locale);
  window.location.assign(await startSignIn(url.href, appCode));
}

/** How the code on the address ended, for the element that reports it (toast and event). */
export type HubCodeOutcome =
  | { type: 'none' }
  | { type: 'signed-in' }
  /** Not spent (not this page's sign-in) or refused by the server: the page stays as it was. */
  | { type: 'refused'; key: MessageKey; params?: Record<string, string> }
  /** A live session of another user was kept: `params` names `current` and `next`. */
  | { type: 'kept'; key: MessageKey; params: { current: string; next: string } };

/** `portico-sso-refused`: `state` when the code was not this page's, `server` when refused. */
export interface SsoRefusedDetail {
  reason: 'state' | 'server';
  /** The text the element showed. */
  message: string;
}

/** `portico-sso-kept`: who stays signed in, and whose sign-in was not used. */
export interface SsoKeptDetail {
  current: string;
  next: string;
}

// One per page, whichever entries of the package the page imports: a code is spent once.
const exchanges = pageShared(
  'exchanges',
  () => new WeakMap<PorticoClient, Promise<HubCodeOutcome>>(),
);

/**
 * Trades the one-time code the hub put on this page's address (`ssoToken`) for an app session
 * of `appCode`, once per client however many elements ask; `report` hears the outcome only
 * when this call is the one that ran it, so one element tells the user. The code and its state
 * leave the address bar before the call, so a reload, the history or a copied link never offers
 * them again. A refused code leaves the page as it was (signed out: Sign in stays on offer).
 */
export function adoptHubCode(
  client: PorticoClient,
  appCode: string,
  report?: (outcome: HubCodeOutcome) => void,
): Promise<HubCodeOutcome> {
  const found = exchanges.get(client);
  if (found) return found;
  const query = new URL(window.location.href).searchParams;
  const code = query.get('ssoToken');
  const state = query.get(SSO_STATE_PARAM);
  if (code) {
    const { hash } = window.location;
    window.history.replaceState(
      window.history.state,
      '',
      stripHandOff(window.location.href) + hash,
    );
    // The hub's language comes with its code: the user's choice there is theirs here too.
    const language = query.get('language');
    if (isLocale(language)) client.i18n.setLocale(language);
  }
  // The state is good once, whatever the code turns out to be.
  const verifier = code ? takeVerifier(appCode, state) : null;
  // The SSO calls load only on a page that came back with a code.
  const done: Promise<HubCodeOutcome> = code
    ? import('./hub-exchange').then(({ exchange }) =>
        exchange(client, code, appCode, verifier, undefined, signInStorage() !== null),
      )
    : Promise.resolve({ type: 'none' });
  exchanges.set(client, done);
  if (report) void done.then(report);
  return done;
}

import { readJson, type KeyValueStorage } from '../core/storage';

/*
 * The page that starts a sign-in binds the code the hub sends back to itself (RFC 7636 in
 * spirit): a random `ssoState` and a verifier, kept in this origin's sessionStorage per app code;
 * the hub gets the state and `codeChallenge` = base64url(SHA-256(verifier)), mints the code bound
 * to the challenge and sends the state back beside it. The page takes only a code whose state
 * it issued, and redeems it with the verifier, so a code of someone else's sign-in (a link, a
 * stolen code) never becomes this page's session.
 */

/** The query parameter that carries the state to the hub and back, beside `ssoToken`. */
export const SSO_STATE_PARAM = 'ssoState';
/** The query parameter that carries the challenge to the hub and from it to /sso/check. */
export const CODE_CHALLENGE_PARAM = 'codeChallenge';

interface PendingSignIn {
  state: string;
  verifier: string;
  /** The address the hub returns to names its own `language` (a link that locks it). */
  linked?: boolean;
}

const keyOf = (appCode: string) => `portico.sso.pending.${appCode}`;

/** This tab's sessionStorage, or null where the page may not use it (a blocked frame, Node). */
export function signInStorage(): KeyValueStorage | null {
  try {
    return sessionStorage;
  } catch {
    return null;
  }
}

/** base64url without padding. */
const base64url = (bytes: ArrayBuffer | Uint8Array) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');

/** 32 random bytes, base64url: 43 characters, a valid RFC 7636 verifier. */
const randomText = () => base64url(crypto.getRandomValues(new Uint8Array(32)));

/**
 * base64url(SHA-256(verifier)). Null where the browser has no Web Crypto digest (a page on plain
 * http that is not localhost): the sign-in is then bound by its state alone.
 */
export async function codeChallengeOf(verifier: string): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle;
  return subtle
    ? base64url(await subtle.digest('SHA-256', new TextEncoder().encode(verifier)))
    : null;
}

/**
 * Starts a sign-in of `appCode` at the hub's address `hubUrl`: a fresh state and verifier
 * replace any earlier pending one of this tab, and the address comes back with the state and
 * the challenge added. Where nothing can be kept, nothing is added: the code comes back unbound.
 */
export async function startSignIn(
  hubUrl: string,
  appCode: string,
  storage = signInStorage(),
): Promise<string> {
  const url = new URL(hubUrl);
  if (storage) {
    const pending: PendingSignIn = { state: randomText(), verifier: randomText() };
    if (namesLanguage(url.searchParams.get('redirect'))) pending.linked = true;
    storage.setItem(keyOf(appCode), JSON.stringify(pending));
    url.searchParams.set(SSO_STATE_PARAM, pending.state);
    const challenge = await codeChallengeOf(pending.verifier);
    if (challenge) url.searchParams.set(CODE_CHALLENGE_PARAM, challenge);
  }
  return url.href;
}

const pendingOf = (appCode: string, storage: KeyValueStorage | null) =>
  storage && readJson<PendingSignIn>(storage, keyOf(appCode));

function namesLanguage(address: string | null): boolean {
  try {
    return address !== null && new URL(address).searchParams.has('language');
  } catch {
    return false;
  }
}

/**
 * Whether the address the pending sign-in of `appCode` returns to names its own `language`: the
 * language that comes back is then the page's link (locked), not the hub's hand-off (adopted).
 */
export function pendingLinksLanguage(appCode: string, storage = signInStorage()): boolean {
  return pendingOf(appCode, storage)?.linked === true;
}

/** The state of the sign-in this tab started for `appCode` and has not finished, or null. */
export function pendingState(appCode: string, storage = signInStorage()): string | null {
  return pendingOf(appCode, storage)?.state || null;
}

/**
 * Ends the pending sign-in of `appCode` (a state is good once) and answers its verifier when
 * `state` is the one it issued; null otherwise: the code that came with it is not this page's.
 */
export function takeVerifier(
  appCode: string,
  state: string | null | undefined,
  storage = signInStorage(),
): string | null {
  const pending = pendingOf(appCode, storage);
  storage?.removeItem(keyOf(appCode));
  return pending && state && pending.state === state ? pending.verifier : null;
}

/**
 * The OpenID Connect sign-in (server README "OpenID Connect"): the provider sends a browser that
 * must sign in to `/sso?oidc=<interaction uid>` (the hub's sign-in page); once signed in, the browser goes back to the
 * provider's interaction, which finishes the client's request. Only a well-formed uid is
 * followed, and only to this host's own /oidc path, so the parameter cannot send anyone elsewhere.
 */
export function oidcReturnPath(search: string): string | null {
  const uid = new URLSearchParams(search).get('oidc');
  return uid && /^[\w-]{1,128}$/.test(uid) ? `/oidc/interaction/${uid}` : null;
}

/**
 * `fresh=1` beside a valid `oidc`: the provider asks for a new sign-in (`prompt=login`,
 * `max_age`), so the sign-in form shows even to a signed-in user. Without it the hub's sso rules
 * would send that user on to the launcher and the client's request would never finish.
 */
export function wantsFreshSignIn(search: string): boolean {
  return new URLSearchParams(search).get('fresh') === '1' && oidcReturnPath(search) !== null;
}

/**
 * `mfa=1` beside a valid `oidc`: the client demanded a second factor (`acr_values`), so the
 * sign-in asks the server for one (`secondFactor`) whatever the unit's policy; without it a
 * password alone would make a session the provider sends straight back here.
 */
export function demandsSecondFactor(search: string): boolean {
  return new URLSearchParams(search).get('mfa') === '1' && oidcReturnPath(search) !== null;
}

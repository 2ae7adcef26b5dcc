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

/**
 * The CAS sign-in (server README "CAS"): `/cas/login` sends a browser that must sign in to
 * `/sso?cas=<request id>` (the hub's sign-in page); once signed in, the browser goes back to
 * `/cas/login?resume=<id>`, which sends the application its ticket. Only a well-formed id is
 * followed, and only to this host's own /cas/login, so the parameter cannot send anyone elsewhere.
 */
export function casReturnPath(search: string): string | null {
  const id = new URLSearchParams(search).get('cas');
  return id && /^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$/i.test(id)
    ? `/cas/login?resume=${id}`
    : null;
}

/**
 * `fresh=1` beside a valid `cas`: the application asked for a new sign-in (CAS `renew`), so the
 * sign-in form shows even to a signed-in user instead of the hub's launcher.
 */
export function wantsFreshCasSignIn(search: string): boolean {
  return new URLSearchParams(search).get('fresh') === '1' && casReturnPath(search) !== null;
}

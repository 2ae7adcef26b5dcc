import { isPorticoApiError } from '@portico/sdk';
import {
  callApi,
  type LoginResult,
  UPSTREAM_ERRORS,
  UPSTREAM_SIGN_IN_CALLS,
  type UpstreamError,
  upstreamLinkNeededSchema,
  type UpstreamLinkNeeded,
} from '@portico/sdk/contract';
import { portico } from '../../lib/portico';
import { oidcReturnPath } from './oidc-return';

/**
 * The corporate sign-in (server README "Upstream identity providers") comes back to the sign-in
 * page with `?upstream=<one-time code>` once the unit's provider vouched for the user, or with
 * `?upstreamError=<reason>` when it could not.
 */
export function upstreamReturn(search: string): { code: string } | { error: UpstreamError } | null {
  const query = new URLSearchParams(search);
  const code = query.get('upstream');
  if (code && /^[\w-]{16,128}$/.test(code)) return { code };
  const error = query.get('upstreamError') as UpstreamError | null;
  return error && UPSTREAM_ERRORS.includes(error) ? { error } : null;
}

/**
 * POST {UC}/sso/upstream/finish: the same login result as the form's, or its refusal; with the
 * Portico account's credentials, it links a corporate identity not linked yet.
 */
export async function finishUpstream(
  code: string,
  credentials?: { userCode: string; password: string },
): Promise<LoginResult> {
  const result = await callApi(
    portico.http,
    UPSTREAM_SIGN_IN_CALLS.finish,
    { code, ...credentials },
    { skipSessionHooks: true },
  );
  portico.startSession(result);
  return result;
}

/**
 * Where the login page's corporate button sends the browser for a unit: the server's own
 * address (not a configurable API base), since the provider answers the server there.
 */
export function upstreamStartUrl(unitCode: string, search = ''): string {
  const start = `/uc/sso/upstream/start?unitCode=${encodeURIComponent(unitCode.trim())}`;
  // An OpenID Connect sign-in waiting on this page is resumed once the corporate one is done.
  const waiting = oidcReturnPath(search) ? new URLSearchParams(search).get('oidc') : null;
  return waiting ? `${start}&oidc=${waiting}` : start;
}

/** The refusal of an identity not linked yet: the page then asks for the account's credentials. */
export function linkNeededOf(error: unknown): UpstreamLinkNeeded | null {
  if (!isPorticoApiError(error)) return null;
  const parsed = upstreamLinkNeededSchema.safeParse(error.retVal);
  return parsed.success ? parsed.data : null;
}

import { callApi, SSO_CALLS, type CasLoginOption } from '@portico/sdk/contract';
import { portico } from '../../../lib/portico';
import { useLookup } from '../../../lib/use-lookup';

/** GET {UC}/sso/casLoginOption (api-contract.md §7.3): what the page offers besides the form. */
export function getLoginOptions(): Promise<CasLoginOption> {
  return callApi(portico.http, SSO_CALLS.casLoginOption, {}, { skipSessionHooks: true });
}

/** Read once per page load; a failed read offers the defaults (undefined options). */
export function useLoginOptions() {
  return useLookup('login-options', () => getLoginOptions().catch(() => undefined));
}

/** One external sign-in button: its label and where it goes. */
export interface SsoButton {
  id: string;
  url: string;
}

/**
 * The SSO buttons the options ask for: only http(s) addresses, so that a misconfigured option
 * can never run script on the login page.
 */
export function ssoButtons(options: CasLoginOption | undefined, origin: string): SsoButton[] {
  const raw = options?.cas.enabled ? options.cas.loginUrl : null;
  if (!raw) return [];
  try {
    const url = new URL(raw, origin);
    return url.protocol === 'http:' || url.protocol === 'https:'
      ? [{ id: 'cas', url: url.href }]
      : [];
  } catch {
    return [];
  }
}

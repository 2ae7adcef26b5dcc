import type { LoginResult } from '@portico/sdk';
import { callApi, PASSKEY_CALLS, type CallInput } from '@portico/sdk/contract';
import {
  browserSupportsWebAuthn,
  browserSupportsWebAuthnAutofill,
  startAuthentication,
  WebAuthnAbortService,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { portico } from '../../lib/portico';

type LoginInput = CallInput<typeof PASSKEY_CALLS.login>;

/**
 * Signing in with a passkey from the login page: the hub's options, the authenticator's
 * signature, the login result. With `mfaToken` it is the second factor of a held sign-in;
 * `autofill` waits for the user to pick a passkey in the user field's autofill.
 */
export async function passkeySignIn(
  options: { mfaToken?: string; autofill?: boolean } = {},
): Promise<LoginResult> {
  const { mfaToken, autofill = false } = options;
  const token = mfaToken ? { mfaToken } : {};
  const optionsJSON = (await callApi(portico.http, PASSKEY_CALLS.loginOptions, token, {
    skipSessionHooks: true,
  })) as unknown as PublicKeyCredentialRequestOptionsJSON;
  const response = await startAuthentication({ optionsJSON, useBrowserAutofill: autofill });
  return callApi(
    portico.http,
    PASSKEY_CALLS.login,
    // The declaration takes the browser's answer as a record the server verifies.
    { response: response as unknown as LoginInput['response'], ...token },
    { skipSessionHooks: true },
  );
}

export const passkeysSupported = (): boolean => browserSupportsWebAuthn();

export const passkeyAutofillSupported = (): Promise<boolean> =>
  browserSupportsWebAuthnAutofill().catch(() => false);

/** Ends a waiting request (the autofill's, when the page moves on). */
export const cancelPasskeyRequest = (): void => WebAuthnAbortService.cancelCeremony();

/** The user closed the browser's dialog, the time ran out, or another request took over. */
export function isCeremonyCancelled(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'NotAllowedError' || name === 'AbortError';
}

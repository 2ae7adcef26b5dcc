import type { LoginResult, PorticoClient } from '@portico/sdk';
import type { Passkey } from '@portico/sdk/contract';
import {
  browserSupportsWebAuthn,
  browserSupportsWebAuthnAutofill,
  startAuthentication,
  startRegistration,
  WebAuthnAbortService,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';

/**
 * The {UC} passkey calls, as declared in `@portico/sdk/contract` (checked against the
 * declarations in call-paths.test.ts), and the browser's side of them.
 */
export const PASSKEY_CALLS = {
  registrationOptions: { method: 'POST', path: '/self/mfa/passkey/options' },
  register: { method: 'POST', path: '/self/mfa/passkey' },
  list: { method: 'GET', path: '/self/mfa/passkeys' },
  rename: { method: 'PUT', path: '/self/mfa/passkey/:id' },
  remove: { method: 'DELETE', path: '/self/mfa/passkey/:id' },
  loginOptions: { method: 'POST', path: '/sso/login/passkey/options' },
  login: { method: 'POST', path: '/sso/login/passkey' },
  enrolOptions: { method: 'POST', path: '/sso/login/mfa/passkey/options' },
  enrol: { method: 'POST', path: '/sso/login/mfa/passkey' },
} as const;

export type { Passkey };

type Call = (typeof PASSKEY_CALLS)[keyof typeof PASSKEY_CALLS];

const send = <T>(client: PorticoClient, call: Call, body?: object, id?: string) =>
  client.http.request<T>('UC', id ? call.path.replace(':id', encodeURIComponent(id)) : call.path, {
    method: call.method,
    body,
  });

export const passkeysSupported = (): boolean => browserSupportsWebAuthn();

export const listPasskeys = (client: PorticoClient) => send<Passkey[]>(client, PASSKEY_CALLS.list);

export const renamePasskey = (client: PorticoClient, id: string, name: string) =>
  send<Passkey>(client, PASSKEY_CALLS.rename, { name }, id);

export const removePasskey = (client: PorticoClient, id: string, password: string) =>
  send<null>(client, PASSKEY_CALLS.remove, { password }, id);

/** Asks the authenticator for a new passkey and stores it under `name`. */
export async function addPasskey(client: PorticoClient, name: string): Promise<Passkey> {
  const optionsJSON = await send<PublicKeyCredentialCreationOptionsJSON>(
    client,
    PASSKEY_CALLS.registrationOptions,
    {},
  );
  const response = await startRegistration({ optionsJSON });
  return send<Passkey>(client, PASSKEY_CALLS.register, { name, response });
}

/**
 * The enrolment a sign-in is held for (40122), with a passkey: the authenticator makes one for
 * the token's user, the hub stores it under `name` and answers the login result.
 */
export async function enrolPasskeyAtSignIn(
  client: PorticoClient,
  mfaToken: string,
  name: string,
): Promise<LoginResult> {
  const optionsJSON = await send<PublicKeyCredentialCreationOptionsJSON>(
    client,
    PASSKEY_CALLS.enrolOptions,
    { mfaToken },
  );
  const response = await startRegistration({ optionsJSON });
  return send<LoginResult>(client, PASSKEY_CALLS.enrol, { mfaToken, name, response });
}

export interface PasskeySignIn {
  /** The token of a sign-in held at its second factor; absent: the passkey alone. */
  mfaToken?: string;
  /**
   * Conditional UI: wait for the user to pick a passkey in the autofill of the field marked
   * `autocomplete="username webauthn"` (no dialog opens until they do).
   */
  autofill?: boolean;
}

/** Whether the browser can list passkeys in a field's autofill. */
export const passkeyAutofillSupported = (): Promise<boolean> =>
  browserSupportsWebAuthnAutofill().catch(() => false);

/** Signs in with a passkey: the authenticator signs the hub's challenge; the login result. */
export async function signInWithPasskey(
  client: PorticoClient,
  { mfaToken, autofill = false }: PasskeySignIn = {},
): Promise<LoginResult> {
  const optionsJSON = await send<PublicKeyCredentialRequestOptionsJSON>(
    client,
    PASSKEY_CALLS.loginOptions,
    mfaToken ? { mfaToken } : {},
  );
  const response = await startAuthentication({ optionsJSON, useBrowserAutofill: autofill });
  return send<LoginResult>(
    client,
    PASSKEY_CALLS.login,
    mfaToken ? { response, mfaToken } : { response },
  );
}

/** Ends a waiting autofill request (the page moves on, or the user chose the button). */
export const cancelPasskeyRequest = (): void => WebAuthnAbortService.cancelCeremony();

/**
 * The browser's refusals (the user closed the dialog, the time ran out, another request took
 * over) as one: the caller shows a short note instead of the raw DOMException text.
 */
export function isCeremonyCancelled(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'NotAllowedError' || name === 'AbortError';
}

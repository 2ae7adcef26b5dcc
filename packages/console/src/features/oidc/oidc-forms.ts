import {
  OIDC_SCOPES,
  oidcClientInputSchema,
  upstreamIdpInputSchema,
  type OidcClientView,
  type UpstreamIdpView,
} from '@portico/sdk/contract';
import type { TextKey } from '../../texts/catalogue';

/** The client form as typed: address lists one per line. */
export interface ClientForm {
  public: boolean;
  redirectUris: string;
  postLogoutRedirectUris: string;
  scopes: string[];
  backchannelLogoutUri: string;
}

export function clientFormOf(view: OidcClientView | null | undefined): ClientForm {
  return {
    public: view?.public ?? false,
    redirectUris: (view?.redirectUris ?? []).join('\n'),
    postLogoutRedirectUris: (view?.postLogoutRedirectUris ?? []).join('\n'),
    scopes: view?.scopes ?? ['openid', 'profile', 'email'],
    backchannelLogoutUri: view?.backchannelLogoutUri ?? '',
  };
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

type Checked<T, F extends string> =
  { ok: true; value: T } | { ok: false; errors: Partial<Record<F, TextKey>> };

const CLIENT_ERRORS: Record<string, TextKey> = {
  redirectUris: 'oidc.invalid.uris',
  postLogoutRedirectUris: 'oidc.invalid.uris',
  backchannelLogoutUri: 'oidc.invalid.uri',
  scopes: 'oidc.invalid.scopes',
};

/** The form checked with the server's own schema; one message per field that fails. */
export function checkClientForm(appCode: string, form: ClientForm) {
  const parsed = oidcClientInputSchema.safeParse({
    appCode,
    public: form.public,
    redirectUris: lines(form.redirectUris),
    postLogoutRedirectUris: lines(form.postLogoutRedirectUris),
    scopes: OIDC_SCOPES.filter((scope) => form.scopes.includes(scope)),
    backchannelLogoutUri: form.backchannelLogoutUri.trim() || null,
  });
  if (parsed.success) {
    return { ok: true, value: parsed.data } as const;
  }
  const errors: Partial<Record<keyof ClientForm, TextKey>> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]) as keyof ClientForm;
    if (CLIENT_ERRORS[field]) errors[field] ??= CLIENT_ERRORS[field];
  }
  return { ok: false, errors } as Checked<never, keyof ClientForm>;
}

/** The corporate provider form as typed; an empty secret keeps the stored one. */
export interface IdpForm {
  issuer: string;
  clientId: string;
  clientSecret: string;
  userCodeClaim: string;
  createAccounts: boolean;
  enabled: boolean;
}

export function idpFormOf(view: UpstreamIdpView | null | undefined): IdpForm {
  return {
    issuer: view?.issuer ?? '',
    clientId: view?.clientId ?? '',
    clientSecret: '',
    userCodeClaim: view?.userCodeClaim ?? 'preferred_username',
    createAccounts: view?.createAccounts ?? false,
    enabled: view?.enabled ?? true,
  };
}

const IDP_ERRORS: Record<string, TextKey> = {
  issuer: 'oidc.invalid.issuer',
  clientId: 'oidc.invalid.clientId',
  userCodeClaim: 'oidc.invalid.claim',
};

export function checkIdpForm(unitId: string, form: IdpForm) {
  const parsed = upstreamIdpInputSchema.safeParse({
    unitId,
    issuer: form.issuer,
    clientId: form.clientId,
    ...(form.clientSecret ? { clientSecret: form.clientSecret } : {}),
    userCodeClaim: form.userCodeClaim,
    createAccounts: form.createAccounts,
    enabled: form.enabled,
  });
  if (parsed.success) {
    return { ok: true, value: parsed.data } as const;
  }
  const errors: Partial<Record<keyof IdpForm, TextKey>> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]) as keyof IdpForm;
    if (IDP_ERRORS[field]) errors[field] ??= IDP_ERRORS[field];
  }
  return { ok: false, errors } as Checked<never, keyof IdpForm>;
}

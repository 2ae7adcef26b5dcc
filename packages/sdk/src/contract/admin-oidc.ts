import { z } from 'zod';

/** The scopes an application's OpenID Connect client may be allowed (server README "OpenID Connect"). */
export const OIDC_SCOPES = ['openid', 'profile', 'email', 'portico', 'offline_access'] as const;

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * A redirect address: absolute, no fragment (RFC 6749 §3.1.2), https except on the loopback
 * host, where development servers run.
 */
const redirectUri = z
  .string()
  .max(2000)
  .refine((value) => {
    if (!URL.canParse(value)) return false;
    const url = new URL(value);
    if (url.hash || value.includes('#')) return false;
    if (url.protocol === 'https:') return true;
    return url.protocol === 'http:' && LOOPBACK_HOSTS.includes(url.hostname);
  }, 'an absolute https address without a fragment (http only on localhost)');

/** PUT {UC}/apply/oidc: an application's client settings (the client id is the app code). */
export const oidcClientInputSchema = z.strictObject({
  appCode: z.string().min(1).max(32),
  public: z.boolean().default(false),
  redirectUris: z.array(redirectUri).min(1).max(20),
  postLogoutRedirectUris: z.array(redirectUri).max(20).default([]),
  scopes: z
    .array(z.enum(OIDC_SCOPES))
    .default(['openid', 'profile', 'email'])
    .refine((scopes) => scopes.includes('openid'), 'must include openid'),
  backchannelLogoutUri: redirectUri.nullable().default(null),
});

/** The application a client-settings call is about. */
export const oidcAppCodeSchema = z.strictObject({ appCode: z.string().min(1).max(32) });

export type OidcClientInput = z.output<typeof oidcClientInputSchema>;

/** What the client-settings calls answer; `clientSecret` only when one was just made. */
export const oidcClientViewSchema = z.object({
  clientId: z.string(),
  appCode: z.string(),
  public: z.boolean(),
  redirectUris: z.array(z.string()),
  postLogoutRedirectUris: z.array(z.string()),
  scopes: z.array(z.string()),
  backchannelLogoutUri: z.string().nullable(),
  clientSecret: z.string().optional(),
});
export type OidcClientView = z.output<typeof oidcClientViewSchema>;

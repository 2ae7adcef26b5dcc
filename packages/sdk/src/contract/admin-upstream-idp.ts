import { z } from 'zod';
import { idSchema } from './admin-common';

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** An issuer: absolute https without query or fragment (http only on the loopback host). */
const issuerSchema = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => {
    if (!URL.canParse(value)) return false;
    const url = new URL(value);
    if (url.hash || url.search || value.includes('#')) return false;
    if (url.protocol === 'https:') return true;
    return url.protocol === 'http:' && LOOPBACK_HOSTS.includes(url.hostname);
  }, 'an absolute https address without query or fragment (http only on localhost)');

/**
 * PUT {UC}/safety/upstreamIdp: a unit's corporate OpenID Connect identity provider (server README
 * "Upstream identity providers"). The secret is write-only: omitted, the stored one is kept;
 * `null` removes it (a public client using PKCE only).
 */
export const upstreamIdpInputSchema = z.strictObject({
  unitId: idSchema,
  issuer: issuerSchema,
  clientId: z.string().trim().min(1).max(255),
  clientSecret: z.string().min(1).max(512).nullable().optional(),
  /** The claim of the ID token (or userinfo) that holds the Portico user code. */
  userCodeClaim: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'a claim name')
    .default('preferred_username'),
  /** Whether an identity with no Portico user of that code makes one (off: refused). */
  createAccounts: z.boolean().default(false),
  enabled: z.boolean().default(true),
});
export type UpstreamIdpInput = z.output<typeof upstreamIdpInputSchema>;

/** The unit an upstream identity provider call is about. */
export const upstreamIdpUnitSchema = z.strictObject({ unitId: idSchema });

/** What the calls answer: never the secret, only whether one is stored. */
export const upstreamIdpViewSchema = z.object({
  unitId: z.string(),
  issuer: z.string(),
  clientId: z.string(),
  hasSecret: z.boolean(),
  userCodeClaim: z.string(),
  createAccounts: z.boolean(),
  enabled: z.boolean(),
  /** The address to register at the identity provider as this server's redirect URI. */
  redirectUri: z.string(),
});
export type UpstreamIdpView = z.output<typeof upstreamIdpViewSchema>;

/** POST {UC}/sso/upstream/finish: the one-time code the callback gave the sign-in page. */
export const upstreamFinishSchema = z.strictObject({
  code: z.string().regex(/^[\w-]{16,128}$/),
});

/**
 * Why the upstream flow sent the browser back to the sign-in page with `?upstreamError=`:
 * `unavailable` (no provider for the unit, or it could not be reached), `state` (an unknown,
 * expired, replayed or another browser's answer), `denied` (the provider refused or the answer
 * did not verify).
 */
export const UPSTREAM_ERRORS = ['unavailable', 'state', 'denied'] as const;
export type UpstreamError = (typeof UPSTREAM_ERRORS)[number];

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

/**
 * POST {UC}/sso/upstream/finish: the one-time code the callback gave the sign-in page. A
 * corporate identity not linked to a Portico user yet is linked by that user's own credentials,
 * `userCode` and `password` (both or neither), typed on the sign-in page after the first answer
 * asked for them.
 */
export const upstreamFinishSchema = z
  .strictObject({
    code: z.string().regex(/^[\w-]{16,128}$/),
    userCode: z.string().trim().min(1).max(64).optional(),
    password: z.string().min(1).max(256).optional(),
  })
  .refine((input) => (input.userCode === undefined) === (input.password === undefined), {
    message: 'userCode and password go together',
  });
export type UpstreamFinishRequest = z.input<typeof upstreamFinishSchema>;

/**
 * The answer's `retVal` when the identity is not linked yet (result 40101): the sign-in page asks
 * for the Portico account's user code and password and sends the same code again with them.
 */
export const upstreamLinkNeededSchema = z.object({
  linkNeeded: z.literal(true),
  /** The user code the provider suggested (its `userCodeClaim`), to prefill; never trusted. */
  suggestedUserCode: z.string().nullable(),
});
export type UpstreamLinkNeeded = z.output<typeof upstreamLinkNeededSchema>;

/** How a corporate identity came to be linked to its Portico user. */
export const UPSTREAM_LINKED_BY = ['password', 'administrator', 'provisioned'] as const;

/** GET {UC}/safety/upstreamIdp/links: a unit's linked corporate identities. */
export const upstreamLinkViewSchema = z.object({
  id: z.string(),
  userId: z.string(),
  userCode: z.string(),
  userName: z.string(),
  /** The identity's `sub` at the unit's provider. */
  subject: z.string(),
  linkedBy: z.enum(UPSTREAM_LINKED_BY),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
});
export type UpstreamLinkView = z.output<typeof upstreamLinkViewSchema>;

/**
 * PUT {UC}/safety/upstreamIdp/link: an administrator's explicit mapping of a subject of the unit's
 * provider (its `sub`, as the provider's administrators see it) to a user of the unit.
 */
export const upstreamLinkInputSchema = z.strictObject({
  unitId: idSchema,
  userCode: z.string().trim().min(1).max(64),
  subject: z.string().trim().min(1).max(255),
});
export type UpstreamLinkInput = z.output<typeof upstreamLinkInputSchema>;

/** DELETE {UC}/safety/upstreamIdp/unlink: one link of the unit. */
export const upstreamUnlinkSchema = z.strictObject({ unitId: idSchema, id: idSchema });

/**
 * Why the upstream flow sent the browser back to the sign-in page with `?upstreamError=`:
 * `unavailable` (no provider for the unit, or it could not be reached), `state` (an unknown,
 * expired, replayed or another browser's answer), `denied` (the provider refused or the answer
 * did not verify).
 */
export const UPSTREAM_ERRORS = ['unavailable', 'state', 'denied'] as const;
export type UpstreamError = (typeof UPSTREAM_ERRORS)[number];

import {
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, tz, updatedAt } from './columns';
import { apps } from './apps';
import { units } from './org';

/**
 * What the OpenID Connect provider keeps (README "OpenID Connect"): its models (sessions,
 * interactions, codes, tokens, grants) as JSON documents, one row each, in the same database so
 * that every node shares them; the columns beside the payload are the lookups it needs.
 */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    model: varchar('model', { length: 32 }).notNull(),
    id: varchar('id', { length: 128 }).notNull(),
    payload: jsonb('payload').notNull(),
    grantId: varchar('grant_id', { length: 128 }),
    userCode: varchar('user_code', { length: 128 }),
    uid: varchar('uid', { length: 128 }),
    /** The Portico user id of sessions and grants: a hub sign-out ends them. */
    accountId: varchar('account_id', { length: 64 }),
    expiresAt: tz('expires_at'),
    consumedAt: tz('consumed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('oidc_payloads_grant_idx').on(t.grantId),
    index('oidc_payloads_uid_idx').on(t.uid),
    index('oidc_payloads_account_idx').on(t.accountId),
  ],
);

/**
 * The hub sign-in (session family, the root row of `sessions`) that answered the interaction
 * which signed an OIDC session in, keyed by the OIDC session's `uid` (stable while the provider
 * renews the session's id). Ending that family ends these OIDC sessions only; every
 * authorization request checks that the browser's hub session is still this family.
 */
export const oidcSessionFamilies = pgTable(
  'oidc_session_families',
  {
    sessionUid: varchar('session_uid', { length: 128 }).primaryKey(),
    familyId: uuid('family_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('oidc_session_families_family_idx').on(t.familyId)],
);

/**
 * The provider's keys: signing keys (private JWK; every one is published in the JWKS, the newest
 * signs) and the cookie-signing secrets. Rotation adds a row and keeps the older ones. `seal` was
 * the key that encrypted the upstream identity providers' client secrets in earlier versions: it
 * only opens values stored then, and the start deletes it once none is left (they are sealed
 * under `SECRETS_KEY` now, oidc/upstream/client-secret.ts).
 */
export const oidcKeys = pgTable('oidc_keys', {
  kid: varchar('kid', { length: 64 }).primaryKey(),
  use: varchar('use', { length: 8, enum: ['sig', 'cookie', 'seal'] }).notNull(),
  /** A private JWK for `sig`, `{ secret }` for `cookie` and `seal`. */
  material: jsonb('material').notNull(),
  createdAt: createdAt(),
});

/** An application's OIDC client (one per app); the secret is kept as a SHA-256 hash only. */
export const oidcClients = pgTable('oidc_clients', {
  clientId: varchar('client_id', { length: 64 }).primaryKey(),
  appCode: varchar('app_code', { length: 32 })
    .notNull()
    .unique()
    .references(() => apps.code, { onDelete: 'cascade' }),
  /** Public clients (SPAs, native) have no secret and must use PKCE. */
  public: boolean('public').notNull().default(false),
  secretHash: varchar('secret_hash', { length: 64 }),
  redirectUris: jsonb('redirect_uris').$type<string[]>().notNull(),
  postLogoutRedirectUris: jsonb('post_logout_redirect_uris').$type<string[]>().notNull(),
  scopes: jsonb('scopes').$type<string[]>().notNull(),
  backchannelLogoutUri: text('backchannel_logout_uri'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * A unit's corporate OpenID Connect identity provider (README "Upstream identity providers"):
 * its staff sign in there and the identity's `user_code_claim` names their Portico user.
 */
export const unitIdentityProviders = pgTable('unit_identity_providers', {
  unitId: uuid('unit_id')
    .primaryKey()
    .references(() => units.id, { onDelete: 'cascade' }),
  issuer: text('issuer').notNull(),
  clientId: varchar('client_id', { length: 255 }).notNull(),
  /** Sealed under `SECRETS_KEY`, bound to its unit (upstream/client-secret.ts); null: public. */
  clientSecretSealed: text('client_secret_sealed'),
  userCodeClaim: varchar('user_code_claim', { length: 64 }).notNull().default('preferred_username'),
  createAccounts: boolean('create_accounts').notNull().default(false),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

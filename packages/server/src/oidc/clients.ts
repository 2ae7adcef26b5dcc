import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AdapterPayload } from 'oidc-provider';
import type { OidcClientInput, OidcClientView } from '@portico/sdk/contract';
import type { Database } from '../db/client';
import { apps, oidcClients } from '../db/schema';
import { assertPlatform, notFound, type AdminScope } from '../modules/access/admin-access';

type ClientRow = typeof oidcClients.$inferSelect;

function viewOf(row: ClientRow): OidcClientView {
  const { clientId, appCode, redirectUris, postLogoutRedirectUris, scopes } = row;
  return {
    clientId,
    appCode,
    public: row.public,
    redirectUris,
    postLogoutRedirectUris,
    scopes,
    backchannelLogoutUri: row.backchannelLogoutUri,
  };
}

/** Client secrets are 32 random bytes, so a plain SHA-256 is as good as a slow hash here. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export function secretMatches(hash: string, presented: string): boolean {
  const a = Buffer.from(hash, 'hex');
  const b = Buffer.from(hashSecret(presented), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

async function clientRow(db: Database, appCode: string): Promise<ClientRow | undefined> {
  const [row] = await db.select().from(oidcClients).where(eq(oidcClients.appCode, appCode));
  return row;
}

/** GET: the app's client settings, or null when it has none. Platform administrators only. */
export async function getOidcClient(
  db: Database,
  scope: AdminScope,
  appCode: string,
): Promise<OidcClientView | null> {
  assertPlatform(scope);
  const row = await clientRow(db, appCode);
  return row ? viewOf(row) : null;
}

/**
 * PUT: creates or changes the app's client (its client id is the app code). A confidential
 * client gets a secret when it has none yet, answered this once; it is never readable again.
 */
export async function saveOidcClient(
  db: Database,
  scope: AdminScope,
  input: OidcClientInput,
): Promise<OidcClientView> {
  assertPlatform(scope);
  const [app] = await db.select({ code: apps.code }).from(apps).where(eq(apps.code, input.appCode));
  if (!app) throw notFound();
  const existing = await clientRow(db, app.code);
  const secret = !input.public && !existing?.secretHash ? newSecret() : undefined;
  const values = {
    public: input.public,
    redirectUris: input.redirectUris,
    postLogoutRedirectUris: input.postLogoutRedirectUris,
    scopes: input.scopes,
    backchannelLogoutUri: input.backchannelLogoutUri,
    // A client that becomes public loses its secret; one that becomes confidential gets one.
    secretHash: input.public ? null : secret ? hashSecret(secret) : existing!.secretHash,
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(oidcClients)
    .values({ clientId: app.code, appCode: app.code, ...values })
    .onConflictDoUpdate({ target: oidcClients.appCode, set: values })
    .returning();
  return secret ? { ...viewOf(row!), clientSecret: secret } : viewOf(row!);
}

/** POST rotateSecret: a new secret for a confidential client, shown once; the old one stops. */
export async function rotateOidcSecret(
  db: Database,
  scope: AdminScope,
  appCode: string,
): Promise<OidcClientView> {
  assertPlatform(scope);
  const row = await clientRow(db, appCode);
  if (!row || row.public) throw notFound();
  const secret = newSecret();
  const [updated] = await db
    .update(oidcClients)
    .set({ secretHash: hashSecret(secret), updatedAt: new Date() })
    .where(eq(oidcClients.appCode, appCode))
    .returning();
  return { ...viewOf(updated!), clientSecret: secret };
}

export async function deleteOidcClient(
  db: Database,
  scope: AdminScope,
  appCode: string,
): Promise<void> {
  assertPlatform(scope);
  await db.delete(oidcClients).where(eq(oidcClients.appCode, appCode));
}

/**
 * The provider's view of a client. `client_secret` carries the hash: the provider compares
 * through `compareClientSecret`, which provider.ts replaces with a hash comparison, and ID tokens
 * are signed with the provider's keys only (never HS256 with the secret).
 */
export async function findClientMetadata(
  db: Database,
  clientId: string,
): Promise<AdapterPayload | undefined> {
  const [row] = await db.select().from(oidcClients).where(eq(oidcClients.clientId, clientId));
  if (!row) return undefined;
  return {
    client_id: row.clientId,
    ...(row.public
      ? { token_endpoint_auth_method: 'none' }
      : { client_secret: row.secretHash ?? '', token_endpoint_auth_method: 'client_secret_basic' }),
    redirect_uris: row.redirectUris,
    post_logout_redirect_uris: row.postLogoutRedirectUris,
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    scope: row.scopes.join(' '),
    id_token_signed_response_alg: 'RS256',
    ...(row.backchannelLogoutUri
      ? {
          backchannel_logout_uri: row.backchannelLogoutUri,
          backchannel_logout_session_required: true,
        }
      : {}),
  };
}

/** The application a client belongs to, or null for an unknown client. */
export async function findClientApp(db: Database, clientId: string): Promise<string | null> {
  if (!clientId || clientId.length > 64) return null;
  const [row] = await db
    .select({ appCode: oidcClients.appCode })
    .from(oidcClients)
    .where(eq(oidcClients.clientId, clientId));
  return row?.appCode ?? null;
}

import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { JWK } from 'oidc-provider';
import type { Database } from '../db/client';
import { oidcKeys } from '../db/schema';

export interface ProviderKeys {
  /** Private signing keys, newest first: the first signs, every one verifies and is published. */
  jwks: { keys: JWK[] };
  /** Cookie-signing secrets, newest first (Keygrip signs with the first). */
  cookieKeys: string[];
}

function newSigningKey(): { kid: string; material: JWK } {
  const kid = randomUUID();
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' }) as JWK;
  return { kid, material: { ...jwk, kid, use: 'sig', alg: 'RS256' } };
}

/**
 * Adds a signing key; the older ones stay published so tokens they signed still verify. Nodes
 * pick the new key up when they next start (README "OpenID Connect").
 */
export async function rotateSigningKey(db: Database): Promise<string> {
  const key = newSigningKey();
  await db.insert(oidcKeys).values({ kid: key.kid, use: 'sig', material: key.material });
  return key.kid;
}

/**
 * The keys from the database, made at the first start. Two nodes starting together on an empty
 * table may each add one: both are kept and published, and both then sign with the same newest.
 */
export async function loadProviderKeys(db: Database): Promise<ProviderKeys> {
  const read = () =>
    db.select().from(oidcKeys).orderBy(desc(oidcKeys.createdAt), desc(oidcKeys.kid));
  let rows = await read();
  if (!rows.some((row) => row.use === 'sig')) await rotateSigningKey(db);
  if (!rows.some((row) => row.use === 'cookie')) {
    await db.insert(oidcKeys).values({
      kid: randomUUID(),
      use: 'cookie',
      material: { secret: randomBytes(32).toString('base64url') },
    });
  }
  rows = await read();
  return {
    jwks: { keys: rows.filter((row) => row.use === 'sig').map((row) => row.material as JWK) },
    cookieKeys: rows
      .filter((row) => row.use === 'cookie')
      .map((row) => (row.material as { secret: string }).secret),
  };
}

export async function signingKeyIds(db: Database): Promise<string[]> {
  const rows = await db
    .select({ kid: oidcKeys.kid })
    .from(oidcKeys)
    .where(eq(oidcKeys.use, 'sig'))
    .orderBy(desc(oidcKeys.createdAt));
  return rows.map((row) => row.kid);
}

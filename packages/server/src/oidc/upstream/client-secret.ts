import { createDecipheriv } from 'node:crypto';
import { and, eq, isNotNull, like, not } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { oidcKeys, unitIdentityProviders } from '../../db/schema';
import { openStored, type SealedStore } from '../../secrets/sealed-store';
import { isSealed, seal, SecretUnreadable } from '../../secrets/secret-box';
import { secretKeys } from '../../secrets/secret-keys';

/**
 * Upstream client secrets must be sent to the identity provider, so they cannot be hashed like
 * the provider's own client secrets: they are sealed with this process's keys, kept outside the
 * database (secrets/secret-box.ts, `SECRETS_KEY`), and bound to their unit's provider row. They
 * never leave the server in an answer, a log or the OpenAPI examples.
 *
 * Earlier versions sealed them (`iv.tag.ciphertext`) under a key kept in the database itself, the
 * `oidc_keys` row of use `seal`, which a dump gives away with them. Nothing is sealed with that
 * key any more; a value it sealed still opens until the start reseals it, and the start deletes
 * the key once no value needs it (secrets/prepare-keys.ts).
 */

const column = unitIdentityProviders.clientSecretSealed;

export const clientSecretOwner = (unitId: string) => `unit_identity_providers:${unitId}`;

export function sealClientSecret(unitId: string, secret: string): string {
  return seal(secretKeys(), secret, clientSecretOwner(unitId));
}

/** The database's former seal key (the oldest, as every node chose it); null once deleted. */
export async function databaseSealKey(db: Database): Promise<Buffer | null> {
  const [row] = await db
    .select({ material: oidcKeys.material })
    .from(oidcKeys)
    .where(eq(oidcKeys.use, 'seal'))
    .orderBy(oidcKeys.createdAt, oidcKeys.kid)
    .limit(1);
  return row ? Buffer.from((row.material as { secret: string }).secret, 'base64url') : null;
}

function openWithDatabaseKey(key: Buffer | null, stored: string): string {
  if (!key) throw new SecretUnreadable("sealed with the database's former key, which is gone");
  try {
    const [iv, tag, body] = stored.split('.').map((part) => Buffer.from(part, 'base64url'));
    const decipher = createDecipheriv('aes-256-gcm', key, iv!);
    decipher.setAuthTag(tag!);
    return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8');
  } catch {
    throw new SecretUnreadable("sealed with the database's former key, which does not open it");
  }
}

/** The start's pass over them (secrets/sealed-store.ts), with the database's former key if any. */
export function upstreamClientSecrets(formerKey: Buffer | null): SealedStore {
  return {
    what: 'upstream client secrets',
    one: 'upstream client secret of unit',
    counted: 'providers',
    table: unitIdentityProviders,
    key: unitIdentityProviders.unitId,
    columns: { clientSecretSealed: column },
    owner: clientSecretOwner,
    openUnsealed: (stored) => openWithDatabaseKey(formerKey, stored),
    giveUp: (unitId) =>
      "clear it and save the unit's provider with its client secret again: update " +
      `unit_identity_providers set client_secret_sealed = null where unit_id = '${unitId}'`,
  };
}

/**
 * The secret of a unit's stored value. A value the database's former key sealed (written by a node
 * of an earlier version while this one runs) opens with that key; `SecretUnreadable` otherwise.
 */
export async function openClientSecret(
  db: Database,
  unitId: string,
  stored: string,
): Promise<string> {
  const formerKey = isSealed(stored) ? null : await databaseSealKey(db);
  return openStored(secretKeys(), upstreamClientSecrets(formerKey), unitId, stored);
}

/** Deletes the database's former key once no stored value needs it; answers whether it did. */
export async function retireDatabaseSealKey(db: Database): Promise<boolean> {
  const [left] = await db
    .select({ unitId: unitIdentityProviders.unitId })
    .from(unitIdentityProviders)
    .where(and(isNotNull(column), not(like(column, 'v1:%'))))
    .limit(1);
  if (left) return false;
  const deleted = await db
    .delete(oidcKeys)
    .where(eq(oidcKeys.use, 'seal'))
    .returning({ kid: oidcKeys.kid });
  return deleted.length > 0;
}

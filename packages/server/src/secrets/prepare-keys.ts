import { DEFAULT_DATA_DIR, type DatabaseHandle } from '../db/client';
import { totpSecrets } from '../modules/mfa/stored-secret';
import {
  databaseSealKey,
  retireDatabaseSealKey,
  upstreamClientSecrets,
} from '../oidc/upstream/client-secret';
import { checkStoredSecrets, sealStoredSecrets } from './sealed-store';
import { keyRingForStart, useSecretKeys, type KeySource } from './secret-keys';

/**
 * At start, once the database is migrated: the keys that seal stored secrets are chosen
 * (secret-keys.ts), must open what is stored, and seal what is not sealed by the first of them:
 * second-factor secrets and upstream client secrets, the latter also when the database's own
 * former key sealed them (that key is deleted once nothing needs it). Answers what it sealed, one
 * line per kind of secret (none when there was nothing to do).
 */
export async function prepareSecretKeys(
  handle: DatabaseHandle,
  env: KeySource['env'],
): Promise<string[]> {
  const ring = keyRingForStart({
    env,
    database: handle.kind,
    dataDir: process.env.DATA_DIR || DEFAULT_DATA_DIR,
  });
  const stores = [totpSecrets, upstreamClientSecrets(await databaseSealKey(handle.db))];
  for (const store of stores) await checkStoredSecrets(handle.db, ring, store);
  useSecretKeys(ring);
  const lines: string[] = [];
  for (const store of stores) {
    const sealed = await sealStoredSecrets(handle.db, ring, store);
    if (sealed > 0) lines.push(`Sealed ${store.what}: ${sealed} ${store.counted}`);
  }
  await retireDatabaseSealKey(handle.db);
  return lines;
}

import { DEFAULT_DATA_DIR, type DatabaseHandle } from '../../db/client';
import { checkStoredSecrets, sealStoredSecrets } from './seal-stored';
import { keyRingForStart, useSecretKeys, type KeySource } from './secret-keys';

/**
 * At start, once the database is migrated: the keys that seal second-factor secrets are chosen
 * (secret-keys.ts), must open what is stored, and seal what is not sealed by the first of them.
 * Answers how many users' secrets it sealed.
 */
export async function prepareSecretKeys(
  handle: DatabaseHandle,
  env: KeySource['env'],
): Promise<number> {
  const ring = keyRingForStart({
    env,
    database: handle.kind,
    dataDir: process.env.DATA_DIR || DEFAULT_DATA_DIR,
  });
  await checkStoredSecrets(handle.db, ring);
  useSecretKeys(ring);
  return sealStoredSecrets(handle.db, ring);
}

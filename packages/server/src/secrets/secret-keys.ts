import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { StartRefused } from '../db/start-seed';
import { keyRingOf, newKeyText, type KeyRing } from './secret-box';

/**
 * Which keys seal the stored secrets of this process (second-factor secrets, upstream client
 * secrets: secret-box.ts). `SECRETS_KEY` when set (a comma
 * list: the first seals, all open). Without it, a key file in `DATA_DIR` (made once, readable by
 * the owner only): the embedded PGlite database's folder, or on PostgreSQL outside production a
 * folder of this machine; a throw-away in-memory folder gets a key for the process. Several
 * PostgreSQL nodes share one database, so in production each must be given the same
 * `SECRETS_KEY`: the start refuses without it.
 */

export const SECRETS_KEY = 'SECRETS_KEY';
/** The key file of a PGlite data folder. */
export const KEY_FILE = 'portico-secrets.key';

export interface KeySource {
  env: { SECRETS_KEY?: string; NODE_ENV?: string };
  database: 'pglite' | 'postgres';
  /** The PGlite data folder (`memory://…` for a throw-away one). */
  dataDir?: string;
}

/** Refuses a production start on PostgreSQL without the key, before the database is opened. */
export function requireSecretsKey({ env, database }: Pick<KeySource, 'env' | 'database'>): void {
  if (database === 'postgres' && env.NODE_ENV === 'production' && !env.SECRETS_KEY) {
    throw new StartRefused(
      `${SECRETS_KEY} is not set: with NODE_ENV=production on PostgreSQL every node needs the ` +
        'same key to seal and open stored secrets (second-factor and upstream client secrets). ' +
        'Set it to 32 random bytes in base64 (openssl rand -base64 32) on every node.',
    );
  }
}

export function keyRingForStart({ env, database, dataDir }: KeySource): KeyRing {
  requireSecretsKey({ env, database });
  if (env.SECRETS_KEY) {
    try {
      return keyRingOf(env.SECRETS_KEY);
    } catch (error) {
      throw new StartRefused(`${SECRETS_KEY} is not valid: ${(error as Error).message}`);
    }
  }
  if (!dataDir || dataDir.includes('://')) return keyRingOf(newKeyText());
  const file = path.join(dataDir, KEY_FILE);
  if (!existsSync(file)) {
    // On PostgreSQL outside production the folder may not exist yet: it holds only the key.
    mkdirSync(dataDir, { recursive: true });
    // `wx`: two processes on one folder cannot both write a key; the loser reads the winner's.
    try {
      writeFileSync(file, `${newKeyText()}\n`, { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  try {
    return keyRingOf(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new StartRefused(`the key file ${file} is not valid: ${(error as Error).message}`);
  }
}

let ring: KeyRing | null = null;

/** Sets the keys of this process (the start does, once its database is open). */
export function useSecretKeys(keys: KeyRing): void {
  ring = keys;
}

/**
 * The keys of this process. A process that did not start as the server (a test building the
 * app itself) gets `SECRETS_KEY`, or a key of its own for its throw-away database.
 */
export function secretKeys(): KeyRing {
  ring ??= keyRingOf(process.env.SECRETS_KEY || newKeyText());
  return ring;
}

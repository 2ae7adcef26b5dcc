import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Secrets the server must read back (TOTP secrets, upstream identity providers' client secrets)
 * sealed at rest (AES-256-GCM) under keys kept outside the database (secret-keys.ts), so that a
 * copy of the database alone does not reveal them. A sealed value is one string,
 * `v1:<key id>:<iv>:<tag>:<ciphertext>` (base64url parts); the key id names the key that sealed
 * it, so several keys may open values while the first one seals (rotation). The value is bound to
 * its row (the `owner`, GCM additional data): a sealed secret copied onto another row does not
 * open.
 */

const VERSION = 'v1';
const KEY_BYTES = 32;
const IV_BYTES = 12;

export interface SecretKey {
  id: string;
  key: Buffer;
}

/** The keys in use: the first seals, every one opens. */
export interface KeyRing {
  sealing: SecretKey;
  byId: ReadonlyMap<string, SecretKey>;
}

/** A key's id: derived from the key, so a value names its key without the key being named. */
function keyIdOf(key: Buffer): string {
  return createHash('sha256').update(key).digest('base64url').slice(0, 8);
}

/** One key as written in the environment or the key file: 32 bytes, base64 or base64url. */
export function parseKey(text: string): SecretKey {
  const trimmed = text.trim();
  const key = /^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed) ? Buffer.from(trimmed, 'base64') : null;
  if (!key || key.length !== KEY_BYTES) {
    throw new Error('a key is 32 random bytes written in base64 (e.g. `openssl rand -base64 32`)');
  }
  return { id: keyIdOf(key), key };
}

/** A comma-separated list of keys, the sealing one first. */
export function keyRingOf(list: string): KeyRing {
  const keys = list
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map(parseKey);
  if (keys.length === 0) throw new Error('no key given');
  return { sealing: keys[0]!, byId: new Map(keys.map((k) => [k.id, k])) };
}

/** A new random key, written as the environment takes it. */
export function newKeyText(): string {
  return randomBytes(KEY_BYTES).toString('base64');
}

export const isSealed = (stored: string) => stored.startsWith(`${VERSION}:`);

/** The id of the key that sealed a stored value; null for a value stored before sealing. */
export function sealedWith(stored: string): string | null {
  return isSealed(stored) ? (stored.split(':')[1] ?? null) : null;
}

export function seal(ring: KeyRing, secret: string, owner: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', ring.sealing.key, iv);
  cipher.setAAD(Buffer.from(owner));
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'));
  return [VERSION, ring.sealing.id, ...parts].join(':');
}

/** Why a stored value does not open: its key is not among the keys given, or it was altered. */
export class SecretUnreadable extends Error {}

/** The secret of a stored value; a value stored before sealing is its own secret. */
export function open(ring: KeyRing, stored: string, owner: string): string {
  if (!isSealed(stored)) return stored;
  const [, id, iv, tag, body] = stored.split(':');
  const key = ring.byId.get(id ?? '');
  if (!key) throw new SecretUnreadable(`sealed with key ${id}, which is not given`);
  try {
    const decipher = createDecipheriv('aes-256-gcm', key.key, Buffer.from(iv ?? '', 'base64url'));
    decipher.setAAD(Buffer.from(owner));
    decipher.setAuthTag(Buffer.from(tag ?? '', 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(body ?? '', 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    throw new SecretUnreadable(`sealed with key ${id}, which does not open it`);
  }
}

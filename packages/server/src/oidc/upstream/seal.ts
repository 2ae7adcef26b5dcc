import { createCipheriv, createDecipheriv, randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { oidcKeys } from '../../db/schema';

/**
 * Upstream client secrets must be sent to the identity provider, so they cannot be hashed like
 * the provider's own client secrets: they are encrypted (AES-256-GCM) under a `seal` key made at
 * first use. They never leave the server in an answer, a log or the OpenAPI examples.
 */
async function sealKey(db: Database): Promise<Buffer> {
  const read = () =>
    db
      .select({ material: oidcKeys.material })
      .from(oidcKeys)
      .where(eq(oidcKeys.use, 'seal'))
      .orderBy(oidcKeys.createdAt, oidcKeys.kid)
      .limit(1);
  let [row] = await read();
  if (!row) {
    await db.insert(oidcKeys).values({
      kid: randomUUID(),
      use: 'seal',
      material: { secret: randomBytes(32).toString('base64url') },
    });
    // Two nodes making one at once: both read the oldest afterwards, so they agree.
    [row] = await read();
  }
  return Buffer.from((row!.material as { secret: string }).secret, 'base64url');
}

export async function seal(db: Database, plain: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await sealKey(db), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
}

export async function unseal(db: Database, sealed: string): Promise<string> {
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', await sealKey(db), iv!);
  decipher.setAuthTag(tag!);
  return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8');
}

import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library defaults (the OWASP minimum, DESIGN.md toolchain table). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  // A corrupt stored hash is a failed login, not a server error.
  return verify(passwordHash, password).catch(() => false);
}

let dummyHash: Promise<string> | undefined;
/**
 * Unknown unit or user still costs one argon2 verify, so response time does not tell which
 * accounts exist.
 */
export async function spendVerify(password: string): Promise<void> {
  dummyHash ??= hash('portico-dummy-password');
  await verifyPassword(await dummyHash, password);
}

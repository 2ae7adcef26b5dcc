import { seal, open } from './secret-box';
import { secretKeys } from './secret-keys';

/**
 * The TOTP secrets as the `user_mfa` row keeps them: sealed with this process's keys
 * (secret-box.ts) and bound to their user. A value stored before sealing still opens, as itself,
 * until the start seals it.
 */

export const secretOwner = (userId: string) => `user_mfa:${userId}`;

export function sealSecret(userId: string, secret: string): string {
  return seal(secretKeys(), secret, secretOwner(userId));
}

export function openSecret(userId: string, stored: string): string {
  return open(secretKeys(), stored, secretOwner(userId));
}

import { userMfa } from '../../db/schema';
import type { SealedStore } from '../../secrets/sealed-store';
import { seal, open } from '../../secrets/secret-box';
import { secretKeys } from '../../secrets/secret-keys';

/**
 * The TOTP secrets as the `user_mfa` row keeps them: sealed with this process's keys
 * (secrets/secret-box.ts) and bound to their user. A value stored before sealing still opens, as
 * itself, until the start seals it.
 */

export const secretOwner = (userId: string) => `user_mfa:${userId}`;

export function sealSecret(userId: string, secret: string): string {
  return seal(secretKeys(), secret, secretOwner(userId));
}

export function openSecret(userId: string, stored: string): string {
  return open(secretKeys(), stored, secretOwner(userId));
}

/** The start's pass over them (secrets/sealed-store.ts). */
export const totpSecrets: SealedStore = {
  what: 'second-factor secrets',
  one: 'second-factor secret of user',
  counted: 'users',
  table: userMfa,
  key: userMfa.userId,
  columns: { totpSecret: userMfa.totpSecret, totpPendingSecret: userMfa.totpPendingSecret },
  owner: secretOwner,
  openUnsealed: (stored) => stored,
  giveUp: (userId) =>
    'remove that authenticator (the user sets it up again): update user_mfa set ' +
    `totp_secret = null, totp_pending_secret = null where user_id = '${userId}'`,
};

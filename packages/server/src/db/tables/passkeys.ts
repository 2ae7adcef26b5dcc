import { bigint, index, jsonb, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, tz } from './columns';
import { userRef, users } from './org';

/**
 * A user's passkeys (WebAuthn credentials), several per user, each with a name the user gave it.
 * The signature counter is kept so that a cloned authenticator's replayed assertion is refused.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: id(),
    userId: userRef(),
    /** The credential id as the browser reports it (base64url); unique across the hub. */
    credentialId: text('credential_id').notNull().unique(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    /** 'multiDevice' (synced passkey) or 'singleDevice' (a hardware key): OIDC amr swk or hwk. */
    deviceType: varchar('device_type', { length: 16 }).notNull().default('singleDevice'),
    name: varchar('name', { length: 64 }).notNull(),
    createdAt: createdAt(),
    lastUsedAt: tz('last_used_at'),
  },
  (t) => [index('passkeys_user_idx').on(t.userId)],
);

/**
 * The challenges handed out by the option calls: single-use and short-lived, stored so that the
 * node answering the verification need not be the one that made the options.
 */
export const passkeyChallenges = pgTable('passkey_challenges', {
  /** The challenge itself (base64url), random and unguessable. */
  challenge: text('challenge').primaryKey(),
  /** 'register': a signed-in user adds a passkey; 'login': a sign-in proves one. */
  purpose: varchar('purpose', { length: 16, enum: ['register', 'login'] }).notNull(),
  /** The user adding a passkey, or the user an mfaToken names; null for a passwordless sign-in. */
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: tz('expires_at').notNull(),
});

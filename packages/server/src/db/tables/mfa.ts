import { boolean, check, index, integer, pgTable, uuid, varchar } from 'drizzle-orm/pg-core';
import { MFA_POLICIES } from '@portico/sdk/contract';
import { createdAt, id, inList, tz, updatedAt } from './columns';
import { units, userRef } from './org';

/**
 * A unit's sign-in factor policy. A unit without a row inherits its nearest ancestor's; with
 * none anywhere the policy is off.
 */
export const mfaPolicies = pgTable(
  'mfa_policies',
  {
    unitId: uuid('unit_id')
      .primaryKey()
      .references(() => units.id, { onDelete: 'cascade' }),
    policy: varchar('policy', { length: 8, enum: MFA_POLICIES }).notNull(),
    /** The factors that count, comma-separated (`totp,passkey,sms`). */
    factors: varchar('factors', { length: 32 }).notNull(),
    graceDays: integer('grace_days').notNull().default(0),
    passwordless: boolean('passwordless').notNull().default(false),
    trustUpstreamMfa: boolean('trust_upstream_mfa').notNull().default(false),
    updatedAt: updatedAt(),
  },
  () => [check('mfa_policies_policy_check', inList('policy', MFA_POLICIES))],
);

/**
 * A user's authenticator app and grace period. The secret is a factor only once confirmed
 * (`totpSecret`); an enrolment in progress keeps its secret apart (`totpPendingSecret`). Both are
 * stored sealed (`v1:<key id>:<iv>:<tag>:<ciphertext>`, secrets/secret-box.ts).
 */
export const userMfa = pgTable('user_mfa', {
  userId: userRef().primaryKey(),
  totpSecret: varchar('totp_secret', { length: 255 }),
  totpPendingSecret: varchar('totp_pending_secret', { length: 255 }),
  /** The 30-second step of the last accepted code: that step and earlier ones are refused. */
  totpLastStep: integer('totp_last_step'),
  totpEnrolledAt: tz('totp_enrolled_at'),
  /** When the policy first required a factor of the user at sign-in: the grace period's start. */
  requiredSince: tz('required_since'),
  updatedAt: updatedAt(),
});

/** One-time recovery codes, stored as SHA-256 hashes (they carry 50 random bits). */
export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    id: id(),
    userId: userRef(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    createdAt: createdAt(),
    usedAt: tz('used_at'),
  },
  (t) => [index('mfa_recovery_codes_user_idx').on(t.userId)],
);

export const MFA_TOKEN_PURPOSES = ['verify', 'enrol'] as const;

/**
 * The tokens of a sign-in held at its second factor: hashed, short-lived, spent once, stored so
 * that any node redeems them. They keep what the sign-in needs to finish (its app and how the
 * password step was passed).
 */
export const mfaTokens = pgTable(
  'mfa_tokens',
  {
    id: id(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    userId: userRef(),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 8, enum: MFA_TOKEN_PURPOSES }).notNull(),
    appCode: varchar('app_code', { length: 32 }),
    /** How the first step was passed: password, pms, upstream. */
    via: varchar('via', { length: 16 }).notNull(),
    /** The first step's own `amr` (`pwd`, or an upstream provider's, comma-separated). */
    amr: varchar('amr', { length: 64 }).notNull(),
    ip: varchar('ip', { length: 64 }),
    createdAt: createdAt(),
    expiresAt: tz('expires_at').notNull(),
    usedAt: tz('used_at'),
  },
  (t) => [
    check('mfa_tokens_purpose_check', inList('purpose', MFA_TOKEN_PURPOSES)),
    index('mfa_tokens_expires_idx').on(t.expiresAt),
  ],
);

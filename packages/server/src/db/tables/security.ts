import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { SECURITY_EXCEPTION_KINDS } from '@portico/sdk/contract';
import { createdAt, flag, inList, tz, updatedAt, id, flagCheck } from './columns';
import { units, users, unitRef, userRef } from './org';

/**
 * Security settings of a unit (/safety: ipWhite, sms, lockScreen, repeatLogin) and the lockout
 * policy. A unit without a row uses the defaults below.
 */
export const securitySettings = pgTable(
  'security_settings',
  {
    unitId: uuid('unit_id')
      .primaryKey()
      .references(() => units.id, { onDelete: 'cascade' }),
    ipWhitelist: flag('ip_whitelist').notNull().default('F'),
    smsValidation: flag('sms_validation').notNull().default('F'),
    /** Minutes of inactivity before the screen locks; null: never. */
    lockScreenMinutes: integer('lock_screen_minutes'),
    /** 'T': a new sign-in ends the user's older sessions, which then answer 52100. */
    repeatLogin: flag('repeat_login').notNull().default('F'),
    maxFailedAttempts: integer('max_failed_attempts').notNull().default(5),
    lockMinutes: integer('lock_minutes').notNull().default(15),
    updatedAt: updatedAt(),
  },
  () => [
    flagCheck('security_settings', 'ip_whitelist'),
    flagCheck('security_settings', 'sms_validation'),
    flagCheck('security_settings', 'repeat_login'),
  ],
);

/** Addresses (an IP or a CIDR block) allowed to sign in to a unit when its whitelist is on. */
export const ipWhitelist = pgTable(
  'ip_whitelist',
  {
    id: id(),
    unitId: unitRef(),
    groupName: varchar('group_name', { length: 64 }).notNull().default('default'),
    ip: varchar('ip', { length: 64 }).notNull(),
    remark: varchar('remark', { length: 200 }),
  },
  (t) => [unique('ip_whitelist_unit_ip_uq').on(t.unitId, t.ip)],
);

/** Exception users: exempt from one security rule (or all) of their unit. */
export const securityExceptions = pgTable(
  'security_exceptions',
  {
    unitId: unitRef(),
    userId: userRef(),
    kind: varchar('kind', { length: 12, enum: SECURITY_EXCEPTION_KINDS }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.unitId, t.userId, t.kind] }),
    check('security_exceptions_kind_check', inList('kind', SECURITY_EXCEPTION_KINDS)),
  ],
);

/** Login limits (/login-limit): sign-in allowed on these weekdays between these times. */
export const loginLimits = pgTable(
  'login_limits',
  {
    id: id(),
    unitId: unitRef(),
    /** Null: the whole unit. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Seven 0/1 characters, Monday first. */
    weekdays: varchar('weekdays', { length: 7 }).notNull().default('1111111'),
    startTime: varchar('start_time', { length: 5 }).notNull().default('00:00'),
    endTime: varchar('end_time', { length: 5 }).notNull().default('23:59'),
    enabled: flag('enabled').notNull().default('T'),
    remark: varchar('remark', { length: 200 }),
  },
  () => [flagCheck('login_limits', 'enabled')],
);

export const LOGIN_STATES = ['success', 'failure'] as const;

export const loginLogs = pgTable(
  'login_logs',
  {
    id: id(),
    /** Codes as typed, not foreign keys: failed attempts name units and users that may not exist. */
    unitCode: varchar('unit_code', { length: 64 }).notNull(),
    userCode: varchar('user_code', { length: 64 }).notNull(),
    userName: varchar('user_name', { length: 100 }),
    loginDate: tz('login_date').notNull().defaultNow(),
    loginState: varchar('login_state', { length: 8, enum: LOGIN_STATES }).notNull(),
    ip: varchar('ip', { length: 64 }),
    appCode: varchar('app_code', { length: 32 }),
    /** Why a failure failed (badCredentials, locked, ipRefused…), or how a success signed in. */
    reason: varchar('reason', { length: 32 }),
    /** The second factor a success proved (totp, recovery, hwk, swk, sms); null: none. */
    factor: varchar('factor', { length: 16 }),
  },
  (t) => [
    check('login_logs_state_check', inList('login_state', LOGIN_STATES)),
    index('login_logs_date_idx').on(t.loginDate),
    index('login_logs_unit_idx').on(t.unitCode),
  ],
);

export const REVOKE_REASONS = [
  'logout',
  'repeatLogin',
  'switchUnit',
  'password',
  'admin',
  'idle',
] as const;

/**
 * Server-side sessions (DESIGN.md "Security model"). A session issued for an app by /sso/check,
 * /sso/iamCheck or /pms/token is the child of the sign-in session, so logout ends the family.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    /** sha256 of the token: a leaked table does not leak usable tokens. */
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    userId: userRef(),
    unitId: unitRef(),
    parentId: uuid('parent_id'),
    /** The app the session was issued for; null: the hub or the user centre itself. */
    appCode: varchar('app_code', { length: 32 }),
    ip: varchar('ip', { length: 64 }),
    /**
     * The browser's User-Agent at sign-in (cut to 512 characters): the device a user recognises
     * a session family by when listing where they are signed in. Never used to decide anything.
     */
    userAgent: varchar('user_agent', { length: 512 }),
    createdAt: createdAt(),
    expiresAt: tz('expires_at').notNull(),
    /**
     * When a request last used the session, kept to the minute: the unit's lock-screen window
     * ends a session idle for longer (security settings, product.md §2.5 /safety/lockScreen).
     */
    lastSeenAt: tz('last_seen_at'),
    /**
     * The idle window of the family, fixed at sign-in from the unit's lock-screen setting (null:
     * none). A setting changed later applies from the next sign-in, like the other security rules.
     */
    idleMinutes: integer('idle_minutes'),
    /**
     * How the sign-in was proven, as OpenID Connect `amr` values, comma-separated (`pwd`,
     * `pwd,otp,mfa`…); the family's app sessions share their root's. Null: before factors.
     */
    amr: varchar('amr', { length: 64 }),
    /**
     * When the family last proved who signs in (the sign-in itself, or POST /self/verify): adding
     * a sign-in factor needs it to be recent, so that a stolen token cannot plant one. Kept on the
     * family root; null: never (app sessions read their root's).
     */
    verifiedAt: tz('verified_at'),
    revokedAt: tz('revoked_at'),
    revokeReason: varchar('revoke_reason', { length: 16, enum: REVOKE_REASONS }),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    index('sessions_parent_idx').on(t.parentId),
    foreignKey({
      name: 'sessions_parent_fk',
      columns: [t.parentId],
      foreignColumns: [t.id],
    }).onDelete('cascade'),
    check('sessions_revoke_reason_check', inList('revoke_reason', REVOKE_REASONS)),
  ],
);

/**
 * What a ticket is for, so that one kind is never spent as another: `portico` (the hub's hand-off
 * codes of /sso/check, the tickets of /sso/ticket for /sso/iamCheck, the binding states) or `cas`
 * (a CAS service ticket, validated only at /cas/*validate and never redeemed for a session).
 */
export const TICKET_KINDS = ['portico', 'cas'] as const;
export type TicketKind = (typeof TICKET_KINDS)[number];

/**
 * One-time tickets: short-lived, bound to a session, an app and a service; the hub's hand-off
 * codes for /sso/check (`AC-`) may also be bound to a challenge.
 */
export const tickets = pgTable(
  'tickets',
  {
    id: id(),
    ticketHash: varchar('ticket_hash', { length: 64 }).notNull().unique(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    appCode: varchar('app_code', { length: 32 }).notNull(),
    service: text('service'),
    kind: varchar('kind', { length: 8, enum: TICKET_KINDS }).notNull().default('portico'),
    /** A CAS ticket issued from a sign-in made for its login request (CAS `renew`). */
    renewed: boolean('renewed').notNull().default(false),
    /**
     * A hand-off code minted for a page that sent a challenge: base64url(SHA-256(verifier)). Such a
     * code is redeemed only with that verifier; null for unbound codes and CAS tickets.
     */
    codeChallenge: varchar('code_challenge', { length: 43 }),
    createdAt: createdAt(),
    expiresAt: tz('expires_at').notNull(),
    usedAt: tz('used_at'),
  },
  () => [check('tickets_kind_check', inList('kind', TICKET_KINDS))],
);

export const CODE_PURPOSES = [
  'RESET_PASSWORD',
  'BIND_EMAIL',
  'MOBILE_LOGIN',
  'UNLOCK_ACCOUNT',
] as const;

/** Verification codes sent by mail or SMS: hashed, expiring, single-use. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: id(),
    purpose: varchar('purpose', { length: 16, enum: CODE_PURPOSES }).notNull(),
    userId: userRef(),
    /** The address the code was sent to: it must be the one presented with the code. */
    target: varchar('target', { length: 254 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: tz('expires_at').notNull(),
    usedAt: tz('used_at'),
  },
  (t) => [
    check('verification_codes_purpose_check', inList('purpose', CODE_PURPOSES)),
    index('verification_codes_user_idx').on(t.userId, t.purpose),
  ],
);

export const OUTBOX_CHANNELS = ['mail', 'sms'] as const;

/** Every mail and SMS the server sends; without SMTP_URL this table is the only delivery. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    channel: varchar('channel', { length: 4, enum: OUTBOX_CHANNELS }).notNull().default('mail'),
    recipient: varchar('recipient', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 300 }).notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    sentAt: tz('sent_at'),
    error: text('error'),
  },
  (t) => [
    check('mail_outbox_channel_check', inList('channel', OUTBOX_CHANNELS)),
    index('mail_outbox_recipient_idx').on(t.recipient),
  ],
);

/**
 * Hits of the request rate limits (http/rate-limits.ts) per key and window, on the database so
 * that every node behind a load balancer counts the same attempts. Expired rows are reused by
 * the next hit of their key and swept now and then.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: varchar('key', { length: 300 }).primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: tz('reset_at').notNull(),
  },
  (t) => [index('rate_limit_hits_reset_idx').on(t.resetAt)],
);

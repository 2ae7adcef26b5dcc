import { MESSAGE_LEVELS, MESSAGE_TYPES } from '@portico/sdk/messaging';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, primaryKey, text, uuid, varchar } from 'drizzle-orm/pg-core';
import {
  createdAt,
  flag,
  inList,
  tz,
  updatedAt,
  type TextTranslations,
  id,
  flagCheck,
} from './columns';
import { units, users, userRef } from './org';

/** What the publisher chose, kept as sent: the recipients themselves are in message_recipients. */
export interface MessageAudience {
  users: { unitCode: string; userCode: string }[];
  departments: { unitCode: string; code: string }[];
  roles: { unitCode: string; code: string }[];
  units: { unitCode: string; withSubUnits: boolean }[];
}

/**
 * Internal messages (product.md §3 "Message", api-contract.md §7.7). The publisher's code, name and
 * unit name are copied at publish time, so the list shows who sent it even after a rename, and the
 * search by publisher (product.md §3 "Search fields") needs no join.
 */
export const messages = pgTable(
  'messages',
  {
    id: id(),
    title: varchar('title', { length: 200 }).notNull(),
    text: text('text').notNull().default(''),
    level: varchar('level', { length: 8, enum: MESSAGE_LEVELS }).notNull().default('INFO'),
    type: varchar('type', { length: 8, enum: MESSAGE_TYPES }).notNull().default('PRIVATE'),
    /** 'T': a system tip shown in the shell's notice strip (product.md §4). */
    isShow: flag('is_show').notNull().default('F'),
    publisherUserId: uuid('publisher_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    /** The unit the message was published from (the publisher's session unit). */
    publisherUnitId: uuid('publisher_unit_id').references(() => units.id, {
      onDelete: 'set null',
    }),
    srcUsercode: varchar('src_usercode', { length: 64 }),
    srcUsername: varchar('src_username', { length: 100 }),
    srcOrgname: varchar('src_orgname', { length: 200 }),
    /** When it is delivered: now for a message sent at once, `publishAt` for a scheduled one. */
    publishDate: tz('publish_date').notNull().defaultNow(),
    /**
     * When it was delivered; null while scheduled. Recipients see a message only once delivered;
     * one node's scheduler claims a due message by setting it (messages-schedule.ts).
     */
    deliveredAt: tz('delivered_at').defaultNow(),
    /** When it stops showing; null: never. */
    expiresAt: tz('expires_at'),
    /** When the scheduler withdrew it from its recipients' views at its expiry; null: showing. */
    expiredAt: tz('expired_at'),
    /** The app the message concerns; null: every app. A session of another app does not see it. */
    targetAppCode: varchar('target_app_code', { length: 32 }),
    audience: jsonb('audience').$type<MessageAudience>(),
    /** Title and text in other locales (the seeded system tips); null: the stored ones only. */
    translations: jsonb('translations').$type<TextTranslations<'title' | 'text'>>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('messages_level_check', inList('level', MESSAGE_LEVELS)),
    check('messages_type_check', inList('type', MESSAGE_TYPES)),
    flagCheck('messages', 'is_show'),
    index('messages_publish_date_idx').on(t.publishDate),
    index('messages_publisher_unit_idx').on(t.publisherUnitId),
    // The scheduler's two questions: what is due, what has expired.
    index('messages_due_idx')
      .on(t.publishDate)
      .where(sql`delivered_at is null`),
    index('messages_expiry_idx')
      .on(t.expiresAt)
      .where(sql`expired_at is null and expires_at is not null`),
  ],
);

/**
 * One row per recipient, written when the message is published (audiences are materialised then,
 * so counts are exact and a user who joins a department later does not inherit old notices).
 * Read state is per user: a user's rows are all that the message calls ever read or change.
 */
export const messageRecipients = pgTable(
  'message_recipients',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    userId: userRef(),
    readState: flag('read_state').notNull().default('F'),
    readAt: tz('read_at'),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.userId] }),
    flagCheck('message_recipients', 'read_state'),
    // unReadNum and the lists start from the user: (user, state) answers the badge from the index.
    index('message_recipients_user_state_idx').on(t.userId, t.readState),
  ],
);

import { UPSTREAM_LINKED_BY } from '@portico/sdk/contract';
import { check, pgTable, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, inList, tz } from './columns';
import { units, users } from './org';

/**
 * Which Portico user a unit's corporate identity is (README "Upstream identity providers"): by
 * the provider's issuer and the identity's `sub`, which the provider never reassigns, never by a
 * name it lets people change. A link is made once, by the account's own password, by an
 * administrator, or when the unit lets the provider create the account; a user has at most one
 * identity per provider.
 */
export const upstreamIdentities = pgTable(
  'upstream_identities',
  {
    id: id(),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    subject: varchar('subject', { length: 255 }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    linkedBy: varchar('linked_by', { length: 16, enum: UPSTREAM_LINKED_BY }).notNull(),
    createdAt: createdAt(),
    lastSignInAt: tz('last_sign_in_at'),
  },
  (t) => [
    uniqueIndex('upstream_identities_subject_idx').on(t.unitId, t.issuer, t.subject),
    uniqueIndex('upstream_identities_user_idx').on(t.userId, t.issuer),
    check('upstream_identities_linked_by_check', inList('linked_by', UPSTREAM_LINKED_BY)),
  ],
);

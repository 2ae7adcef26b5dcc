import { boolean, index, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, tz } from './columns';
import { sessions } from './security';

/**
 * A CAS sign-in waiting for the hub's sign-in page (`/cas/login` sent the browser there): the
 * service it is for and whether it asked for a new sign-in. The browser comes back with the id;
 * `renew` is only answered by a hub sign-in made after `createdAt` that is not `staleSessionId`.
 */
export const casLoginRequests = pgTable(
  'cas_login_requests',
  {
    id: id(),
    service: text('service').notNull(),
    renew: boolean('renew').notNull().default(false),
    /** The hub session the browser had when `renew` turned it down. */
    staleSessionId: uuid('stale_session_id'),
    createdAt: createdAt(),
    expiresAt: tz('expires_at').notNull(),
  },
  (t) => [index('cas_login_requests_expires_idx').on(t.expiresAt)],
);

/**
 * The services a CAS ticket was validated for, per hub sign-in (session family): when the family
 * ends, each is sent a single-logout request naming the ticket (CAS protocol §2.3.3).
 */
export const casServiceSessions = pgTable(
  'cas_service_sessions',
  {
    id: id(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    service: text('service').notNull(),
    /** The app the ticket was issued for: what the user's list of sessions shows. */
    appCode: varchar('app_code', { length: 32 }),
    /** The spent ticket, the `SessionIndex` the service knows its session by. */
    ticket: varchar('ticket', { length: 128 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('cas_service_sessions_family_idx').on(t.familyId)],
);

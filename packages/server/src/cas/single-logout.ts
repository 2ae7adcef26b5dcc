import { randomBytes } from 'node:crypto';
import { and, eq, exists, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { casServiceSessions, sessions } from '../db/schema';
import { xml } from './answers';
import { postForm } from './outbound';

/** How long a service may take to answer its logout request; it is not asked again. */
const LOGOUT_TIMEOUT_MS = 3000;

/** How often the ended sign-ins nobody announced (expiry, idleness, unit switch) are looked for. */
export const SINGLE_LOGOUT_SWEEP_MS = 60 * 1000;

export interface SingleLogoutOptions {
  allowPrivateNetwork: boolean;
  onError: (error: unknown, service: string) => void;
}

/** The SAML logout request of CAS protocol §2.3.3, naming the service's ticket. */
export function logoutRequest(ticket: string, now = new Date()): string {
  const id = `LR-${randomBytes(16).toString('hex')}`;
  return `<samlp:LogoutRequest xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${id}" Version="2.0" IssueInstant="${now.toISOString()}"><saml:NameID>@NOT_USED@</saml:NameID><samlp:SessionIndex>${xml(ticket)}</samlp:SessionIndex></samlp:LogoutRequest>`;
}

/**
 * Single logout (CAS protocol §2.3.3): the services a ticket was validated for under a hub
 * sign-in that has ended (logged out, revoked by an administrator, a password change, a unit
 * switch, expired, idle past its window) are taken off the list, once and atomically whichever node looks, and each is
 * sent its logout request. A service that does not answer is not retried; a failure is reported
 * and never stops the others or the sign-out that ended the session.
 */
export async function sendSingleLogouts(
  db: Database,
  options: SingleLogoutOptions,
  now = new Date(),
): Promise<number> {
  const ended = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, casServiceSessions.familyId),
        or(
          isNotNull(sessions.revokedAt),
          lte(sessions.expiresAt, now),
          // Idle past the unit's window: ended, though only its next use writes that down.
          sql`${sessions.idleMinutes} is not null and coalesce(${sessions.lastSeenAt}, ${sessions.createdAt}) < ${now.toISOString()}::timestamptz - make_interval(mins => ${sessions.idleMinutes})`,
        ),
      ),
    );
  const due = await db
    .delete(casServiceSessions)
    .where(exists(ended))
    .returning({ service: casServiceSessions.service, ticket: casServiceSessions.ticket });
  await Promise.all(
    due.map(async ({ service, ticket }) => {
      try {
        const status = await postForm(
          service,
          { logoutRequest: logoutRequest(ticket) },
          { allowPrivateNetwork: options.allowPrivateNetwork, timeoutMs: LOGOUT_TIMEOUT_MS },
        );
        if (status >= 400) throw new Error(`answered ${status}`);
      } catch (error) {
        options.onError(error, service);
      }
    }),
  );
  return due.length;
}

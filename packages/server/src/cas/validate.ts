import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { casServiceSessions, departments, units } from '../db/schema';
import { isAppOpen } from '../modules/apps/apps';
import { findSessionById } from '../modules/session/session';
import { principalName } from '../shared/principal';
import type { Validation } from './answers';
import { isServiceTicketSyntax, spendServiceTicket } from './tickets';

export interface ValidationRequest {
  ticket: string | undefined;
  service: string | undefined;
  /** The service wants a ticket issued from a new sign-in (CAS protocol §2.5.1 `renew`). */
  renew: boolean;
}

const failure = (code: Exclude<Validation, { ok: true }>['code'], description: string) =>
  ({ ok: false, code, description }) as const;

/**
 * Validates a CAS service ticket (CAS protocol §2.5, §2.6): spent once whatever the outcome, it
 * must name exactly the service it was issued for, come from a hub sign-in that is still live and
 * from a unit that still has the application open; with `renew` it must come from a sign-in made
 * for its login request. The service is remembered with the sign-in, for single logout. No Portico
 * session is made: a CAS client keeps its own.
 */
export async function validateServiceTicket(
  db: Database,
  { ticket, service, renew }: ValidationRequest,
): Promise<Validation> {
  if (!ticket || !service || service.length > 2000) {
    return failure('INVALID_REQUEST', 'ticket and service are required');
  }
  // Portico issues no proxy tickets, and the hub's own codes and tickets are no CAS tickets.
  const unknown = failure('INVALID_TICKET', `Ticket ${ticket.slice(0, 80)} not recognized`);
  if (!isServiceTicketSyntax(ticket)) return unknown;
  const spent = await spendServiceTicket(db, ticket);
  if (!spent) return unknown;
  if (spent.service !== service) {
    return failure('INVALID_SERVICE', `Ticket ${ticket} does not match supplied service`);
  }
  if (renew && !spent.renewed) {
    return failure('INVALID_TICKET_SPEC', `Ticket ${ticket} was not issued from a new sign-in`);
  }
  const from = await findSessionById(db, spent.sessionId);
  if (!from) return unknown;
  if (!(await isAppOpen(db, from.unit.id, spent.appCode))) {
    return failure('INVALID_SERVICE', 'The unit has not opened this application');
  }
  const { user, unit } = from;
  const [home] = await db.select({ code: units.code }).from(units).where(eq(units.id, user.unitId));
  const [department] = user.departmentId
    ? await db.select().from(departments).where(eq(departments.id, user.departmentId))
    : [];
  await db.insert(casServiceSessions).values({
    familyId: from.parentId ?? from.sessionId,
    service,
    appCode: spent.appCode,
    ticket,
  });
  return {
    ok: true,
    user: principalName(user.userCode, home?.code ?? unit.code),
    // No e-mail: Portico does not record whether an address was confirmed by its owner, and an
    // unconfirmed one (an administrator may type any) must not let a service link accounts.
    attributes: {
      userId: user.id,
      name: user.name,
      unitCode: unit.code,
      unitName: unit.descript,
      department: department?.name ?? null,
      appCode: spent.appCode,
    },
  };
}

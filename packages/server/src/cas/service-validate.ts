import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { departments } from '../db/schema';
import { isAppOpen } from '../modules/apps/apps';
import { findSessionById } from '../modules/session/session';
import { APP_CODE_PREFIX, spendTicket } from '../modules/sso/sso';

/** CAS 3.0 failure codes (CAS protocol §2.5.3). */
type Failure = 'INVALID_REQUEST' | 'INVALID_TICKET' | 'INVALID_SERVICE';

function xml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

function failure(code: Failure, message: string): string {
  return `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">\n  <cas:authenticationFailure code="${code}">${xml(message)}</cas:authenticationFailure>\n</cas:serviceResponse>\n`;
}

function success(user: string, attributes: Record<string, string | null>): string {
  const lines = Object.entries(attributes)
    .filter(([, value]) => value !== null && value !== '')
    .map(([name, value]) => `      <cas:${name}>${xml(value!)}</cas:${name}>`);
  return `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">\n  <cas:authenticationSuccess>\n    <cas:user>${xml(user)}</cas:user>\n    <cas:attributes>\n${lines.join('\n')}\n    </cas:attributes>\n  </cas:authenticationSuccess>\n</cas:serviceResponse>\n`;
}

/**
 * Validates a Portico ticket (`/uc/sso/ticket`) the CAS way (README "CAS ticket validation"): the
 * ticket is spent once whatever the outcome, must name exactly the service it was issued for, and
 * the unit must still have the app open. No Portico session is made: a CAS client keeps its own.
 */
export async function validateCasTicket(
  db: Database,
  ticket: string | undefined,
  service: string | undefined,
): Promise<string> {
  if (!ticket || !service || ticket.length > 200 || service.length > 2000) {
    return failure('INVALID_REQUEST', 'ticket and service are required');
  }
  // The hub's one-time codes of /sso/check are not tickets: they are spent only there.
  if (ticket.startsWith(APP_CODE_PREFIX) || !ticket.startsWith('ST-')) {
    return failure('INVALID_TICKET', `Ticket ${ticket} not recognized`);
  }
  const spent = await spendTicket(db, ticket);
  if (!spent) return failure('INVALID_TICKET', `Ticket ${ticket} not recognized`);
  if (spent.service !== service) {
    return failure('INVALID_SERVICE', `Ticket ${ticket} does not match supplied service`);
  }
  const from = await findSessionById(db, spent.sessionId);
  if (!from) return failure('INVALID_TICKET', `Ticket ${ticket} not recognized`);
  if (!(await isAppOpen(db, from.unit.id, spent.appCode))) {
    return failure('INVALID_SERVICE', 'The unit has not opened this application');
  }
  const { user, unit } = from;
  const [department] = user.departmentId
    ? await db.select().from(departments).where(eq(departments.id, user.departmentId))
    : [];
  return success(user.userCode, {
    userId: user.id,
    name: user.name,
    email: user.email,
    unitCode: unit.code,
    unitName: unit.descript,
    department: department?.name ?? null,
    appCode: spent.appCode,
  });
}

/** GET /cas/serviceValidate (CAS 2.0) and /cas/p3/serviceValidate (CAS 3.0): the same answer. */
export const casRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const query = request.query as Record<string, unknown>;
    const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
    const body = await validateCasTicket(db, text(query.ticket), text(query.service));
    return reply.type('application/xml; charset=utf-8').send(body);
  };
  app.get('/cas/serviceValidate', handler);
  app.get('/cas/p3/serviceValidate', handler);
};

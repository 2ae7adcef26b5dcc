import { randomBytes } from 'node:crypto';
import type { Database } from '../db/client';
import { tickets } from '../db/schema';
import { hashToken } from '../modules/session/session';
import { spendTicket } from '../modules/sso/sso';

/** How long a CAS service ticket may wait for its validation (CAS protocol §3.1.2: short). */
export const CAS_TICKET_TTL_SECONDS = 60;

/**
 * A service ticket as CAS protocol §3.1.1 and §3.7 want it: `ST-` and then only letters, digits
 * and `-` (256 random bits as hex), which clients such as mod_auth_cas parse strictly.
 */
const SERVICE_TICKET = /^ST-[A-Za-z0-9-]{1,250}$/;

export function isServiceTicketSyntax(value: string): boolean {
  return SERVICE_TICKET.test(value);
}

export interface ServiceTicketRequest {
  /** The hub sign-in the ticket comes from: its family is the CAS session's. */
  sessionId: string;
  appCode: string;
  service: string;
  /** Issued from a sign-in made for this very login request (`renew`). */
  renewed: boolean;
}

/** Stores (hashed) and answers a new single-use CAS service ticket bound to its service. */
export async function issueServiceTicket(
  db: Database,
  request: ServiceTicketRequest,
): Promise<string> {
  const ticket = `ST-${randomBytes(32).toString('hex')}`;
  await db.insert(tickets).values({
    ...request,
    ticketHash: hashToken(ticket),
    kind: 'cas',
    expiresAt: new Date(Date.now() + CAS_TICKET_TTL_SECONDS * 1000),
  });
  return ticket;
}

/** Spends a live CAS ticket once; a Portico ticket of /sso/ticket is never one. */
export function spendServiceTicket(db: Database, value: string) {
  return spendTicket(db, value, 'cas');
}

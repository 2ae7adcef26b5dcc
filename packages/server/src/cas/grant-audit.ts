import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { recordGrant } from '../modules/audit/sign-in-events';
import { acrOf } from '../modules/mfa/amr';
import type { ActiveSession } from '../modules/session/session';
import { hubSessionAmr } from '../oidc/acr';

/**
 * A service ticket issued is one grant in the audit trail (`signIn.casGrant`), written in the
 * ticket's transaction: the user of the hub sign-in, the application, the service, and how the
 * sign-in was proven. Validating the ticket is not another grant.
 */
export async function recordCasGrant(
  tx: Database,
  request: FastifyRequest,
  session: ActiveSession,
  ticket: { appCode: string; service: string; renewed: boolean },
): Promise<void> {
  const familyId = session.parentId ?? session.sessionId;
  const amr = await hubSessionAmr(tx, familyId);
  await recordGrant(tx, 'signIn.casGrant', {
    familyId,
    userId: session.user.id,
    appCode: ticket.appCode,
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
    details: { service: ticket.service, renew: ticket.renewed, amr, acr: acrOf(amr) },
  });
}

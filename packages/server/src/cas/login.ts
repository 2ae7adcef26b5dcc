import { requestedLocale, tokenCookieName } from '@portico/sdk/internal';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { sessions } from '../db/schema';
import { recordLogoutIn } from '../modules/audit/sign-in-events';
import { endSessions } from '../modules/session/session-end';
import { hubSessionOf, hubTokenOf } from '../oidc/interaction';
import {
  dropLoginRequest,
  findLoginRequest,
  saveLoginRequest,
  type LoginRequest,
} from './login-requests';
import { sendPage, unregisteredService } from './pages';
import { flag, text, type CasQuery } from './params';
import { appsOfService, openAppOfService, requestOriginOf } from './services';
import { recordCasGrant } from './grant-audit';
import { issueServiceTicket } from './tickets';

/** The service address with the ticket added to its query, before any fragment. */
function withTicket(service: string, ticket: string): string {
  const hash = service.indexOf('#');
  const [base, fragment] = hash < 0 ? [service, ''] : [service.slice(0, hash), service.slice(hash)];
  return `${base}${base.includes('?') ? '&' : '?'}ticket=${ticket}${fragment}`;
}

/**
 * Drops the browser's hub token cookie (as the SDK writes it): once the sign-in behind it has
 * ended, the hub's pages must not take the browser for signed in, or the sign-in page would send
 * it on to the launcher instead of signing in for the CAS service.
 */
function dropHubCookie(request: FastifyRequest, reply: FastifyReply) {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header('Set-Cookie', `${tokenCookieName()}=; Path=/; Max-Age=0; SameSite=Lax${secure}`);
}

/**
 * Whether the hub session was signed in for this login request: started after the request and
 * not the session the request turned down (so one from the very same instant still counts as old).
 */
async function signedInFor(db: Database, request: LoginRequest, sessionId: string) {
  if (sessionId === request.staleSessionId) return false;
  const [row] = await db
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return !!row && row.createdAt.getTime() >= request.createdAt.getTime();
}

/**
 * GET /cas/login (CAS protocol §2.1). The service must be an application registered with Portico
 * (else an error page, never a redirect). With the browser's live hub sign-in, and unless `renew`
 * asks for a new one, the service gets a ticket at once; without one, `gateway` goes back to the
 * service without a ticket and anything else goes to the hub's sign-in page (`/sso?cas=<id>`,
 * with `fresh=1` when a signed-in user must sign in again, and the `locale` or `language` the
 * application asked for as its `language`), which comes back here with
 * `?resume=<id>` once signed in. The unit the user works in must have opened the application.
 */
export async function casLogin(db: Database, request: FastifyRequest, reply: FastifyReply) {
  const query = request.query as CasQuery;
  const resumeId = text(query.resume);
  let pending: LoginRequest | null = null;
  let service = text(query.service);
  let renew = flag(query.renew);
  // CAS protocol §2.1.1: with both, renew wins and gateway is ignored.
  let gateway = flag(query.gateway) && !renew;
  if (resumeId !== undefined) {
    pending = await findLoginRequest(db, resumeId);
    if (!pending) {
      return sendPage(reply, 400, 'Sign-in expired', [
        'This sign-in request is unknown or has expired. Go back to the application and sign in again.',
      ]);
    }
    ({ service, renew } = pending);
    gateway = false;
  }
  // No service: the hub itself, which signs in or shows the signed-in user's applications.
  if (!service) return reply.redirect('/sso', 303);
  const candidates = await appsOfService(db, service, requestOriginOf(request));
  if (!candidates.length) return unregisteredService(reply, service);

  const session = await hubSessionOf(db, request.headers.cookie);
  if (session) {
    const newSignIn = pending !== null && (await signedInFor(db, pending, session.sessionId));
    if (!renew || newSignIn) {
      const appCode = await openAppOfService(db, session.unit.id, candidates);
      if (!appCode) {
        return sendPage(reply, 403, 'Application not available', [
          'Your unit has not opened this application, or it is disabled.',
        ]);
      }
      const ticket = await db.transaction(async (tx) => {
        const issued = await issueServiceTicket(tx, {
          sessionId: session.sessionId,
          appCode,
          service,
          renewed: newSignIn,
        });
        await recordCasGrant(tx, request, session, { appCode, service, renewed: newSignIn });
        return issued;
      });
      if (pending) await dropLoginRequest(db, pending.id);
      return reply.redirect(withTicket(service, ticket), 303);
    }
  } else {
    if (hubTokenOf(request.headers.cookie)) dropHubCookie(request, reply);
    if (gateway) return reply.redirect(service, 303);
  }
  const id =
    pending?.id ??
    (await saveLoginRequest(db, { service, renew, staleSessionId: session?.sessionId ?? null }));
  // The hub's sign-in speaks the language the application asked for (`locale`, or `language`).
  const language = requestedLocale(text(query.locale) ?? text(query.language));
  const extra = `${renew && session ? '&fresh=1' : ''}${language ? `&language=${language}` : ''}`;
  return reply.redirect(`/sso?cas=${id}${extra}`, 303);
}

/**
 * GET /cas/logout (CAS protocol §2.3): ends the browser's hub sign-in with everything issued
 * through it (app sessions, OpenID Connect sessions, and the CAS services' sessions by single
 * logout), then goes to `service` only when it belongs to a registered application.
 */
export async function casLogout(db: Database, request: FastifyRequest, reply: FastifyReply) {
  const session = await hubSessionOf(db, request.headers.cookie);
  if (session) {
    const familyId = session.parentId ?? session.sessionId;
    const context = { ip: request.ip, userAgent: request.headers['user-agent'] };
    // The record commits with the end: `change` gets the transaction that revokes the family.
    await endSessions(db, { familyId, reason: 'logout' }, (tx) =>
      recordLogoutIn(tx as Database, familyId, { ...context, how: 'cas' }),
    );
  }
  dropHubCookie(request, reply);
  const service = text((request.query as CasQuery).service);
  if (service && (await appsOfService(db, service, requestOriginOf(request))).length) {
    return reply.redirect(service, 303);
  }
  return sendPage(reply, 200, 'Signed out', [
    'You have signed out of Portico and of the applications you signed in to through it.',
  ]);
}

import { createHash, timingSafeEqual } from 'node:crypto';
import { ResultCode, type LoginResult } from '@portico/sdk';
import { UcCode } from '@portico/sdk/internal';
import { TICKET_TTL_SECONDS, type IamCheckQuery } from '@portico/sdk/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions, tickets, type TicketKind } from '../../db/schema';
import { isRegisteredTarget } from '../apps/app-origins';
import { requireSameApp } from '../session/app-scope';
import { isAppOpen } from '../apps/apps';
import { ApiError } from '../../shared/errors';
import { buildLoginResult } from './login-result';
import {
  createSession,
  findSession,
  findSessionById,
  hashToken,
  newToken,
  revokeFamily,
  rootOf,
  type ActiveSession,
  type SessionLookup,
} from '../session/session';
import { announceEnded } from '../session/session-events';
import { canLoginTo, unitByCode } from '../units/units';

/** 50001 for no usable session, 52100 for one ended by the repeat-login policy. */
export function sessionRefusal(lookup: Exclude<SessionLookup, { state: 'active' }>): ApiError {
  if (lookup.state === 'repeatLogin') {
    const { time, ip } = lookup.by;
    return new ApiError(ResultCode.REPEAT_LOGIN, 'serverAdmin.repeatLogin', {
      time: time.toISOString(),
      ip: ip ?? '-',
    });
  }
  return new ApiError(ResultCode.LOGOUT, 'server.unauthorized');
}

export async function requireActive(db: Database, token: string): Promise<ActiveSession> {
  const lookup = await findSession(db, token);
  if (lookup.state !== 'active') throw sessionRefusal(lookup);
  return lookup.session;
}

function appUnavailable(): ApiError {
  return new ApiError(UcCode.APP_UNAVAILABLE, 'serverAdmin.appUnavailable');
}

/** Where /sso/check hands its answer: the app code, and the redirect the hub is about to follow. */
export interface CheckRequest {
  token: string;
  appCode: string;
  /** Checked against the origin registered for the app when given. */
  redirect?: string;
  /** The origin the browser used (relative app addresses live there). */
  requestOrigin: string;
  ip?: string;
  /** Minting: base64url(SHA-256(verifier)) of the page that started the sign-in. */
  codeChallenge?: string;
  /** Redeeming: the verifier a code minted with a challenge needs. */
  codeVerifier?: string;
}

/** One-time codes the hub hands to an app carry this prefix; session tokens never do. */
export const APP_CODE_PREFIX = 'AC-';

function originNotRegistered(): ApiError {
  return new ApiError(UcCode.ORIGIN_NOT_REGISTERED, 'serverAdmin.originNotRegistered');
}

/**
 * GET /sso/check, the two halves of the hand-off (DESIGN.md "Security model": the hub's own
 * token never leaves the hub).
 * - With the hub's sign-in token: a one-time code for that app (five minutes, spent once), sent
 *   only to the origin registered for the app when a redirect is named, and bound to the
 *   page's `codeChallenge` when it sent one.
 * - With such a code: spends it and answers an app session of the sign-in's family, scoped to the
 *   app (http/app-scope.ts), so logout ends it with the rest; a code of another app, or a bound
 *   code without its verifier, is refused (and spent: a stolen code is useless elsewhere).
 * An app session itself cannot mint anything: it answers 40304.
 */
export async function checkToken(db: Database, request: CheckRequest): Promise<string> {
  const { token, appCode, redirect, requestOrigin, ip } = request;
  if (token.startsWith(APP_CODE_PREFIX)) {
    const spent = await spendTicket(db, token);
    if (spent) return redeemAppCode(db, spent, { appCode, ip, verifier: request.codeVerifier });
  }
  const session = await requireActive(db, token);
  // An app session mints nothing, not even for its own app: only the hub hands out codes.
  if (isAppSession(session))
    throw new ApiError(UcCode.APP_TOKEN_SCOPE, 'serverAdmin.appTokenScope');
  if (!(await isAppOpen(db, session.unit.id, appCode))) throw appUnavailable();
  if (redirect !== undefined && !(await isRegisteredTarget(db, appCode, redirect, requestOrigin)))
    throw originNotRegistered();
  const code = `${APP_CODE_PREFIX}${newToken()}`;
  await db.insert(tickets).values({
    ticketHash: hashToken(code),
    sessionId: session.sessionId,
    appCode,
    service: null,
    codeChallenge: request.codeChallenge ?? null,
    expiresAt: new Date(Date.now() + TICKET_TTL_SECONDS * 1000),
  });
  return code;
}

/** RFC 7636 S256: base64url(SHA-256(verifier)), the challenge a verifier answers. */
export function challengeOf(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

/** Whether a code's binding is met: unbound codes need nothing, bound ones their verifier. */
function verifierMatches(challenge: string | null, verifier: string | undefined): boolean {
  if (challenge === null) return true;
  if (!verifier) return false;
  const given = Buffer.from(challengeOf(verifier));
  const wanted = Buffer.from(challenge);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/** An app session: issued from a sign-in for one app (check, ticket, native link). */
export function isAppSession(session: Pick<ActiveSession, 'parentId'>): boolean {
  return session.parentId !== null;
}

type SpentTicket = typeof tickets.$inferSelect;

/**
 * Marks a live ticket or code of that kind used, once and atomically; null when it is not (any
 * more). A ticket of another kind is left alone: a CAS ticket presented to /sso/iamCheck is
 * neither redeemed nor burnt, and a /sso/ticket ticket never validates as CAS.
 */
export async function spendTicket(
  db: Database,
  value: string,
  kind: TicketKind = 'portico',
): Promise<SpentTicket | null> {
  const [spent] = await db
    .update(tickets)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(tickets.ticketHash, hashToken(value)),
        eq(tickets.kind, kind),
        isNull(tickets.usedAt),
        gt(tickets.expiresAt, new Date()),
      ),
    )
    .returning();
  return spent ?? null;
}

async function redeemAppCode(
  db: Database,
  spent: SpentTicket,
  { appCode, ip, verifier }: { appCode: string; ip?: string; verifier?: string },
): Promise<string> {
  const invalid = new ApiError(UcCode.TICKET_INVALID, 'serverAdmin.ticketInvalid');
  if (spent.appCode !== appCode) throw invalid;
  if (!verifierMatches(spent.codeChallenge, verifier)) throw invalid;
  const from = await findSessionById(db, spent.sessionId);
  if (!from) throw new ApiError(ResultCode.LOGOUT, 'server.unauthorized');
  if (!(await isAppOpen(db, from.unit.id, appCode))) throw appUnavailable();
  return createSession(db, {
    user: from.user,
    unitId: from.unit.id,
    appCode,
    from: { ...from, token: '' },
    ip,
  });
}

/**
 * GET /sso/available: 0 when the token works for the app; 53012 when the token is unusable
 * (unknown, expired, revoked, user disabled); 54002 when the unit cannot use the app.
 */
export async function tokenAvailability(
  db: Database,
  token: string,
  appCode: string,
): Promise<0 | typeof UcCode.TOKEN_UNAVAILABLE | typeof UcCode.APP_UNAVAILABLE> {
  // A session the cache does not hold is read together with whether its unit has the app open.
  const lookup = await findSession(db, token, appCode);
  if (lookup.state !== 'active') return UcCode.TOKEN_UNAVAILABLE;
  const open = lookup.appOpen ?? (await isAppOpen(db, lookup.session.unit.id, appCode));
  return open ? 0 : UcCode.APP_UNAVAILABLE;
}

/**
 * GET /sso/ticket: a one-time ticket for /sso/iamCheck, valid five minutes, only for a service at
 * the origin registered for the app (never `javascript:` or an unregistered host).
 */
export async function issueTicket(
  db: Database,
  session: ActiveSession,
  request: { appCode: string; service: string; requestOrigin: string },
): Promise<string> {
  const { appCode, service, requestOrigin } = request;
  requireSameApp(session, appCode);
  if (!(await isAppOpen(db, session.unit.id, appCode))) throw appUnavailable();
  if (!(await isRegisteredTarget(db, appCode, service, requestOrigin))) throw originNotRegistered();
  const ticket = `ST-${newToken()}`;
  await db.insert(tickets).values({
    ticketHash: hashToken(ticket),
    sessionId: session.sessionId,
    appCode,
    service,
    expiresAt: new Date(Date.now() + TICKET_TTL_SECONDS * 1000),
  });
  return ticket;
}

/**
 * GET /sso/iamCheck: spends the ticket (once, atomically), checks it was issued for this app and
 * service, and signs the app in with a new session of the ticket's session family.
 */
export async function redeemTicket(
  db: Database,
  query: IamCheckQuery,
  ip?: string,
): Promise<LoginResult> {
  const invalid = new ApiError(UcCode.TICKET_INVALID, 'serverAdmin.ticketInvalid');
  // A hand-off code of /sso/check is no ticket: it is spent only there.
  if (query.ticket.startsWith(APP_CODE_PREFIX)) throw invalid;
  const spent = await spendTicket(db, query.ticket);
  if (!spent || spent.appCode !== query.appCode) throw invalid;
  if (spent.service !== null && spent.service !== query.service) throw invalid;
  const from = await findSessionById(db, spent.sessionId);
  if (!from) throw invalid;
  if (!(await isAppOpen(db, from.unit.id, query.appCode))) throw appUnavailable();
  const token = await createSession(db, {
    user: from.user,
    unitId: from.unit.id,
    appCode: query.appCode,
    from: { ...from, token: '' },
    ip,
  });
  return buildLoginResult(db, { user: from.user, unit: from.unit, token, appCode: query.appCode });
}

/**
 * POST /sso/changeLoginInfo: a new sign-in session in another unit the user may sign in to
 * (platform users: any unit); the old session family ends (product.md §4 "Unit switch"). Only a
 * hub session switches (the call is declared `credentials`: an app asks the hub), and the hub's
 * session stays the hub's even though the hub names itself 'SSO' here.
 */
export async function changeLoginInfo(
  db: Database,
  session: ActiveSession,
  input: { orgCode: string; appCode: string },
  ip?: string,
  userAgent?: string,
): Promise<string> {
  const unit = await unitByCode(db, input.orgCode);
  // An unknown unit answers like a forbidden one, so that unit codes cannot be probed.
  if (!unit || !(await canLoginTo(db, session.user, unit.id))) {
    throw new ApiError(UcCode.UNIT_NOT_ALLOWED, 'serverAdmin.unitNotAllowed');
  }
  if (unit.status !== 'enabled') {
    throw new ApiError(UcCode.UNIT_DISABLED, 'adminUnits.server.unitDisabled');
  }
  for (const appCode of new Set([input.appCode, session.appCode ?? input.appCode])) {
    if (!(await isAppOpen(db, unit.id, appCode))) throw appUnavailable();
  }
  const familyId = rootOf(session);
  const token = await db.transaction(async (tx) => {
    // A switch proves nothing: the new family keeps the old one's verification, no fresher.
    const [root] = await tx
      .select({ verifiedAt: sessions.verifiedAt })
      .from(sessions)
      .where(eq(sessions.id, familyId));
    await revokeFamily(tx, familyId, 'switchUnit');
    return createSession(tx, {
      user: session.user,
      unitId: unit.id,
      appCode: session.appCode,
      ip,
      userAgent,
      verifiedAt: root?.verifiedAt ?? null,
    });
  });
  // The old family ends everywhere: its sockets close on every node (with the 'unit-switched'
  // event, which the tab that switched ignores as it moves to the new token), and the app
  // sessions it handed out end with it.
  await announceEnded(db, { familyId, reason: 'switchUnit' });
  return token;
}

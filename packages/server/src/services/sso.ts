import {
  ResultCode,
  TICKET_TTL_SECONDS,
  UcCode,
  type IamCheckQuery,
  type LoginResult,
} from '@portico/sdk';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { tickets } from '../db/schema';
import { isAppOpen } from './apps';
import { ApiError } from './errors';
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
} from './session';
import { canLoginTo, unitByCode } from './units';

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

/**
 * GET /sso/check: the token's unit must have opened the app (and the app be enabled); the answer
 * is a new token for that app, a child of the sign-in session, so logout ends both.
 */
export async function checkToken(
  db: Database,
  token: string,
  appCode: string,
  ip?: string,
): Promise<string> {
  const session = await requireActive(db, token);
  if (!(await isAppOpen(db, session.unit.id, appCode))) throw appUnavailable();
  return createSession(db, {
    user: session.user,
    unitId: session.unit.id,
    appCode,
    from: session,
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
  const lookup = await findSession(db, token);
  if (lookup.state !== 'active') return UcCode.TOKEN_UNAVAILABLE;
  return (await isAppOpen(db, lookup.session.unit.id, appCode)) ? 0 : UcCode.APP_UNAVAILABLE;
}

/** GET /sso/ticket: a one-time ticket for /sso/iamCheck, valid five minutes. */
export async function issueTicket(
  db: Database,
  session: ActiveSession,
  appCode: string,
  service?: string,
): Promise<string> {
  if (!(await isAppOpen(db, session.unit.id, appCode))) throw appUnavailable();
  const ticket = `ST-${newToken()}`;
  await db.insert(tickets).values({
    ticketHash: hashToken(ticket),
    sessionId: session.sessionId,
    appCode,
    service: service ?? null,
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
  const [spent] = await db
    .update(tickets)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(tickets.ticketHash, hashToken(query.ticket)),
        isNull(tickets.usedAt),
        gt(tickets.expiresAt, new Date()),
      ),
    )
    .returning();
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
 * (platform users: any unit); the old session family ends (product.md §4 "Unit switch").
 * The switch changes the unit, never the app the session belongs to: the hub's session (no app,
 * the user centre's menus) stays the hub's even though the hub names itself 'SSO' here, and a
 * child app's session stays that app's, so the login info that follows carries the menus of the
 * app the user is in.
 */
export async function changeLoginInfo(
  db: Database,
  session: ActiveSession,
  input: { orgCode: string; appCode: string },
  ip?: string,
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
  return db.transaction(async (tx) => {
    await revokeFamily(tx, rootOf(session), 'switchUnit');
    return createSession(tx, {
      user: session.user,
      unitId: unit.id,
      appCode: session.appCode,
      ip,
    });
  });
}

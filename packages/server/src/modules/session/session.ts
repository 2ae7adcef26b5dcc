import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { preparedPer } from '../../db/prepared';
import { sessions, units, users } from '../../db/schema';
import { appOpenOf } from '../apps/app-open';
import { announceEnded } from './session-events';
import { dueForTouch } from './session-cache';
import { idleWindowOf, isIdle, touchSession } from './session-idle';
import { sessionNodeOf } from './session-sync';

/** Sessions last a working day; logout and revocation end them earlier. */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

export type UserRow = typeof users.$inferSelect;
export type UnitRow = typeof units.$inferSelect;
export type RevokeReason = NonNullable<(typeof sessions.$inferSelect)['revokeReason']>;

export interface ActiveSession {
  sessionId: string;
  /** The sign-in session an app session descends from; null for a sign-in session. */
  parentId: string | null;
  token: string;
  user: UserRow;
  /** The unit the session works in (the home unit, or one switched to). */
  unit: UnitRow;
  /** The app the session was issued for; null: the hub or the user centre. */
  appCode: string | null;
  /** The family's idle window in minutes (session-idle.ts); null: none. */
  idleMinutes: number | null;
}

/** What a token is: live, ended by the repeat-login policy (52100), or nothing usable (50001). */
export type SessionLookup =
  /** `appOpen`: asked with an app code and read with the session (not from the cache). */
  | { state: 'active'; session: ActiveSession; appOpen?: boolean }
  | { state: 'repeatLogin'; by: { time: Date; ip: string | null } }
  | { state: 'none' };

/** 32 random bytes: unguessable, URL-safe, so it can travel as `?ssoToken=`. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only the hash is stored, so a copy of the table cannot be replayed as tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface NewSession {
  user: UserRow;
  /** Defaults to the user's home unit. */
  unitId?: string;
  appCode?: string | null;
  /** The session this one is issued from: its family root becomes the parent. */
  from?: ActiveSession;
  ip?: string | null;
  /** The sign-in's User-Agent header (the device of the family); app sessions go without. */
  userAgent?: string | null;
  /** The idle window when the caller has it already (sign-in): not read again. */
  idleMinutes?: number | null;
  /** How a sign-in session was proven (`amr`, modules/mfa/amr.ts); app sessions read their root's. */
  amr?: readonly string[];
  /** When the sign-in proved the user (sessions.verifiedAt); app sessions read their root's. */
  verifiedAt?: Date | null;
}

type Writer = Pick<Database, 'insert' | 'update' | 'select'>;

export async function createSession(db: Writer, input: NewSession): Promise<string> {
  const token = newToken();
  const unitId = input.unitId ?? input.user.unitId;
  // App sessions share the window of the sign-in they descend from.
  const idleMinutes = input.from
    ? input.from.idleMinutes
    : input.idleMinutes !== undefined
      ? input.idleMinutes
      : await idleWindowOf(db, unitId, input.user.id);
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: input.user.id,
    unitId,
    idleMinutes,
    appCode: input.appCode ?? null,
    parentId: input.from ? (input.from.parentId ?? input.from.sessionId) : null,
    ip: input.ip ?? null,
    amr: input.amr && !input.from ? input.amr.join(',') : null,
    verifiedAt: input.from ? null : (input.verifiedAt ?? null),
    userAgent: input.userAgent?.slice(0, 512) || null,
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
  });
  return token;
}

/** The session row of a token with its user, unit and family root, and `appOpen`. */
function sessionSelect(db: Database, appOpen: SQL<boolean>) {
  const root = alias(sessions, 'root');
  return db
    .select({
      session: sessions,
      user: users,
      unit: units,
      rootSeen: { lastSeenAt: root.lastSeenAt, createdAt: root.createdAt },
      appOpen,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(units, eq(units.id, sessions.unitId))
    .leftJoin(root, eq(root.id, sessions.parentId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1);
}

const sessionQuery = preparedPer((db) =>
  sessionSelect(db, sql<boolean>`false`).prepare('portico_session_by_token'),
);

/**
 * The same with whether the session's unit has `appCode` open (apps.ts isAppOpen) in the same
 * round trip: what every `/sso/available` asks that the session cache does not answer.
 */
const sessionAppQuery = preparedPer((db) =>
  sessionSelect(db, appOpenOf(sessions.unitId, sql.placeholder('appCode'))).prepare(
    'portico_session_app_by_token',
  ),
);

/**
 * The state of a token. Live means not revoked, not expired, the user and the session's unit
 * enabled and the user within the use period. A session ended by the repeat-login policy is told
 * apart, with the sign-in that ended it. A live session may be answered from this node's session
 * cache (session-cache.ts, session-sync.ts), which every session end empties on every node first.
 */
export async function findSession(
  db: Database,
  token: string,
  appCode?: string,
): Promise<SessionLookup> {
  const node = sessionNodeOf(db);
  if (node?.usable()) {
    const now = Date.now();
    const hit = node.cache.get(token, now);
    if (hit) {
      if (dueForTouch(hit, now)) {
        const { sessionId, parentId } = hit.session;
        await touchSession(db, { sessionId, parentId }, hit.activity, now);
        node.cache.touched(token, now);
      }
      return { state: 'active', session: hit.session };
    }
  }
  const epoch = node?.cache.epoch() ?? 0;
  const readAt = Date.now();
  const tokenHash = hashToken(token);
  const [row] =
    appCode === undefined
      ? await sessionQuery(db).execute({ tokenHash })
      : await sessionAppQuery(db).execute({ tokenHash, appCode });
  if (!row) return { state: 'none' };
  const { session, user, unit, rootSeen } = row;
  const now = Date.now();
  if (session.revokedAt) {
    if (session.revokeReason !== 'repeatLogin') return { state: 'none' };
    const [newer] = await db
      .select({ time: sessions.createdAt, ip: sessions.ip })
      .from(sessions)
      .where(and(eq(sessions.userId, user.id), gt(sessions.createdAt, session.createdAt)))
      .orderBy(desc(sessions.createdAt))
      .limit(1);
    return { state: 'repeatLogin', by: newer ?? { time: session.revokedAt, ip: null } };
  }
  const expired = user.expireTime !== null && user.expireTime.getTime() <= now;
  // A disabled unit (admin-units.ts updateUnitState) ends the sessions that work in it.
  const closed = user.status !== 'enabled' || unit.status !== 'enabled';
  if (session.expiresAt.getTime() <= now || closed || expired) {
    return { state: 'none' };
  }
  const ownLastSeenAt = session.lastSeenAt ?? session.createdAt;
  const rootLastSeenAt = rootSeen ? (rootSeen.lastSeenAt ?? rootSeen.createdAt) : ownLastSeenAt;
  let activity = {
    idleMinutes: session.idleMinutes,
    ownLastSeenAt,
    lastActiveAt: rootLastSeenAt > ownLastSeenAt ? rootLastSeenAt : ownLastSeenAt,
  };
  if (isIdle(activity, now)) {
    const familyId = session.parentId ?? session.id;
    await revokeFamily(db, familyId, 'idle');
    // Its live sockets close too, on every node (session-end.ts).
    await announceEnded(db, { familyId, reason: 'idle' });
    return { state: 'none' };
  }
  if (
    await touchSession(db, { sessionId: session.id, parentId: session.parentId }, activity, now)
  ) {
    activity = { ...activity, ownLastSeenAt: new Date(now), lastActiveAt: new Date(now) };
  }
  const active: ActiveSession = {
    sessionId: session.id,
    parentId: session.parentId,
    token,
    user,
    unit,
    appCode: session.appCode,
    idleMinutes: session.idleMinutes,
  };
  node?.cache.set(
    token,
    {
      session: active,
      expiresAt: session.expiresAt.getTime(),
      accountEndsAt: user.expireTime?.getTime() ?? Number.POSITIVE_INFINITY,
      activity,
    },
    epoch,
    readAt,
  );
  if (appCode === undefined) return { state: 'active', session: active };
  node?.cache.setAppOpen(unit.id, appCode, row.appOpen, epoch, readAt);
  return { state: 'active', session: active, appOpen: row.appOpen };
}

/** The live session of a token, or null. */
export async function findActiveSession(
  db: Database,
  token: string,
): Promise<ActiveSession | null> {
  const lookup = await findSession(db, token);
  return lookup.state === 'active' ? lookup.session : null;
}

/**
 * Ends the token's session family: the sign-in session and every app session issued from it.
 * Answers the family's root id (for the live session event), or null for an unknown token.
 */
export async function revokeSession(
  db: Database,
  token: string,
  reason: RevokeReason = 'logout',
): Promise<string | null> {
  const [row] = await db
    .select({ id: sessions.id, parentId: sessions.parentId })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) return null;
  await revokeFamily(db, row.parentId ?? row.id, reason);
  return row.parentId ?? row.id;
}

export async function revokeFamily(
  db: Writer,
  rootId: string,
  reason: RevokeReason,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokeReason: reason })
    .where(
      and(or(eq(sessions.id, rootId), eq(sessions.parentId, rootId)), isNull(sessions.revokedAt)),
    );
}

/** Ends every live session of a user, except one family (the caller's, when given). */
export async function revokeUserSessions(
  db: Writer,
  userId: string,
  reason: RevokeReason,
  keepRootId?: string,
): Promise<void> {
  const filters = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (keepRootId) {
    filters.push(ne(sessions.id, keepRootId));
    filters.push(or(isNull(sessions.parentId), ne(sessions.parentId, keepRootId))!);
  }
  await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokeReason: reason })
    .where(and(...filters));
}

/** Re-login keeps the token and starts a fresh lifetime. */
export async function extendSession(db: Database, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ expiresAt: new Date(Date.now() + SESSION_TTL_MS) })
    .where(eq(sessions.id, sessionId));
}

/** The family root of a session (itself for a sign-in session). */
export function rootOf(session: ActiveSession): string {
  return session.parentId ?? session.sessionId;
}

/** A live session by id (the session a ticket was issued from), without its token. */
export async function findSessionById(
  db: Database,
  id: string,
): Promise<Omit<ActiveSession, 'token'> | null> {
  const [row] = await db
    .select({ session: sessions, user: users, unit: units })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(units, eq(units.id, sessions.unitId))
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
    .limit(1);
  if (!row || row.user.status !== 'enabled') return null;
  if (row.user.expireTime && row.user.expireTime.getTime() <= Date.now()) return null;
  const { session, user, unit } = row;
  return {
    sessionId: session.id,
    parentId: session.parentId,
    user,
    unit,
    appCode: session.appCode,
    idleMinutes: session.idleMinutes,
  };
}

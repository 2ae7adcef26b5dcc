import { and, eq, gt, inArray, isNull, ne, or, type SQL } from 'drizzle-orm';
import type Provider from 'oidc-provider';
import type { Database } from '../db/client';
import { oidcPayloads, oidcSessionFamilies, sessions } from '../db/schema';
import type { SessionEnd } from '../modules/session/session-events';

interface StoredSession {
  accountId?: string;
  authorizations?: Record<string, { sid?: string; grantId?: string }>;
}

interface SessionRow {
  id: string;
  uid: string | null;
  payload: unknown;
}

/**
 * Whose sign-ins a user-wide or unit-wide end covers. A unit-wide end (the administrator's "end
 * sessions") covers the users whose unexpired sessions in the unit it just revoked: the
 * revocation committed before this runs, so they are the ones revoked for its reason.
 */
async function usersOf(db: Database, end: SessionEnd): Promise<string[]> {
  if ('userId' in end) return [end.userId];
  if ('familyId' in end) {
    const [row] = await db
      .select({ userId: sessions.userId })
      .from(sessions)
      .where(eq(sessions.id, end.familyId));
    return row ? [row.userId] : [];
  }
  const rows = await db
    .selectDistinct({ userId: sessions.userId })
    .from(sessions)
    .where(
      and(
        eq(sessions.unitId, end.unitId),
        eq(sessions.revokeReason, end.reason),
        gt(sessions.expiresAt, new Date()),
      ),
    );
  return rows.map((row) => row.userId);
}

/** The provider's sessions matching `where`, with the hub family each was signed in through. */
function sessionRows(db: Database, where: SQL | undefined): Promise<SessionRow[]> {
  return db
    .select({ id: oidcPayloads.id, uid: oidcPayloads.uid, payload: oidcPayloads.payload })
    .from(oidcPayloads)
    .leftJoin(oidcSessionFamilies, eq(oidcSessionFamilies.sessionUid, oidcPayloads.uid))
    .where(and(eq(oidcPayloads.model, 'Session'), where));
}

/**
 * The OIDC sessions an end covers. A family's end (its logout, idle end, unit switch) covers the
 * OIDC sessions that family signed in, and none of another browser's; a user-wide end (disable,
 * lock, password change) covers all of the user's but those of a family it spares; a unit-wide
 * end covers all of its users'. A session bound to no family (signed in before sessions were
 * bound) goes with any end of its user.
 */
async function coveredBy(db: Database, end: SessionEnd): Promise<SessionRow[]> {
  const userIds = await usersOf(db, end);
  if (!userIds.length) return [];
  const ofUsers = inArray(oidcPayloads.accountId, userIds);
  const unbound = isNull(oidcSessionFamilies.familyId);
  if ('familyId' in end) {
    return sessionRows(
      db,
      and(ofUsers, or(eq(oidcSessionFamilies.familyId, end.familyId), unbound)),
    );
  }
  if ('userId' in end && end.exceptFamilyId) {
    return sessionRows(
      db,
      and(ofUsers, or(ne(oidcSessionFamilies.familyId, end.exceptFamilyId), unbound)),
    );
  }
  return sessionRows(db, ofUsers);
}

/**
 * One session (README "OpenID Connect"): when a hub sign-in ends, the OIDC sessions it signed in
 * and the grants issued through them end too, and every client that registered a back-channel
 * logout URI is sent a logout token. A client that does not answer is not retried.
 */
export async function endOidcSessions(
  db: Database,
  provider: Provider,
  end: SessionEnd,
  onError: (error: unknown) => void,
): Promise<void> {
  await endRows(db, provider, await coveredBy(db, end), onError);
}

/**
 * Ends one OIDC session by its `uid` (one that no longer matches the browser's hub session), as a
 * hub sign-out would: its grants go and its clients are told by back-channel logout.
 */
export async function endOidcSession(
  db: Database,
  provider: Provider,
  uid: string,
  onError: (error: unknown) => void,
): Promise<void> {
  await endRows(db, provider, await sessionRows(db, eq(oidcPayloads.uid, uid)), onError);
}

async function endRows(
  db: Database,
  provider: Provider,
  rows: SessionRow[],
  onError: (error: unknown) => void,
): Promise<void> {
  if (!rows.length) return;
  const grantIds: string[] = [];
  const notices: (() => Promise<void>)[] = [];
  for (const row of rows) {
    const stored = row.payload as StoredSession;
    for (const [clientId, authorization] of Object.entries(stored.authorizations ?? {})) {
      if (authorization.grantId) grantIds.push(authorization.grantId);
      const accountId = stored.accountId;
      if (!accountId) continue;
      notices.push(() => notify(provider, clientId, accountId, authorization.sid));
    }
  }
  const uids = rows.map((row) => row.uid).filter((uid): uid is string => !!uid);
  await db.transaction(async (tx) => {
    // What was issued under the grants; an interaction that names one is still to be answered.
    if (grantIds.length)
      await tx
        .delete(oidcPayloads)
        .where(and(inArray(oidcPayloads.grantId, grantIds), ne(oidcPayloads.model, 'Interaction')));
    await tx.delete(oidcPayloads).where(
      and(
        eq(oidcPayloads.model, 'Session'),
        inArray(
          oidcPayloads.id,
          rows.map((row) => row.id),
        ),
      ),
    );
    if (uids.length)
      await tx.delete(oidcSessionFamilies).where(inArray(oidcSessionFamilies.sessionUid, uids));
  });
  // Told after the commit: a client that checks back finds the session gone.
  for (const outcome of await Promise.allSettled(notices.map((send) => send()))) {
    if (outcome.status === 'rejected') onError(outcome.reason);
  }
}

async function notify(
  provider: Provider,
  clientId: string,
  accountId: string,
  sid: string | undefined,
): Promise<void> {
  const client = (await provider.Client.find(clientId)) as
    | { backchannelLogoutUri?: string; backchannelLogout(sub: string, sid: string): Promise<void> }
    | undefined;
  if (!client?.backchannelLogoutUri) return;
  await client.backchannelLogout(accountId, sid ?? '');
}

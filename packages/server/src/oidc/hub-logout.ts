import { and, eq, gt, inArray } from 'drizzle-orm';
import type Provider from 'oidc-provider';
import type { Database } from '../db/client';
import { oidcPayloads, sessions } from '../db/schema';
import type { SessionEnd } from '../modules/session/session-events';

interface StoredSession {
  accountId?: string;
  authorizations?: Record<string, { sid?: string; grantId?: string }>;
}

/**
 * Whose sign-ins an end covers. A unit-wide end (the administrator's "end sessions") covers the
 * users whose unexpired sessions in the unit it just revoked: the revocation committed before
 * this runs, so they are the ones revoked for its reason.
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

/**
 * One session (README "OpenID Connect"): when a user's hub sign-in ends, the user's OIDC sessions
 * and the grants issued through them end too, and every client that registered a back-channel
 * logout URI is sent a logout token. A client that does not answer is not retried.
 */
export async function endOidcSessions(
  db: Database,
  provider: Provider,
  end: SessionEnd,
  onError: (error: unknown) => void,
): Promise<void> {
  const userIds = await usersOf(db, end);
  if (!userIds.length) return;
  const rows = await db
    .select({ id: oidcPayloads.id, payload: oidcPayloads.payload })
    .from(oidcPayloads)
    .where(and(eq(oidcPayloads.model, 'Session'), inArray(oidcPayloads.accountId, userIds)));
  if (!rows.length) return;
  const grantIds: string[] = [];
  const notices: Promise<void>[] = [];
  for (const row of rows) {
    const stored = row.payload as StoredSession;
    for (const [clientId, authorization] of Object.entries(stored.authorizations ?? {})) {
      if (authorization.grantId) grantIds.push(authorization.grantId);
      if (!stored.accountId) continue;
      notices.push(notify(provider, clientId, stored.accountId, authorization.sid));
    }
  }
  await db.transaction(async (tx) => {
    if (grantIds.length)
      await tx.delete(oidcPayloads).where(inArray(oidcPayloads.grantId, grantIds));
    await tx.delete(oidcPayloads).where(
      and(
        eq(oidcPayloads.model, 'Session'),
        inArray(
          oidcPayloads.id,
          rows.map((row) => row.id),
        ),
      ),
    );
  });
  for (const outcome of await Promise.allSettled(notices)) {
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

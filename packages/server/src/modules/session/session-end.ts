import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions } from '../../db/schema';
import type { SessionEndReason, SessionSelector } from '../../stomp';
import { revokeFamily, revokeUserSessions, type RevokeReason } from './session';
import { announceEnded, selectorOfEnd, type SessionEnd } from './session-events';

export type { SessionEnd } from './session-events';

type Writer = Parameters<typeof revokeUserSessions>[0];

/**
 * The one way sessions end (DESIGN.md security model: "sessions stored server-side so that
 * logout and repeat-login revoke at once"): admin disable, lock, password reset, unit disable,
 * idle end, repeat login, logout and the user's own password change all come through here, so
 * the database revocation and the closing of live STOMP sockets on every node cannot drift apart.
 *
 * `change` runs in the same transaction as the revocation (the status, lock or password write);
 * the sockets close after the commit, so no node acts on a write that was rolled back.
 */
export async function endSessions(
  db: Database,
  end: SessionEnd,
  change?: (tx: Writer) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await change?.(tx);
    await revokeSessions(tx, end);
  });
  await announceEnded(db, end);
}

/** The database half, for callers that revoke inside a larger transaction: announce after it. */
export async function revokeSessions(db: Writer, end: SessionEnd): Promise<void> {
  if ('familyId' in end) return revokeFamily(db, end.familyId, end.reason);
  if ('unitId' in end) {
    await db
      .update(sessions)
      .set({ revokedAt: new Date(), revokeReason: end.reason })
      .where(and(eq(sessions.unitId, end.unitId), isNull(sessions.revokedAt)));
    return;
  }
  return revokeUserSessions(db, end.userId, end.reason, end.exceptFamilyId);
}

export { announceEnded };

/** The live session event clients are told (the SDK's LivePush 'session'). */
export function liveReasonOf(reason: RevokeReason): SessionEndReason {
  if (reason === 'repeatLogin') return 'repeat-login';
  if (reason === 'password') return 'password-changed';
  if (reason === 'switchUnit') return 'unit-switched';
  return 'logout';
}

/** The sockets an end closes, as a selector that travels to every node. */
export function selectorOf(end: SessionEnd): SessionSelector {
  return selectorOfEnd(end);
}

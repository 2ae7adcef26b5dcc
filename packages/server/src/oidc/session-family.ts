import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { oidcSessionFamilies } from '../db/schema';
import type { ActiveSession } from '../modules/session/session';

/** The hub sign-in a session belongs to: the root of its family (app sessions descend from it). */
export function familyOf(session: ActiveSession): string {
  return session.parentId ?? session.sessionId;
}

/** Records that the hub family `familyId` signed the OIDC session `sessionUid` in. */
export async function bindToFamily(
  db: Database,
  sessionUid: string,
  familyId: string,
): Promise<void> {
  await db
    .insert(oidcSessionFamilies)
    .values({ sessionUid, familyId })
    .onConflictDoUpdate({ target: oidcSessionFamilies.sessionUid, set: { familyId } });
}

/**
 * Whether an OIDC session (as the provider keeps it: its `uid` and account) may answer for the
 * browser now: only while the browser's hub session lives, is the same account, and is the very
 * sign-in that signed the OIDC session in. Anything else (no hub session, another user, a new
 * sign-in after a logout) makes the hub answer again.
 */
export async function servesHub(
  db: Database,
  oidcSession: { uid?: string; accountId?: string },
  hub: ActiveSession | null,
): Promise<boolean> {
  if (!hub || !oidcSession.uid || oidcSession.accountId !== hub.user.id) return false;
  const [row] = await db
    .select({ familyId: oidcSessionFamilies.familyId })
    .from(oidcSessionFamilies)
    .where(eq(oidcSessionFamilies.sessionUid, oidcSession.uid));
  return row?.familyId === familyOf(hub);
}

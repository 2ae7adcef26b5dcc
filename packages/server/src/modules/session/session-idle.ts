import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions } from '../../db/schema';
import { isExempt, securityOf, type SecuritySettings } from '../security/security';

/**
 * The lock-screen window (product.md §2.5 /safety/lockScreen) on the server: a session family
 * nobody used for longer than the window is ended (revoke reason 'idle'), so a token left in a
 * closed tab or copied from a shared machine stops working. The client locks its screen after the
 * same window (the login result carries it); the server makes it a rule rather than a courtesy.
 */

/** Activity is recorded at most once a minute per family: the window is counted in minutes. */
export const TOUCH_EVERY_MS = 60_000;

type Reader = Pick<Database, 'select'>;

/**
 * The idle window of a new sign-in session: the unit's lock-screen minutes, or null when it has
 * none or the user is an exception of 'ALL'.
 */
export async function idleWindowOf(
  db: Reader,
  unitId: string,
  userId: string,
  security?: SecuritySettings,
): Promise<number | null> {
  const { lockScreenMinutes } = security ?? (await securityOf(db, unitId));
  if (lockScreenMinutes === null || (await isExempt(db, unitId, userId, 'ALL'))) return null;
  return lockScreenMinutes;
}

/** When the family was last used: the later of the session's and its root's last request. */
export interface FamilyActivity {
  idleMinutes: number | null;
  lastActiveAt: Date;
  /** This session's own last request (or creation), to know whether to write again. */
  ownLastSeenAt: Date;
}

export function isIdle(activity: FamilyActivity, now = Date.now()): boolean {
  if (activity.idleMinutes === null) return false;
  return now - activity.lastActiveAt.getTime() > activity.idleMinutes * 60_000;
}

/**
 * Records a request on the session and on its family root (a child app's activity keeps the hub
 * session alive too). Skipped when the session was seen within the last minute; answers whether
 * it wrote.
 */
export async function touchSession(
  db: Pick<Database, 'update'>,
  ids: { sessionId: string; parentId: string | null },
  activity: FamilyActivity,
  now = Date.now(),
): Promise<boolean> {
  if (now - activity.ownLastSeenAt.getTime() < TOUCH_EVERY_MS) return false;
  const family = ids.parentId ? [ids.sessionId, ids.parentId] : [ids.sessionId];
  await db
    .update(sessions)
    .set({ lastSeenAt: new Date(now) })
    .where(family.length === 1 ? eq(sessions.id, ids.sessionId) : inArray(sessions.id, family));
  return true;
}

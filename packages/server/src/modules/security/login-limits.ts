import { and, eq, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginLimits } from '../../db/schema';

/**
 * Login limits at sign-in (product.md §2.5 /login-limit: a setting takes effect
 * at the next login). A unit's enabled limits allow signing in on their weekdays between their
 * start and end times; a user with limits of their own follows those instead of the unit-wide
 * ones. No enabled limit: no restriction. Times are the server's local time (set `TZ`).
 */

export interface LimitWindow {
  /** Seven 0/1 characters, Monday first. */
  weekdays: string;
  /** HH:mm, inclusive. */
  startTime: string;
  endTime: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Whether `at` falls inside one of the windows (its weekday on, its minute within the times). */
export function withinWindows(windows: readonly LimitWindow[], at: Date): boolean {
  const weekday = (at.getDay() + 6) % 7;
  const minute = `${pad(at.getHours())}:${pad(at.getMinutes())}`;
  return windows.some(
    (w) => w.weekdays[weekday] === '1' && w.startTime <= minute && minute <= w.endTime,
  );
}

/** Whether the unit's login limits let the user sign in at `at`. */
export async function loginAllowedAt(
  db: Database,
  unitId: string,
  userId: string,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .select()
    .from(loginLimits)
    .where(
      and(
        eq(loginLimits.unitId, unitId),
        eq(loginLimits.enabled, 'T'),
        or(isNull(loginLimits.userId), eq(loginLimits.userId, userId)),
      ),
    );
  const own = rows.filter((row) => row.userId === userId);
  const applicable = own.length ? own : rows;
  return applicable.length === 0 || withinWindows(applicable, at);
}

import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sessions, units, users } from '../db/schema';

/** Sessions last a working day; logout and revocation end them earlier. */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

export type UserRow = typeof users.$inferSelect;
export type UnitRow = typeof units.$inferSelect;

export interface ActiveSession {
  sessionId: string;
  token: string;
  user: UserRow;
  unit: UnitRow;
}

/** 32 random bytes: unguessable, URL-safe, so it can travel as `?ssoToken=`. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only the hash is stored, so a copy of the table cannot be replayed as tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(db: Database, user: UserRow): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: user.id,
    unitId: user.unitId,
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
  });
  return token;
}

/** The live session of a token: not revoked, not expired, and its user still enabled. */
export async function findActiveSession(
  db: Database,
  token: string,
): Promise<ActiveSession | null> {
  const [row] = await db
    .select({ sessionId: sessions.id, user: users, unit: units })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(units, eq(units.id, sessions.unitId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
        eq(users.status, 'enabled'),
      ),
    )
    .limit(1);
  return row ? { ...row, token } : null;
}

export async function revokeSession(db: Database, token: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)));
}

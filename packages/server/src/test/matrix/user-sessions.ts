import type { USER_SESSION_CALLS } from '@portico/sdk/contract';
import { sessions, users } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { createSession, hashToken } from '../../modules/session/session';
import type { CallFixtures } from './call-fixtures';

/** Matrix inputs of the user-session calls: ending one needs a live sign-in of a throwaway user. */
export const USER_SESSION_FIXTURES: CallFixtures<typeof USER_SESSION_CALLS> = {
  end: async (c) => {
    const userId = await c.fresh('user');
    const [user] = await c.db.select().from(users).where(eq(users.id, userId));
    const token = await createSession(c.db, { user: user!, idleMinutes: null });
    const [row] = await c.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    return { userId, sessionId: row!.id };
  },
};

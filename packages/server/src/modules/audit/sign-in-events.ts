import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions, units, users } from '../../db/schema';
import { writeAudit, type AuditActor } from './audit-record';

/**
 * Sign-in events in the audit trail, beside the administrative writes: `signIn.success`,
 * `signIn.failure` (the reason as the change), `signIn.logout`. A second factor, an OIDC or CAS
 * grant records itself the same way: `recordSignIn(tx, 'signIn.secondFactor', …)` in the
 * transaction of its own write.
 */
export type SignInAction =
  | 'signIn.success'
  | 'signIn.failure'
  | 'signIn.logout'
  | 'signIn.secondFactor'
  | 'signIn.oidcGrant'
  | 'signIn.casGrant';

export interface SignInFacts {
  /** The unit signed in to (or typed, for a failure: null when no such unit). */
  unit: { id: string; code: string } | null;
  user: { id: string; userCode: string } | null;
  /** The account as typed, when no user was found. */
  account?: string;
  sessionFamily?: string | null;
  ip?: string | null;
  userAgent?: string | null;
  /** Why a failure failed, or how a success signed in. */
  reason?: string | null;
}

/** Writes one sign-in event in the caller's transaction. */
export async function recordSignIn(tx: Database, action: SignInAction, facts: SignInFacts) {
  const actor: AuditActor = {
    session: null,
    ip: facts.ip ?? null,
    userAgent: facts.userAgent?.slice(0, 512) ?? null,
    who: {
      unitId: facts.unit?.id ?? null,
      unitCode: facts.unit?.code ?? null,
      userId: facts.user?.id ?? null,
      userCode: facts.user?.userCode ?? facts.account?.slice(0, 128) ?? null,
      sessionFamily: facts.sessionFamily ?? null,
    },
  };
  await writeAudit(tx, actor, {
    action,
    targetType: 'user',
    targetId: facts.user?.id ?? null,
    unitId: facts.unit?.id ?? null,
    changes: facts.reason ? [{ field: 'reason', before: null, after: facts.reason }] : [],
  });
}

/** The logout of a session family, named by the family's own sign-in. */
export async function recordLogout(
  db: Database,
  familyId: string,
  context: { ip?: string | null; userAgent?: string | null },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        userId: users.id,
        userCode: users.userCode,
        unitId: units.id,
        unitCode: units.code,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .innerJoin(units, eq(units.id, sessions.unitId))
      .where(eq(sessions.id, familyId));
    if (!row) return;
    await recordSignIn(tx, 'signIn.logout', {
      unit: { id: row.unitId, code: row.unitCode },
      user: { id: row.userId, userCode: row.userCode },
      sessionFamily: familyId,
      ...context,
    });
  });
}

import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions, units, users } from '../../db/schema';
import { writeAudit, type AuditActor } from './audit-record';

/**
 * Sign-in events in the audit trail, beside the administrative writes: `signIn.success`,
 * `signIn.failure` (the reason as the change), `signIn.secondFactor`, `signIn.logout` (the
 * session family as target), and the grants to applications, `signIn.oidcGrant` and
 * `signIn.casGrant` (the application as target; client or service, scopes and proof as details).
 * Each is written by `recordSignIn` in the transaction of its own write.
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
  /** What the event is about, when not the user: the session family ended, the app granted. */
  target?: { type: string; id: string | null };
  /** Facts of a grant (client, scopes, amr/acr), each shown as a field set by the event. */
  details?: Record<string, unknown>;
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
  const details = { reason: facts.reason ?? undefined, ...facts.details };
  await writeAudit(tx, actor, {
    action,
    targetType: facts.target?.type ?? 'user',
    targetId: facts.target ? facts.target.id : (facts.user?.id ?? null),
    unitId: facts.unit?.id ?? null,
    changes: Object.entries(details)
      .filter(([, value]) => value !== undefined && value !== null)
      .map(([field, after]) => ({ field, before: null, after })),
  });
}

/** The sign-in a session family started from: its user and unit, its `amr`. */
export async function familyFacts(db: Database, familyId: string) {
  const [row] = await db
    .select({
      userId: users.id,
      userCode: users.userCode,
      unitId: units.id,
      unitCode: units.code,
      amr: sessions.amr,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(units, eq(units.id, sessions.unitId))
    .where(eq(sessions.id, familyId));
  if (!row) return null;
  return {
    unit: { id: row.unitId, code: row.unitCode },
    user: { id: row.userId, userCode: row.userCode },
    sessionFamily: familyId,
    amr: row.amr ? row.amr.split(',') : ['pwd'],
  };
}

/** Where an event came from: the browser's address and user agent. */
export interface RequestContext {
  ip?: string | null;
  userAgent?: string | null;
}

/**
 * The logout of a session family (the hub's, OIDC's or CAS's), named by the family's own
 * sign-in, with the family as target, in the caller's transaction (the one that ends the family).
 * `how` tells which logout it was.
 */
export async function recordLogoutIn(
  tx: Database,
  familyId: string,
  context: RequestContext & { how?: 'oidc' | 'cas' },
): Promise<void> {
  const { how, ...request } = context;
  const family = await familyFacts(tx, familyId);
  if (!family) return;
  await recordSignIn(tx, 'signIn.logout', {
    ...family,
    ...request,
    target: { type: 'session', id: familyId },
    details: how ? { via: how } : undefined,
  });
}

/** The same, in a transaction of its own: for a logout that has ended the family already. */
export async function recordLogout(
  db: Database,
  familyId: string,
  context: RequestContext,
): Promise<void> {
  await db.transaction((tx) => recordLogoutIn(tx, familyId, context));
}

/** An application given the user's identity: by an OIDC authorization, or a CAS service ticket. */
export interface GrantFacts extends RequestContext {
  /** The hub sign-in behind the grant, when known; its user and unit are the actor. */
  familyId: string | null;
  userId: string;
  appCode: string | null;
  /** The client id or service, the scopes, `amr` and `acr`: what the application was given. */
  details: Record<string, unknown>;
}

/** Writes one grant record, in the caller's transaction, naming the application as target. */
export async function recordGrant(
  tx: Database,
  action: 'signIn.oidcGrant' | 'signIn.casGrant',
  grant: GrantFacts,
): Promise<void> {
  const family = grant.familyId ? await familyFacts(tx, grant.familyId) : null;
  const who = family ?? (await userFacts(tx, grant.userId));
  if (!who) return;
  await recordSignIn(tx, action, {
    ...who,
    ip: grant.ip,
    userAgent: grant.userAgent,
    target: { type: 'app', id: grant.appCode },
    details: grant.details,
  });
}

async function userFacts(db: Database, userId: string) {
  const [row] = await db
    .select({ userCode: users.userCode, unitId: units.id, unitCode: units.code })
    .from(users)
    .innerJoin(units, eq(units.id, users.unitId))
    .where(eq(users.id, userId));
  if (!row) return null;
  return {
    unit: { id: row.unitId, code: row.unitCode },
    user: { id: userId, userCode: row.userCode },
  };
}

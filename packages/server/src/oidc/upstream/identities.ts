import { randomBytes } from 'node:crypto';
import { type LoginResult } from '@portico/sdk';
import { ServerCode } from '@portico/sdk/internal';
import type {
  UPSTREAM_LINKED_BY,
  UpstreamLinkNeeded,
  UpstreamLinkView,
} from '@portico/sdk/contract';
import { and, asc, eq, TransactionRollbackError } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions, upstreamIdentities, users } from '../../db/schema';
import { login, upstreamLogin, type LoginContext } from '../../modules/sso/auth';
import { hashToken } from '../../modules/session/session';
import { endSessions } from '../../modules/session/session-end';
import { ApiError } from '../../shared/errors';
import { hashPassword } from '../../shared/password';

type UnitRow = Parameters<typeof upstreamLogin>[1]['unit'] & object;
type UserRow = typeof users.$inferSelect;
type LinkedBy = (typeof UPSTREAM_LINKED_BY)[number];

/** A corporate identity as the provider vouched for it (flow.ts `callback`). */
export interface Identity {
  /** The unit's configured issuer, whose discovery the ID token's `iss` was checked against. */
  issuer: string;
  /** The ID token's `sub`: the provider's stable name for the person. */
  subject: string;
  /** The provider's suggestion of a user code (`userCodeClaim`): a name it lets people change. */
  userCode: string | null;
  claims: { name?: string; email?: string };
  /** The ID token's `amr`: a unit that trusts the provider's second factor reads it. */
  amr?: string[];
}

/** The user a corporate identity is linked to in the unit, if any. */
async function linkedUser(db: Database, unitId: string, identity: Identity) {
  const [row] = await db
    .select({ link: upstreamIdentities, user: users })
    .from(upstreamIdentities)
    .innerJoin(users, eq(users.id, upstreamIdentities.userId))
    .where(
      and(
        eq(upstreamIdentities.unitId, unitId),
        eq(upstreamIdentities.issuer, identity.issuer),
        eq(upstreamIdentities.subject, identity.subject),
      ),
    );
  return row;
}

/** Refuses an identity no link names, telling the sign-in page to ask for the credentials. */
function linkNeeded(identity: Identity): ApiError {
  const retVal: UpstreamLinkNeeded = {
    linkNeeded: true,
    suggestedUserCode: identity.userCode,
  };
  return new ApiError(
    ServerCode.BAD_CREDENTIALS,
    'serverAdmin.upstreamLinkNeeded',
    { userCode: identity.userCode ?? identity.subject },
    retVal,
  );
}

/**
 * Who a corporate identity signs in as (README "Upstream identity providers"): the user its
 * (issuer, subject) is linked to, whatever the provider now calls the person; never a user found
 * by the provider's name for them. An identity without a link is linked by the account's own user
 * code and password (`credentials`, which sign in through the form's path, lockout included), or
 * by an administrator beforehand; a unit that lets the provider create accounts makes one when
 * the suggested user code is free. Anything else is refused with `linkNeeded`, and the caller
 * keeps the hand-off for the credentials.
 */
export async function signInIdentity(
  db: Database,
  unit: UnitRow,
  identity: Identity,
  options: {
    createAccounts: boolean;
    credentials?: { userCode: string; password: string };
    context: LoginContext;
  },
): Promise<LoginResult> {
  const linked = await linkedUser(db, unit.id, identity);
  if (linked) {
    const result = await upstreamLogin(db, { unit, user: linked.user }, options.context, {
      upstreamAmr: identity.amr,
    });
    await db
      .update(upstreamIdentities)
      .set({ lastSignInAt: new Date() })
      .where(eq(upstreamIdentities.id, linked.link.id));
    return result;
  }
  if (options.credentials) return linkByPassword(db, unit, identity, options);
  const created = options.createAccounts ? await provision(db, unit.id, identity) : null;
  if (!created) throw linkNeeded(identity);
  return upstreamLogin(db, { unit, user: created }, options.context, {
    upstreamAmr: identity.amr,
  });
}

/** Writes a link; false when the subject or the user is linked already (unique indexes). */
async function insertLink(
  db: Pick<Database, 'insert'>,
  unitId: string,
  identity: Pick<Identity, 'issuer' | 'subject'>,
  userId: string,
  linkedBy: LinkedBy,
): Promise<boolean> {
  const rows = await db
    .insert(upstreamIdentities)
    .values({
      unitId,
      issuer: identity.issuer,
      subject: identity.subject,
      userId,
      linkedBy,
      lastSignInAt: linkedBy === 'administrator' ? null : new Date(),
    })
    .onConflictDoNothing()
    .returning({ id: upstreamIdentities.id });
  return rows.length === 1;
}

/**
 * The account's own confirmation: its user code and password sign in through the form's path
 * (wrong passwords count towards the lockout, and every rule of the unit applies), then the
 * identity is linked to it. A user linked to another identity of the same provider keeps that
 * link: the new sign-in is ended and refused.
 */
async function linkByPassword(
  db: Database,
  unit: UnitRow,
  identity: Identity,
  options: { credentials?: { userCode: string; password: string }; context: LoginContext },
): Promise<LoginResult> {
  const { userCode, password } = options.credentials!;
  const result = await login(db, { unitCode: unit.code, userCode, password }, options.context);
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.unitId, unit.id), eq(users.userCode, result.userCode)));
  if (user && (await insertLink(db, unit.id, identity, user.id, 'password'))) return result;
  const linked = await linkedUser(db, unit.id, identity);
  // The same link made by a sign-in a moment ago: nothing to refuse.
  if (linked && linked.user.id === user?.id) return result;
  const [session] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(result.jwtToken)));
  if (session) await endSessions(db, { familyId: session.id, reason: 'logout' });
  if (linked) {
    throw new ApiError(ServerCode.BAD_CREDENTIALS, 'serverAdmin.upstreamSubjectLinked', {
      userCode: linked.user.userCode,
    });
  }
  throw new ApiError(ServerCode.BAD_CREDENTIALS, 'serverAdmin.upstreamUserLinked');
}

/**
 * A user for an identity the unit's provider vouches for, when the unit allows it and the
 * suggested user code is free: a user of that code already exists is not this person until its
 * own password says so (null: the caller asks for it).
 */
async function provision(db: Database, unitId: string, identity: Identity) {
  const userCode = identity.userCode;
  // The user code rules of product.md §5 (user add); anything else is refused, not mangled.
  if (!userCode || userCode.length > 30 || !/^[A-Za-z0-9](?:[\w-]*[A-Za-z0-9])?$/.test(userCode)) {
    return null;
  }
  const email = identity.claims.email;
  // Signs in through the provider only: a password nobody knows.
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  return db
    .transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          unitId,
          userCode,
          name: identity.claims.name?.trim() || userCode,
          email: email && /^[^\s@]+@[^\s@]+$/.test(email) ? email : null,
          passwordHash,
        })
        .onConflictDoNothing()
        .returning();
      if (!created) return null;
      // The identity was linked meanwhile (by its password, say): this account gives way.
      if (!(await insertLink(tx, unitId, identity, created.id, 'provisioned'))) {
        tx.rollback();
      }
      return created;
    })
    .catch((error: unknown) => {
      if (error instanceof TransactionRollbackError) return null;
      throw error;
    });
}

function viewOf(link: typeof upstreamIdentities.$inferSelect, user: UserRow): UpstreamLinkView {
  return {
    id: link.id,
    userId: user.id,
    userCode: user.userCode,
    userName: user.name,
    subject: link.subject,
    linkedBy: link.linkedBy,
    createdAt: link.createdAt.toISOString(),
    lastSignInAt: link.lastSignInAt?.toISOString() ?? null,
  };
}

/** The administration of a unit's links (idp-settings.ts authorizes the unit). */
export const identityLinks = {
  async list(db: Database, unitId: string, issuer: string): Promise<UpstreamLinkView[]> {
    const rows = await db
      .select({ link: upstreamIdentities, user: users })
      .from(upstreamIdentities)
      .innerJoin(users, eq(users.id, upstreamIdentities.userId))
      .where(and(eq(upstreamIdentities.unitId, unitId), eq(upstreamIdentities.issuer, issuer)))
      .orderBy(asc(users.userCode));
    return rows.map((r) => viewOf(r.link, r.user));
  },

  /** An administrator's explicit mapping; a subject or user already linked is refused. */
  async link(
    db: Database,
    unitId: string,
    issuer: string,
    input: { userCode: string; subject: string },
  ): Promise<UpstreamLinkView> {
    const [user] = await db
      .select()
      .from(users)
      .where(and(eq(users.unitId, unitId), eq(users.userCode, input.userCode)));
    if (!user) throw new ApiError(ServerCode.NOT_FOUND, 'server.notFound');
    const identity = { issuer, subject: input.subject };
    if (!(await insertLink(db, unitId, identity, user.id, 'administrator'))) {
      const taken = await linkedUser(db, unitId, { ...identity, userCode: null, claims: {} });
      if (taken) {
        throw new ApiError(ServerCode.INVALID_INPUT, 'serverAdmin.upstreamSubjectLinked', {
          userCode: taken.user.userCode,
        });
      }
      throw new ApiError(ServerCode.INVALID_INPUT, 'serverAdmin.upstreamUserLinked');
    }
    const row = await linkedUser(db, unitId, { ...identity, userCode: null, claims: {} });
    return viewOf(row!.link, row!.user);
  },

  async unlink(db: Database, unitId: string, id: string): Promise<void> {
    const removed = await db
      .delete(upstreamIdentities)
      .where(and(eq(upstreamIdentities.unitId, unitId), eq(upstreamIdentities.id, id)))
      .returning({ id: upstreamIdentities.id });
    if (!removed.length) throw new ApiError(ServerCode.NOT_FOUND, 'server.notFound');
  },
};

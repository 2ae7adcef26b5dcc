import { CALLS, type CallDecl } from '@portico/sdk/contract';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { units, users, type AuditChange } from '../../db/schema';
import type { ActiveSession } from '../session/session';
import { inAmbientTransaction } from '../../db/ambient-transaction';
import { startCapture, takeCaptured } from './audit-capture';
import { appendRecord } from './audit-chain';
import { changesOf, firstRowFacts } from './audit-changes';

/**
 * One audit record per audited call (an administration call that writes, or a call declaring its
 * audit target), in the call's own transaction: a refused call (its input or its caller refused
 * before it runs, a record out of scope thrown from it) and a failed transaction leave none.
 * The action is the call's name in the declarations (`roles.saveAuth`); the target is declared,
 * else named by the input (`id`, `code`, `<type>Id`), else the first row the call wrote.
 */

/** `domain.name` of every declaration, found by the declaration itself. */
const NAMES = new Map<CallDecl, { domain: string; name: string }>(
  Object.entries(CALLS).flatMap(([domain, calls]) =>
    Object.entries(calls as Record<string, CallDecl>).map(([name, call]) => [
      call,
      { domain, name },
    ]),
  ),
);

export function actionOf(call: CallDecl): { action: string; type: string } {
  const found = NAMES.get(call);
  const domain = found?.domain ?? 'call';
  const type = call.audit?.type ?? domain.replace(/ies$/, 'y').replace(/s$/, '');
  return { action: `${domain}.${found?.name ?? call.path}`, type };
}

/** Who did it: the session's unit and user, its family, where from. */
export interface AuditActor {
  session: ActiveSession | null;
  ip: string | null;
  userAgent: string | null;
  /** Who, when there is no session yet (a sign-in event). */
  who?: {
    unitId: string | null;
    unitCode: string | null;
    userId: string | null;
    userCode: string | null;
    sessionFamily: string | null;
  };
}

export function actorOf(request: FastifyRequest, session: ActiveSession | null): AuditActor {
  const agent = request.headers['user-agent'];
  return { session, ip: request.ip ?? null, userAgent: agent ? agent.slice(0, 512) : null };
}

function idOf(value: unknown): string | null {
  if (typeof value === 'string' && value !== '') return value.slice(0, 128);
  if (typeof value === 'number') return String(value);
  return null;
}

function targetIdOf(call: CallDecl, type: string, input: unknown): string | null {
  const fields = (input ?? {}) as Record<string, unknown>;
  const named = call.audit?.idField;
  return (
    idOf(named ? fields[named] : undefined) ??
    idOf(fields.id) ??
    idOf(fields[`${type}Id`]) ??
    idOf(fields.code) ??
    idOf(fields[`${type}Code`])
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuidOf = (value: unknown) => (typeof value === 'string' && UUID.test(value) ? value : null);

export interface AuditEvent {
  action: string;
  targetType: string | null;
  targetId: string | null;
  unitId: string | null;
  changes: AuditChange[];
}

/** Writes one record for an event in the caller's transaction (a sign-in, an audited call). */
export async function writeAudit(tx: Database, actor: AuditActor, event: AuditEvent) {
  const { session, who } = actor;
  const unitCode = event.unitId ? await unitCodeOf(tx, event.unitId, session) : null;
  return appendRecord(tx, {
    time: new Date(),
    actorUnitId: session?.unit.id ?? who?.unitId ?? null,
    actorUnitCode: session?.unit.code ?? who?.unitCode ?? null,
    actorUserId: session?.user.id ?? who?.userId ?? null,
    actorUserCode: session?.user.userCode ?? who?.userCode ?? null,
    sessionFamily: session ? (session.parentId ?? session.sessionId) : (who?.sessionFamily ?? null),
    ip: actor.ip,
    userAgent: actor.userAgent,
    ...event,
    unitCode,
  });
}

/** A call on a user that wrote no row of a unit (ending a session) belongs to the user's unit. */
async function unitOfUser(tx: Database, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const [user] = await tx.select({ unitId: users.unitId }).from(users).where(eq(users.id, userId));
  return user?.unitId ?? null;
}

async function unitCodeOf(tx: Database, unitId: string, session: ActiveSession | null) {
  if (session?.unit.id === unitId) return session.unit.code;
  const [unit] = await tx.select({ code: units.code }).from(units).where(eq(units.id, unitId));
  return unit?.code ?? null;
}

/**
 * Runs an audited call's handler in a transaction with capture on, then writes its record from
 * the rows it wrote, before the commit.
 */
export async function audited<T>(
  db: Database,
  call: CallDecl,
  input: unknown,
  actor: AuditActor,
  handler: () => Promise<T>,
): Promise<T> {
  const { action, type } = actionOf(call);
  return inAmbientTransaction(db, async (tx) => {
    await startCapture(tx);
    const answer = await handler();
    const rows = await takeCaptured(tx);
    const facts = firstRowFacts(rows);
    const fields = (input ?? {}) as Record<string, unknown>;
    const targetId = targetIdOf(call, type, input) ?? facts.id;
    const unitId =
      facts.unitId ??
      uuidOf(fields.unitId) ??
      (type === 'unit' ? uuidOf(targetId) : null) ??
      (await unitOfUser(tx, uuidOf(fields.userId))) ??
      actor.session?.unit.id ??
      null;
    await writeAudit(tx, actor, {
      action,
      targetType: type,
      targetId,
      unitId,
      changes: changesOf(rows),
    });
    return answer;
  });
}

import { afterCommit } from '../../db/ambient-transaction';
import { liveDestinations, type LivePush } from '@portico/sdk/messaging';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions, units, users } from '../../db/schema';
import {
  MAX_FANOUT_BYTES,
  type Broker,
  type SessionEndReason,
  type SessionSelector,
} from '../../stomp';
import { payloadOf } from '../../stomp/fanout-events';
import type { UnreadCache } from './messages-unread-cache';

/**
 * Live push of the message service through the STOMP broker (`app.stomp`). Pushes go out after the
 * transaction commits; a failed push is reported, never thrown, since the data is already written
 * and clients resync their counts and lists after every reconnect.
 */
export interface Live {
  broker: Pick<Broker, 'publish' | 'endSessions'>;
  onError(error: unknown): void;
  /** The users' messages changed on this node: drop what is cached about them, before pushing. */
  evict?(userIds: readonly string[]): void;
}

/** Recipients are pushed to per user rather than on unit topics: a unit topic also reaches
 * users who are not recipients (switched into the unit, receiveMessage F), whose badge and
 * popups would then show a message they cannot open. */
const PUSH_CONCURRENCY = 50;
/** Ids are queried in slices, well below PostgreSQL's bind-parameter limit. */
const ID_SLICE = 1000;

function slices<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * The user topics each user can be reached on: the home unit's, and that of every unit the user
 * has a live session in (a unit switch subscribes to the switched unit's user topic).
 */
export async function userTopics(db: Database, userIds: readonly string[]) {
  const topics = new Map<string, Set<string>>();
  const add = (userId: string, unitCode: string, userCode: string) => {
    let set = topics.get(userId);
    if (!set) topics.set(userId, (set = new Set()));
    set.add(liveDestinations.user(unitCode, userCode));
  };
  for (const ids of slices([...new Set(userIds)], ID_SLICE)) {
    const homes = await db
      .select({ id: users.id, userCode: users.userCode, unitCode: units.code })
      .from(users)
      .innerJoin(units, eq(units.id, users.unitId))
      .where(inArray(users.id, ids));
    for (const h of homes) add(h.id, h.unitCode, h.userCode);
    const live = await db
      .selectDistinct({ id: sessions.userId, userCode: users.userCode, unitCode: units.code })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .innerJoin(units, eq(units.id, sessions.unitId))
      .where(
        and(
          inArray(sessions.userId, ids),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, new Date()),
        ),
      );
    for (const s of live) add(s.id, s.unitCode, s.userCode);
  }
  return topics;
}

/** The size of the fan-out payload the broker makes of a push (fanout-events.ts `encodeEvent`). */
function eventBytes(destination: string, push: LivePush): number {
  const event = {
    kind: 'message' as const,
    id: 'x'.repeat(24),
    destination,
    body: JSON.stringify(push),
    headers: {},
  };
  return Buffer.byteLength(payloadOf(event));
}

/** The longest destination a push may go to: codes are at most 64 characters. */
const LONGEST_DESTINATION = liveDestinations.user('u'.repeat(64), 'u'.repeat(64));

/**
 * A push that fits the fan-out limit (MAX_FANOUT_BYTES): a message whose text is too long goes
 * out with the text shortened and an ellipsis; clients load the whole text with the detail call.
 */
export function fitPush(push: LivePush): LivePush {
  if (eventBytes(LONGEST_DESTINATION, push) <= MAX_FANOUT_BYTES) return push;
  if (push.type !== 'message' && push.type !== 'notice-update') return push;
  const text = push.message.messageText;
  const withText = (length: number): LivePush => ({
    ...push,
    message: { ...push.message, messageText: `${text.slice(0, length)}…` },
  });
  // The longest prefix that fits: binary search on characters (escapes make bytes uneven).
  let low = 0;
  let high = text.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (eventBytes(LONGEST_DESTINATION, withText(mid)) <= MAX_FANOUT_BYTES) low = mid;
    else high = mid - 1;
  }
  // Never split a surrogate pair.
  const cut = /[\uD800-\uDBFF]$/.test(text.slice(0, low)) ? low - 1 : low;
  return withText(cut);
}

/**
 * Pushes to each user's topics; `bodyOf` may vary the push per user (e.g. its read state) and
 * should hand out shared objects: each distinct object is fitted to the limit once.
 */
export async function pushToUsers(
  db: Database,
  live: Live,
  userIds: readonly string[],
  bodyOf: (userId: string) => LivePush,
): Promise<void> {
  // A publish is audited in one transaction with its rows: readers hear of it once it committed.
  await afterCommit(() => pushNow(db, live, userIds, bodyOf));
}

async function pushNow(
  db: Database,
  live: Live,
  userIds: readonly string[],
  bodyOf: (userId: string) => LivePush,
): Promise<void> {
  live.evict?.(userIds);
  try {
    const topics = await userTopics(db, userIds);
    const fitted = new Map<LivePush, LivePush>();
    const sends: [string, LivePush][] = [];
    for (const [userId, destinations] of topics) {
      const push = bodyOf(userId);
      let body = fitted.get(push);
      if (!body) fitted.set(push, (body = fitPush(push)));
      for (const destination of destinations) sends.push([destination, body]);
    }
    for (const batch of slices(sends, PUSH_CONCURRENCY)) {
      const results = await Promise.allSettled(
        batch.map(([destination, body]) => live.broker.publish(destination, body)),
      );
      for (const r of results) if (r.status === 'rejected') live.onError(r.reason);
    }
  } catch (error) {
    live.onError(error);
  }
}

/** Ends live sessions on every node (logout, repeat-login kick, password change); never throws. */
export async function endLiveSessions(
  live: Live,
  selector: SessionSelector,
  reason: SessionEndReason,
): Promise<void> {
  await live.broker.endSessions(selector, reason).catch(live.onError);
}

/** The Live of an app: its broker, failures to its log, evictions to the unread cache. */
export function liveOf(
  app: { stomp: Live['broker']; log: { error(obj: unknown, msg: string): void } },
  cache?: Pick<UnreadCache, 'evictUsers'>,
): Live {
  return {
    broker: app.stomp,
    onError: (error) => app.log.error({ err: error }, 'live push failed'),
    evict: cache && ((userIds) => cache.evictUsers(userIds)),
  };
}

import type { LivePush } from '@portico/sdk/messaging';
import { and, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { messageRecipients, messages } from '../../db/schema';
import { pushToUsers, type Live } from './messages-live';
import { asMessage, type Clock, type MessageRow } from './messages-publish';

/**
 * Scheduled delivery and expiry. Every node runs a scheduler; each tick claims the messages
 * whose time has come with one UPDATE … WHERE delivered_at IS NULL … RETURNING, so whichever node
 * writes first gets a message and the others find nothing left to claim: a message is delivered,
 * and pushed live, exactly once. Expiry works the same way on expired_at. Recipients see a
 * message only while it is delivered and not expired (messages.ts `showing`).
 */

/** `MESSAGE_SCHEDULE_MS` (default 5000): how often a node looks for due and expired messages. */
export const DEFAULT_SCHEDULE_MS = 5000;

export interface SchedulerOptions {
  clock: Clock;
  intervalMs: number;
  onError(error: unknown): void;
}

export interface Scheduler {
  /** One pass now: what this node delivered and expired (the timer calls it too). */
  tick(): Promise<{ delivered: string[]; expired: string[] }>;
  /** Stops the timer and waits for a pass under way. */
  stop(): Promise<void>;
}

async function recipientsOf(db: Database, ids: string[]) {
  if (!ids.length) return new Map<string, string[]>();
  const rows = await db
    .select({ messageId: messageRecipients.messageId, userId: messageRecipients.userId })
    .from(messageRecipients)
    .where(inArray(messageRecipients.messageId, ids));
  const byMessage = new Map<string, string[]>();
  for (const r of rows)
    byMessage.set(r.messageId, [...(byMessage.get(r.messageId) ?? []), r.userId]);
  return byMessage;
}

/** Claims the due messages and pushes each to its recipients, as a publish does. */
async function deliverDue(db: Database, live: Live, now: Date): Promise<MessageRow[]> {
  const due = await db
    .update(messages)
    .set({ deliveredAt: now })
    .where(and(isNull(messages.deliveredAt), lte(messages.publishDate, now)))
    .returning();
  const recipients = await recipientsOf(
    db,
    due.map((m) => m.id),
  );
  for (const message of due) {
    // Nobody could read it while scheduled, so every recipient gets it unread.
    const push: LivePush = { type: 'message', message: asMessage(message, 'F') };
    await pushToUsers(db, live, recipients.get(message.id) ?? [], () => push);
  }
  return due;
}

/** Claims the expired messages and takes them off their recipients' lists, tips and popups. */
async function expireDue(db: Database, live: Live, now: Date): Promise<MessageRow[]> {
  const expired = await db
    .update(messages)
    .set({ expiredAt: now })
    .where(
      and(isNull(messages.expiredAt), isNotNull(messages.expiresAt), lte(messages.expiresAt, now)),
    )
    .returning();
  const recipients = await recipientsOf(
    db,
    expired.filter((m) => m.deliveredAt).map((m) => m.id),
  );
  for (const [messageId, userIds] of recipients) {
    const push: LivePush = { type: 'notice-remove', messageId };
    await pushToUsers(db, live, userIds, () => push);
  }
  return expired;
}

export function startScheduler(db: Database, live: Live, options: SchedulerOptions): Scheduler {
  let running: Promise<{ delivered: string[]; expired: string[] }> | null = null;
  const pass = async () => {
    const now = options.clock();
    const delivered = await deliverDue(db, live, now);
    const expired = await expireDue(db, live, now);
    return { delivered: delivered.map((m) => m.id), expired: expired.map((m) => m.id) };
  };
  // One pass at a time per node: a slow pass is not overtaken by the next tick.
  const tick = () => {
    running ??= pass().finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(() => {
    tick().catch(options.onError);
  }, options.intervalMs);
  timer.unref();
  return {
    tick,
    stop: async () => {
      clearInterval(timer);
      await running?.catch(() => {});
    },
  };
}

import { type PagedResult } from '@portico/sdk';
import { formatSearchDate, ServerCode } from '@portico/sdk/internal';
import {
  type MessageStatistics,
  type PublishedMessage,
  type PublishStatus,
  type publishedMessagesQuerySchema,
  type publishMessageRequestSchema,
  type PublishResult,
  type ReachResult,
  type reachRequestSchema,
  type updateMessageRequestSchema,
} from '@portico/sdk/contract';
import type { LivePush, Message } from '@portico/sdk/messaging';
import { and, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { messageRecipients, messages } from '../../db/schema';
import { ApiError } from '../../shared/errors';
import { audienceByCodes, publisherScope, reportScope, resolveAudience } from './messages-audience';
import { messageHtmlProblem } from './message-html';
import { pushToUsers, type Live } from './messages-live';
import type { ActiveSession } from '../session/session';
import { isUuid } from '../units/units';

/**
 * Publishing (not in the contract): an administrator sends a message or an announcement to users,
 * departments, roles or units, edits or withdraws it, and sees how many recipients have read it.
 * Writes are transactional; recipients are pushed to after the commit.
 */

export type MessageRow = typeof messages.$inferSelect;
const INSERT_SLICE = 1000;
/** What the publishing calls read the time from: the system clock, or a test's. */
export type Clock = () => Date;

function invalid(detail: string): ApiError {
  return new ApiError(ServerCode.INVALID_INPUT, 'server.invalidInput', { detail });
}

/** A text outside the receiving side's HTML allow-list is refused, never changed. */
function checkText(text: string | undefined): void {
  const problem = text === undefined ? null : messageHtmlProblem(text);
  if (problem) throw invalid(`messageText: ${problem}`);
}

/**
 * A message the caller may manage (`publish`: edit, withdraw, remind) or follow (`report`):
 * their own, or published from a unit of their scope for that right. Others answer 40401.
 */
export async function managedMessage(
  db: Database,
  session: ActiveSession,
  messageId: string,
  right: 'publish' | 'report' = 'publish',
): Promise<MessageRow> {
  const scope = await (right === 'publish' ? publisherScope : reportScope)(db, session);
  const [row] = isUuid(messageId)
    ? await db.select().from(messages).where(eq(messages.id, messageId)).limit(1)
    : [];
  const mine = row && (row.publisherUserId === session.user.id || scope.has(row.publisherUnitId!));
  if (!row || !mine) throw new ApiError(ServerCode.NOT_FOUND, 'server.notFound');
  return row;
}

/** A message as its publisher sees it, without anyone's read state. */
function fieldsOf(row: MessageRow): Omit<Message, 'readState'> {
  return {
    messageId: row.id,
    messageTitle: row.title,
    messageText: row.text,
    messageLevel: row.level,
    messageType: row.type,
    srcUsername: row.srcUsername,
    srcUsercode: row.srcUsercode,
    srcOrgname: row.srcOrgname,
    publishDate: formatSearchDate(row.publishDate),
    createDatetime: formatSearchDate(row.createdAt),
    isShow: row.isShow,
  };
}

/** The Message a recipient sees, with that recipient's read state. */
export function asMessage(row: MessageRow, readState: 'T' | 'F'): Message {
  return { ...fieldsOf(row), readState };
}

/** Delivered and not expired: what its recipients see (messages.ts `showing`). */
export const isShowing = (row: MessageRow) => row.deliveredAt !== null && row.expiredAt === null;

const percent = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;

async function statisticsOf(
  db: Database,
  rows: readonly MessageRow[],
): Promise<Map<string, MessageStatistics>> {
  const ids = rows.map((r) => r.id);
  const found = ids.length
    ? await db
        .select({
          messageId: messageRecipients.messageId,
          recipients: count(),
          read: sql<number>`count(*) filter (where ${messageRecipients.readState} = 'T')`.mapWith(
            Number,
          ),
        })
        .from(messageRecipients)
        .where(inArray(messageRecipients.messageId, ids))
        .groupBy(messageRecipients.messageId)
    : [];
  const counts = new Map(found.map((r) => [r.messageId, r]));
  return new Map(
    rows.map((row) => {
      const { recipients = 0, read = 0 } = counts.get(row.id) ?? {};
      const delivered = row.deliveredAt ? recipients : 0;
      return [
        row.id,
        {
          messageId: row.id,
          recipients,
          delivered,
          read,
          unread: recipients - read,
          readPercent: percent(read, delivered),
        },
      ];
    }),
  );
}

export function statusOf(row: MessageRow): PublishStatus {
  if (row.expiredAt) return 'expired';
  return row.deliveredAt ? 'published' : 'scheduled';
}

function asPublished(row: MessageRow, statistics: MessageStatistics): PublishedMessage {
  return {
    ...fieldsOf(row),
    targetAppcode: row.targetAppCode,
    audience: row.audience,
    status: statusOf(row),
    publishAt: row.publishDate.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    statistics,
  };
}

/** One published message with its counts, as the list and the edit answer it. */
export async function publishedOf(db: Database, row: MessageRow): Promise<PublishedMessage> {
  return asPublished(row, (await statisticsOf(db, [row])).get(row.id)!);
}

/** A time the publisher gave must lie ahead of now: a past one is refused, never sent at once. */
function future(field: string, iso: string | null | undefined, now: Date): Date | null {
  if (!iso) return null;
  const at = new Date(iso);
  if (at.getTime() <= now.getTime()) throw invalid(`${field}: must be in the future`);
  return at;
}

/**
 * POST /internal-message/api/backstage/messages: now, or at `publishAt` (the scheduler delivers
 * it then). The recipients are written at once either way, so the audience's size is known and a
 * scheduled message is only waiting for its time.
 */
export async function publishMessage(
  db: Database,
  live: Live,
  session: ActiveSession,
  input: z.output<typeof publishMessageRequestSchema>,
  now: Date,
): Promise<PublishResult> {
  checkText(input.messageText);
  const publishAt = future('publishAt', input.publishAt, now);
  const expiresAt = future('expiresAt', input.expiresAt, now);
  const scope = await publisherScope(db, session);
  const { row, recipients } = await db.transaction(async (tx) => {
    const audience = await audienceByCodes(tx, input.audience);
    const recipients = await resolveAudience(tx, audience, scope);
    if (recipients.length === 0) throw invalid('audience: nobody to send to');
    const [row] = await tx
      .insert(messages)
      .values({
        title: input.messageTitle,
        text: input.messageText,
        level: input.messageLevel,
        type: input.messageType,
        isShow: input.isShow,
        publisherUserId: session.user.id,
        publisherUnitId: session.unit.id,
        srcUsercode: session.user.userCode,
        srcUsername: session.user.name,
        srcOrgname: session.unit.descript,
        targetAppCode: input.targetAppcode ?? null,
        audience,
        publishDate: publishAt ?? now,
        deliveredAt: publishAt ? null : now,
        expiresAt,
      })
      .returning();
    for (let i = 0; i < recipients.length; i += INSERT_SLICE) {
      const slice = recipients.slice(i, i + INSERT_SLICE);
      await tx
        .insert(messageRecipients)
        .values(slice.map((userId) => ({ messageId: row!.id, userId })));
    }
    return { row: row!, recipients };
  });
  if (row.deliveredAt) {
    const push: LivePush = { type: 'message', message: asMessage(row, 'F') };
    await pushToUsers(db, live, recipients, () => push);
  }
  return { messageId: row.id, recipients: recipients.length };
}

/** POST /internal-message/api/backstage/messages/reach: the audience's size; nothing written. */
export async function audienceReach(
  db: Database,
  session: ActiveSession,
  input: z.output<typeof reachRequestSchema>,
): Promise<ReachResult> {
  const scope = await publisherScope(db, session);
  const audience = await audienceByCodes(db, input.audience);
  return { recipients: (await resolveAudience(db, audience, scope)).length };
}

async function recipientStates(db: Database, messageId: string) {
  return db
    .select({ userId: messageRecipients.userId, readState: messageRecipients.readState })
    .from(messageRecipients)
    .where(eq(messageRecipients.messageId, messageId));
}

/** The new times of an edit: `publishAt` only while scheduled; both must lie ahead. */
function scheduleChange(
  current: MessageRow,
  input: z.output<typeof updateMessageRequestSchema>,
  now: Date,
) {
  if (input.publishAt !== undefined && current.deliveredAt) {
    throw invalid('publishAt: the message is already published');
  }
  const publishAt = future('publishAt', input.publishAt, now) ?? undefined;
  const expiresAt =
    input.expiresAt === undefined ? undefined : future('expiresAt', input.expiresAt, now);
  const start = publishAt ?? current.publishDate;
  const end = expiresAt === undefined ? current.expiresAt : expiresAt;
  if (end && end.getTime() <= start.getTime()) throw invalid('expiresAt: must be after publishAt');
  return { publishDate: publishAt, expiresAt };
}

/**
 * PUT /internal-message/api/backstage/messages/{messageId}: while scheduled nobody sees it yet;
 * once delivered, recipients get `notice-update`.
 */
export async function updateMessage(
  db: Database,
  live: Live,
  session: ActiveSession,
  messageId: string,
  input: z.output<typeof updateMessageRequestSchema>,
  now: Date,
): Promise<PublishedMessage> {
  checkText(input.messageText);
  const current = await managedMessage(db, session, messageId);
  if (input.isShow === 'T' && current.type === 'PRIVATE') {
    throw invalid('isShow: a private message cannot be a system tip');
  }
  const schedule = scheduleChange(current, input, now);
  const [row] = await db
    .update(messages)
    .set({
      title: input.messageTitle,
      text: input.messageText,
      level: input.messageLevel,
      isShow: input.isShow,
      ...schedule,
      // A rewritten title or text drops the wording of the old one in other locales: the
      // publisher's words are what every recipient reads from then on.
      ...(input.messageTitle !== undefined || input.messageText !== undefined
        ? { translations: null }
        : {}),
      updatedAt: new Date(),
    })
    // Not delivered by the scheduler meanwhile: a new `publishAt` would come too late.
    .where(
      and(
        eq(messages.id, current.id),
        schedule.publishDate ? isNull(messages.deliveredAt) : undefined,
      ),
    )
    .returning();
  if (!row) throw invalid('publishAt: the message is already published');
  if (isShowing(row)) {
    const states = await recipientStates(db, row.id);
    const byState = {
      T: { type: 'notice-update', message: asMessage(row, 'T') } as LivePush,
      F: { type: 'notice-update', message: asMessage(row, 'F') } as LivePush,
    };
    const stateOf = new Map(states.map((s) => [s.userId, s.readState]));
    await pushToUsers(db, live, [...stateOf.keys()], (userId) => byState[stateOf.get(userId)!]);
  }
  return publishedOf(db, row);
}

/** DELETE /internal-message/api/backstage/messages/{messageId}: recipients get `notice-remove`. */
export async function removeMessage(
  db: Database,
  live: Live,
  session: ActiveSession,
  messageId: string,
): Promise<void> {
  const current = await managedMessage(db, session, messageId);
  const { recipients, shown } = await db.transaction(async (tx) => {
    const rows = await tx
      .delete(messageRecipients)
      .where(eq(messageRecipients.messageId, current.id))
      .returning({ userId: messageRecipients.userId });
    const [gone] = await tx.delete(messages).where(eq(messages.id, current.id)).returning();
    return { recipients: rows.map((r) => r.userId), shown: !!gone && isShowing(gone) };
  });
  if (!shown) return;
  const push: LivePush = { type: 'notice-remove', messageId: current.id };
  await pushToUsers(db, live, recipients, () => push);
}

/** GET /internal-message/api/backstage/messages/{messageId}/statistics. */
export async function messageStatistics(
  db: Database,
  session: ActiveSession,
  messageId: string,
): Promise<MessageStatistics> {
  const row = await managedMessage(db, session, messageId, 'report');
  return (await statisticsOf(db, [row])).get(row.id)!;
}

const STATUS_FILTERS: Record<PublishStatus, SQL> = {
  scheduled: isNull(messages.deliveredAt),
  published: and(isNotNull(messages.deliveredAt), isNull(messages.expiredAt))!,
  expired: isNotNull(messages.expiredAt),
};

/** GET /internal-message/api/backstage/messages: published from the caller's scope, newest first. */
export async function publishedMessages(
  db: Database,
  session: ActiveSession,
  query: z.output<typeof publishedMessagesQuerySchema>,
): Promise<PagedResult<PublishedMessage>> {
  const scope = await reportScope(db, session);
  const where = and(
    inArray(messages.publisherUnitId, [...scope]),
    query.messageType ? eq(messages.type, query.messageType) : undefined,
    query.status ? STATUS_FILTERS[query.status] : undefined,
  );
  const [total] = await db.select({ n: count() }).from(messages).where(where);
  const rows = await db
    .select()
    .from(messages)
    .where(where)
    .orderBy(desc(messages.publishDate), desc(messages.id))
    .offset(query.firstResult)
    .limit(query.pageSize);
  const stats = await statisticsOf(db, rows);
  return {
    datas: rows.map((r) => asPublished(r, stats.get(r.id)!)),
    totalRows: total?.n ?? 0,
  };
}

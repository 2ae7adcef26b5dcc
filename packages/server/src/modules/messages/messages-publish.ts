import { type PagedResult } from '@portico/sdk';
import { formatSearchDate, ServerCode } from '@portico/sdk/internal';
import {
  type MessageStatistics,
  type PublishedMessage,
  type publishedMessagesQuerySchema,
  type publishMessageRequestSchema,
  type PublishResult,
  type updateMessageRequestSchema,
} from '@portico/sdk/contract';
import type { LivePush, Message } from '@portico/sdk/messaging';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { messageRecipients, messages } from '../../db/schema';
import { ApiError } from '../../shared/errors';
import { publisherScope, resolveAudience } from './messages-audience';
import { pushToUsers, type Live } from './messages-live';
import type { ActiveSession } from '../session/session';
import { isUuid } from '../units/units';

/**
 * Publishing (not in the contract): an administrator sends a message or an announcement to users,
 * departments, roles or units, edits or withdraws it, and sees how many recipients have read it.
 * Writes are transactional; recipients are pushed to after the commit.
 */

type MessageRow = typeof messages.$inferSelect;
const INSERT_SLICE = 1000;

/** A message the caller may manage: published from a unit of its scope. Others answer 40401. */
async function managedMessage(
  db: Database,
  session: ActiveSession,
  messageId: string,
): Promise<MessageRow> {
  const scope = await publisherScope(db, session);
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
function asMessage(row: MessageRow, readState: 'T' | 'F'): Message {
  return { ...fieldsOf(row), readState };
}

async function statisticsOf(db: Database, ids: string[]): Promise<Map<string, MessageStatistics>> {
  const rows = ids.length
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
  const stats = new Map(
    ids.map((id) => [id, { messageId: id, recipients: 0, read: 0, unread: 0 }]),
  );
  for (const r of rows) stats.set(r.messageId, { ...r, unread: r.recipients - r.read });
  return stats;
}

function asPublished(row: MessageRow, statistics: MessageStatistics): PublishedMessage {
  return { ...fieldsOf(row), targetAppcode: row.targetAppCode, audience: row.audience, statistics };
}

/** POST /internal-message/api/backstage/messages. */
export async function publishMessage(
  db: Database,
  live: Live,
  session: ActiveSession,
  input: z.output<typeof publishMessageRequestSchema>,
): Promise<PublishResult> {
  const scope = await publisherScope(db, session);
  const { row, recipients } = await db.transaction(async (tx) => {
    const recipients = await resolveAudience(tx, input.audience, scope);
    if (recipients.length === 0) {
      throw new ApiError(ServerCode.INVALID_INPUT, 'server.invalidInput', {
        detail: 'audience: nobody to send to',
      });
    }
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
        audience: input.audience,
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
  const push: LivePush = { type: 'message', message: asMessage(row, 'F') };
  await pushToUsers(db, live, recipients, () => push);
  return { messageId: row.id, recipients: recipients.length };
}

async function recipientStates(db: Database, messageId: string) {
  return db
    .select({ userId: messageRecipients.userId, readState: messageRecipients.readState })
    .from(messageRecipients)
    .where(eq(messageRecipients.messageId, messageId));
}

/** PUT /internal-message/api/backstage/messages/{messageId}: recipients get `notice-update`. */
export async function updateMessage(
  db: Database,
  live: Live,
  session: ActiveSession,
  messageId: string,
  input: z.output<typeof updateMessageRequestSchema>,
): Promise<PublishedMessage> {
  const current = await managedMessage(db, session, messageId);
  if (input.isShow === 'T' && current.type === 'PRIVATE') {
    throw new ApiError(ServerCode.INVALID_INPUT, 'server.invalidInput', {
      detail: 'isShow: a private message cannot be a system tip',
    });
  }
  const [row] = await db
    .update(messages)
    .set({
      title: input.messageTitle,
      text: input.messageText,
      level: input.messageLevel,
      isShow: input.isShow,
      // A rewritten title or text drops the wording of the old one in other locales: the
      // publisher's words are what every recipient reads from then on.
      ...(input.messageTitle !== undefined || input.messageText !== undefined
        ? { translations: null }
        : {}),
      updatedAt: new Date(),
    })
    .where(eq(messages.id, current.id))
    .returning();
  if (!row) throw new ApiError(ServerCode.NOT_FOUND, 'server.notFound');
  const states = await recipientStates(db, row.id);
  const byState = {
    T: { type: 'notice-update', message: asMessage(row, 'T') } as LivePush,
    F: { type: 'notice-update', message: asMessage(row, 'F') } as LivePush,
  };
  const stateOf = new Map(states.map((s) => [s.userId, s.readState]));
  await pushToUsers(db, live, [...stateOf.keys()], (userId) => byState[stateOf.get(userId)!]);
  return asPublished(row, (await statisticsOf(db, [row.id])).get(row.id)!);
}

/** DELETE /internal-message/api/backstage/messages/{messageId}: recipients get `notice-remove`. */
export async function removeMessage(
  db: Database,
  live: Live,
  session: ActiveSession,
  messageId: string,
): Promise<void> {
  const current = await managedMessage(db, session, messageId);
  const recipients = await db.transaction(async (tx) => {
    const rows = await tx
      .delete(messageRecipients)
      .where(eq(messageRecipients.messageId, current.id))
      .returning({ userId: messageRecipients.userId });
    await tx.delete(messages).where(eq(messages.id, current.id));
    return rows.map((r) => r.userId);
  });
  const push: LivePush = { type: 'notice-remove', messageId: current.id };
  await pushToUsers(db, live, recipients, () => push);
}

/** GET /internal-message/api/backstage/messages/{messageId}/statistics. */
export async function messageStatistics(
  db: Database,
  session: ActiveSession,
  messageId: string,
): Promise<MessageStatistics> {
  const row = await managedMessage(db, session, messageId);
  return (await statisticsOf(db, [row.id])).get(row.id)!;
}

/** GET /internal-message/api/backstage/messages: published from the caller's scope, newest first. */
export async function publishedMessages(
  db: Database,
  session: ActiveSession,
  query: z.output<typeof publishedMessagesQuerySchema>,
): Promise<PagedResult<PublishedMessage>> {
  const scope = await publisherScope(db, session);
  const where = and(
    inArray(messages.publisherUnitId, [...scope]),
    query.messageType ? eq(messages.type, query.messageType) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(messages).where(where);
  const rows = await db
    .select()
    .from(messages)
    .where(where)
    .orderBy(desc(messages.publishDate), desc(messages.id))
    .offset(query.firstResult)
    .limit(query.pageSize);
  const stats = await statisticsOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    datas: rows.map((r) => asPublished(r, stats.get(r.id)!)),
    totalRows: total?.n ?? 0,
  };
}

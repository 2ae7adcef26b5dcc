import { type PagedResult } from '@portico/sdk';
import { ServerCode } from '@portico/sdk/internal';
import {
  csvDocument,
  MESSAGE_READERS_CSV_COLUMNS,
  type FileAnswer,
  type MessageReader,
  type messageReadersFilterSchema,
  type messageReadersQuerySchema,
  type RemindResult,
} from '@portico/sdk/contract';
import type { LivePush } from '@portico/sdk/messaging';
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { departments, messageRecipients, units, users } from '../../db/schema';
import { ApiError } from '../../shared/errors';
import { isUuid } from '../units/units';
import type { ActiveSession } from '../session/session';
import { departmentSubtrees } from './messages-audience';
import { pushToUsers, type Live } from './messages-live';
import { asMessage, isShowing, managedMessage } from './messages-publish';

/**
 * A published message's read report (not in the contract): each recipient with their unit,
 * department and read state, filtered and paged, or all of them as CSV; and the reminder that
 * sends the message again to those who have not read it.
 */

type Filter = z.output<typeof messageReadersFilterSchema>;

function invalid(detail: string): ApiError {
  return new ApiError(ServerCode.INVALID_INPUT, 'server.invalidInput', { detail });
}

/** The recipients' rows of one message that the filters keep. */
async function readerWhere(db: Database, messageId: string, filter: Filter): Promise<SQL> {
  const conditions: (SQL | undefined)[] = [eq(messageRecipients.messageId, messageId)];
  if (filter.readState) conditions.push(eq(messageRecipients.readState, filter.readState));
  if (filter.unitCode) conditions.push(eq(units.code, filter.unitCode));
  if (filter.departmentId) {
    if (!isUuid(filter.departmentId)) throw invalid('departmentId: expected a department id');
    const [root] = await db
      .select({ id: departments.id, unitId: departments.unitId })
      .from(departments)
      .where(eq(departments.id, filter.departmentId));
    // An unknown department keeps nobody, like a unit code no recipient has.
    const ids = root ? await departmentSubtrees(db, [root]) : [];
    conditions.push(ids.length ? inArray(users.departmentId, ids) : sql`false`);
  }
  return and(...conditions)!;
}

function readerRows(db: Database, where: SQL) {
  return (
    db
      .select({
        userId: users.id,
        userCode: users.userCode,
        userName: users.name,
        unitCode: units.code,
        unitName: units.descript,
        departmentName: departments.name,
        readState: messageRecipients.readState,
        readAt: messageRecipients.readAt,
      })
      .from(messageRecipients)
      .innerJoin(users, eq(users.id, messageRecipients.userId))
      .innerJoin(units, eq(units.id, users.unitId))
      .leftJoin(departments, eq(departments.id, users.departmentId))
      .where(where)
      // Who has not read it first: they are whom the report is for.
      .orderBy(asc(messageRecipients.readState), asc(units.code), asc(users.userCode))
      .$dynamic()
  );
}

type ReaderRow = Awaited<ReturnType<typeof readerRows>>[number];

const asReader = (row: ReaderRow): MessageReader => ({
  ...row,
  departmentName: row.departmentName ?? null,
  readAt: row.readAt?.toISOString() ?? null,
});

/** GET …/messages/{messageId}/readers. */
export async function messageReaders(
  db: Database,
  session: ActiveSession,
  messageId: string,
  query: z.output<typeof messageReadersQuerySchema>,
): Promise<PagedResult<MessageReader>> {
  const message = await managedMessage(db, session, messageId, 'report');
  const where = await readerWhere(db, message.id, query);
  const [total] = await db
    .select({ n: count() })
    .from(messageRecipients)
    .innerJoin(users, eq(users.id, messageRecipients.userId))
    .innerJoin(units, eq(units.id, users.unitId))
    .where(where);
  const rows = await readerRows(db, where).offset(query.firstResult).limit(query.pageSize);
  return { datas: rows.map(asReader), totalRows: total?.n ?? 0 };
}

/** GET …/messages/{messageId}/readers.csv: every recipient the filters keep, UTF-8 with a BOM. */
export async function messageReadersCsv(
  db: Database,
  session: ActiveSession,
  messageId: string,
  filter: Filter,
): Promise<FileAnswer> {
  const message = await managedMessage(db, session, messageId, 'report');
  const rows = (await readerRows(db, await readerWhere(db, message.id, filter))).map(asReader);
  return {
    body: csvDocument(MESSAGE_READERS_CSV_COLUMNS, rows),
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="message-${message.id}-readers.csv"`,
    },
  };
}

/**
 * POST …/messages/{messageId}/remind: the message again, as a new one arrives (a popup and the
 * tone for an urgent one), to each recipient who has not read it. Only a showing message.
 */
export async function remindUnread(
  db: Database,
  live: Live,
  session: ActiveSession,
  messageId: string,
): Promise<RemindResult> {
  const message = await managedMessage(db, session, messageId);
  if (!isShowing(message)) {
    throw invalid('messageId: only a published message that has not expired can be sent again');
  }
  const unread = await db
    .select({ userId: messageRecipients.userId })
    .from(messageRecipients)
    .where(and(eq(messageRecipients.messageId, message.id), eq(messageRecipients.readState, 'F')));
  const push: LivePush = { type: 'message', message: asMessage(message, 'F') };
  await pushToUsers(
    db,
    live,
    unread.map((r) => r.userId),
    () => push,
  );
  return { reminded: unread.length };
}

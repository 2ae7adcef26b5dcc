import { type Locale, type PagedResult } from '@portico/sdk';
import { formatSearchDate, parseSearchDate, ServerCode } from '@portico/sdk/internal';
import { type userMessageListQuerySchema } from '@portico/sdk/contract';
import type { Message } from '@portico/sdk/messaging';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  or,
  sql,
} from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { preparedPer } from '../../db/prepared';
import { messageRecipients, messages } from '../../db/schema';
import { ApiError } from '../../shared/errors';
import type { ActiveSession } from '../session/session';
import { isUuid } from '../units/units';

/**
 * The message calls of api-contract.md §7.7 for the signed-in user. Everything starts from the
 * caller's own recipient rows, so no call can read or change another user's message: an id that
 * is not the caller's answers 40401, exactly like one that does not exist.
 */

export type UserMessageListQuery = z.output<typeof userMessageListQuerySchema>;
type Page = { firstResult: number; pageSize: number };

/** The private tab lists PRIVATE messages; the notice tab and the system tips the other kinds. */
const NOTICE_TYPES = ['NOTICE', 'SYSTEM', 'PUBLIC'] as const;

/** The reader's locale (the calls' `language` parameter); none: the texts as stored. */
type ReaderLocale = Locale | undefined;

/** A message's title or text in `locale` when it has that wording (seeded tips), else as stored. */
function inLocale(locale: ReaderLocale, field: 'title' | 'text'): SQL<string> {
  const stored = field === 'title' ? messages.title : messages.text;
  if (!locale) return sql<string>`${stored}`;
  return sql<string>`coalesce(${messages.translations} -> ${locale}::text ->> ${field}::text, ${stored})`;
}

/** Columns of a Message answer in the reader's locale; dates are formatted after the query. */
export const messageColumns = (locale: ReaderLocale) => ({
  messageId: messages.id,
  messageTitle: inLocale(locale, 'title'),
  messageText: inLocale(locale, 'text'),
  messageLevel: messages.level,
  messageType: messages.type,
  readState: messageRecipients.readState,
  srcUsername: messages.srcUsername,
  srcUsercode: messages.srcUsercode,
  srcOrgname: messages.srcOrgname,
  publishDate: messages.publishDate,
  createDatetime: messages.createdAt,
  isShow: messages.isShow,
});

type MessageRow = Omit<Message, 'publishDate' | 'createDatetime'> & {
  publishDate: Date;
  createDatetime: Date;
};

/** Dates in the form the search fields use, 'YYYY-MM-DD HH:mm:ss' in server time. */
export function toMessage(row: MessageRow): Message {
  return {
    ...row,
    publishDate: formatSearchDate(row.publishDate),
    createDatetime: formatSearchDate(row.createDatetime),
  };
}

/** Delivered (not waiting for its time) and not expired: what recipients see at all. */
const showing = and(isNotNull(messages.deliveredAt), isNull(messages.expiredAt))!;

/**
 * The caller's messages: their recipient rows, of messages for every app or for the session's
 * app (a session without an app, the hub or the user centre, sees them all). Count and lists use
 * this one condition, so the badge always equals what the lists can show.
 */
export function visibleTo(session: ActiveSession): SQL {
  const own = and(eq(messageRecipients.userId, session.user.id), showing)!;
  if (!session.appCode) return own;
  return and(own, or(isNull(messages.targetAppCode), eq(messages.targetAppCode, session.appCode)))!;
}

/** targetUsercode and targetOrgcode name the caller (api-contract.md §3) or nobody. */
export function checkTarget(
  session: ActiveSession,
  target: { targetUsercode?: string; targetOrgcode?: string },
): void {
  const otherUser = target.targetUsercode && target.targetUsercode !== session.user.userCode;
  const otherUnit = target.targetOrgcode && target.targetOrgcode !== session.unit.code;
  if (otherUser || otherUnit) throw new ApiError(ServerCode.FORBIDDEN, 'server.forbidden');
}

function notFound(): ApiError {
  return new ApiError(ServerCode.NOT_FOUND, 'server.notFound');
}

/** GET /unReadNum: the caller's unread messages of every kind (the badge, product.md §2.8). */
export async function unreadCount(db: Database, session: ActiveSession): Promise<number> {
  const queries = unreadQueries(db);
  const userId = session.user.id;
  const [row] = session.appCode
    ? await queries.ofApp.execute({ userId, appCode: session.appCode })
    : await queries.all.execute({ userId });
  return row?.n ?? 0;
}

const unreadQueries = preparedPer((db) => {
  const own = eq(messageRecipients.userId, sql.placeholder('userId'));
  const unread = eq(messageRecipients.readState, 'F');
  return {
    // The index on (user, state) finds the rows; the message says whether it is showing.
    all: db
      .select({ n: count() })
      .from(messageRecipients)
      .innerJoin(messages, eq(messages.id, messageRecipients.messageId))
      .where(and(own, unread, showing))
      .prepare('portico_unread_count'),
    // An app session counts what is addressed to no app or to its own (visibleTo).
    ofApp: db
      .select({ n: count() })
      .from(messageRecipients)
      .innerJoin(messages, eq(messages.id, messageRecipients.messageId))
      .where(
        and(
          own,
          or(
            isNull(messages.targetAppCode),
            eq(messages.targetAppCode, sql.placeholder('appCode')),
          ),
          unread,
          showing,
        ),
      )
      .prepare('portico_unread_count_app'),
  };
});

/** GET /{messageId}: the detail, only for a recipient. */
export async function messageDetail(
  db: Database,
  session: ActiveSession,
  messageId: string,
  locale: ReaderLocale,
): Promise<Message> {
  if (!isUuid(messageId)) throw notFound();
  const [row] = await db
    .select(messageColumns(locale))
    .from(messageRecipients)
    .innerJoin(messages, eq(messages.id, messageRecipients.messageId))
    .where(and(visibleTo(session), eq(messages.id, messageId)))
    .limit(1);
  if (!row) throw notFound();
  return toMessage(row);
}

async function page(
  db: Database,
  where: SQL,
  order: SQL[],
  { firstResult, pageSize }: Page,
  locale: ReaderLocale,
): Promise<PagedResult<Message>> {
  const [total] = await db
    .select({ n: count() })
    .from(messageRecipients)
    .innerJoin(messages, eq(messages.id, messageRecipients.messageId))
    .where(where);
  const rows = await db
    .select(messageColumns(locale))
    .from(messageRecipients)
    .innerJoin(messages, eq(messages.id, messageRecipients.messageId))
    .where(where)
    .orderBy(...order, asc(messages.id))
    .offset(firstResult)
    .limit(pageSize);
  return { datas: rows.map(toMessage), totalRows: total?.n ?? 0 };
}

/** `%` and `_` typed by the user are searched for, not wildcards. */
function contains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * GET /userMessageList: the private tab (product.md §2.9), newest first, with the search of
 * product.md §3; the range rules of §5 were checked by the schema. The end date counts as its
 * whole second, as the picker shows seconds only.
 */
export async function userMessageList(
  db: Database,
  session: ActiveSession,
  query: UserMessageListQuery,
  locale: ReaderLocale,
): Promise<PagedResult<Message>> {
  checkTarget(session, query);
  const filters: (SQL | undefined)[] = [visibleTo(session), eq(messages.type, 'PRIVATE')];
  if (query.readState) filters.push(eq(messageRecipients.readState, query.readState));
  if (query.srcUsername) filters.push(ilike(messages.srcUsername, contains(query.srcUsername)));
  if (query.srcUsercode)
    filters.push(sql`lower(${messages.srcUsercode}) = lower(${query.srcUsercode})`);
  if (query.titleKeyword) {
    // The title the reader sees is searched, and the stored one, which the publisher wrote.
    const pattern = contains(query.titleKeyword);
    filters.push(or(ilike(messages.title, pattern), ilike(inLocale(locale, 'title'), pattern)));
  }
  const start = parseSearchDate(query.publishStartDate);
  const end = parseSearchDate(query.publishEndDate);
  if (start) filters.push(gte(messages.publishDate, start));
  if (end) {
    const exclusive = end.getMilliseconds() === 0 ? end.getTime() + 1000 : end.getTime() + 1;
    filters.push(lt(messages.publishDate, new Date(exclusive)));
  }
  const newest = query.sort === 'publish_date:asc' ? asc : desc;
  return page(db, and(...filters)!, [newest(messages.publishDate)], query, locale);
}

/**
 * GET /noticeList: notices, system and public messages; system tips (isShow T) come first so that
 * the first page, which the shell's tip strip loads, holds them, then the newest.
 */
export async function noticeList(
  db: Database,
  session: ActiveSession,
  query: Page,
  locale: ReaderLocale,
): Promise<PagedResult<Message>> {
  const where = and(visibleTo(session), inArray(messages.type, [...NOTICE_TYPES]))!;
  return page(db, where, [desc(messages.isShow), desc(messages.publishDate)], query, locale);
}

/**
 * PUT /readState and /readStates: all the ids must be the caller's, or nothing changes (40401).
 * Answers the ids whose state actually changed, for the push to the caller's other tabs.
 */
export async function setReadStates(
  db: Database,
  session: ActiveSession,
  ids: readonly string[],
  readState: 'T' | 'F',
): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (!unique.every(isUuid)) throw notFound();
  return db.transaction(async (tx) => {
    const own = await tx
      .select({ id: messages.id })
      .from(messageRecipients)
      .innerJoin(messages, eq(messages.id, messageRecipients.messageId))
      .where(and(visibleTo(session), inArray(messages.id, unique)));
    if (own.length !== unique.length) throw notFound();
    const changed = await tx
      .update(messageRecipients)
      .set({ readState, readAt: readState === 'T' ? new Date() : null })
      .where(
        and(
          eq(messageRecipients.userId, session.user.id),
          inArray(messageRecipients.messageId, unique),
          ne(messageRecipients.readState, readState),
        ),
      )
      .returning({ id: messageRecipients.messageId });
    return changed.map((row) => row.id);
  });
}

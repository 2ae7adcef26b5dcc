import { DEFAULT_PAGE_SIZE, type PagedResult } from '../contract/envelope';
import { PorticoApiError } from '../http/errors';
import { formatMessage, type MessageRef } from '../i18n/message-ref';
import {
  formatSearchDate,
  parseSearchDate,
  validateBatchSelection,
  validateMessageSearch,
  type DateInput,
  type MessageSearchFilters,
} from '../validation/message-search';
import type { Message } from './message-types';
import { registerMessagingMessages } from './messaging-messages';
import { call, type MessagingClient } from './unread-count';

export { getUnreadCount, MESSAGE_CALLS_PATH } from './unread-count';
export type { MessagingClient } from './unread-count';

/** The private list is always newest first (api-contract.md §7.7). */
export const USER_MESSAGE_SORT = 'publish_date:desc';

/** A message's read state: T read, F unread. */
export type ReadState = Message['readState'];

/** Who the read state belongs to: this app, the signed-in user and unit (api-contract.md §3). */
export interface MessageTarget {
  targetAppcode: string;
  targetUsercode: string;
  targetOrgcode: string;
}

/** A rule of product.md §5 refused the request before any call; `ref` is the message key. */
export class MessagingValidationError extends Error {
  override readonly name = 'MessagingValidationError';
  constructor(
    readonly ref: MessageRef,
    message: string,
  ) {
    super(message);
  }
}

function refuse(client: MessagingClient, ref: MessageRef): never {
  // These calls may be used without createMessaging: make sure the refusal has its text.
  registerMessagingMessages();
  throw new MessagingValidationError(ref, formatMessage(ref, client.i18n.t));
}

/** Who a read state belongs to: this app, the signed-in user and unit. */
export function messageTarget(client: MessagingClient): MessageTarget {
  const info = client.session.info.value;
  return {
    targetAppcode: client.appCode.value,
    targetUsercode: info?.userCode ?? '',
    targetOrgcode: info?.unitCode ?? '',
  };
}

/** PUT /readState: one message read or unread (api-contract.md §7.7). */
export async function setReadState(
  client: MessagingClient,
  messageId: string,
  readState: ReadState,
): Promise<void> {
  const { targetAppcode, targetUsercode } = messageTarget(client);
  await client.http.request('INTERNAL_MESSAGE', call('/readState'), {
    method: 'PUT',
    body: { messageId, readState, targetAppcode, targetUsercode },
  });
}

/**
 * PUT /readStates: several at once (api-contract.md §7.7); nothing selected is refused with
 * 'please select messages first' (product.md §5) before any call.
 */
export async function setReadStates(
  client: MessagingClient,
  messageIds: readonly string[],
  readState: ReadState,
): Promise<void> {
  const invalid = validateBatchSelection(messageIds);
  if (invalid) refuse(client, invalid);
  await client.http.request('INTERNAL_MESSAGE', call('/readStates'), {
    method: 'PUT',
    body: { messageIds, readState, ...messageTarget(client) },
  });
}

/** GET /{messageId}; a failure reads '查询详情失败：' + reason (api-contract.md §8). */
export async function getMessageDetail(client: MessagingClient, messageId: string) {
  try {
    return await client.http.request<Message>(
      'INTERNAL_MESSAGE',
      call(`/${encodeURIComponent(messageId)}`),
      { query: readerLocale(client) },
    );
  } catch (error) {
    if (!(error instanceof PorticoApiError)) throw error;
    const message = client.i18n.t('error.messageDetailFailed', { reason: error.message });
    const wrapped = new PorticoApiError(error.result, message, error.kind, error.retVal);
    wrapped.call = error.call;
    throw wrapped;
  }
}

/**
 * Message calls send no language header (api-contract.md §7.1), so the reader's locale goes as
 * a query parameter: texts written in several locales (the seeded system tips) answer in it.
 */
function readerLocale(client: MessagingClient): { language: string } {
  return { language: client.i18n.locale.peek() };
}

/** Dates go out as 'YYYY-MM-DD HH:mm:ss' local time, the form the date-time picker shows. */
function searchDate(input: DateInput): string | undefined {
  const date = parseSearchDate(input);
  return date ? formatSearchDate(date) : undefined;
}

/** Throws the MessagingValidationError of product.md §5 when a search would be refused. */
export function assertMessageSearch(client: MessagingClient, filters: MessageSearchFilters): void {
  const invalid = validateMessageSearch(filters);
  if (invalid) refuse(client, invalid);
}

/** A page of the private-message list and its search filters. */
export interface UserMessagePage {
  /** 1-based page; becomes firstResult. */
  current?: number;
  filters?: MessageSearchFilters;
}

/**
 * GET /userMessageList (api-contract.md §7.7): page size 10, newest first, only non-empty
 * filters. The search rules of product.md §5 are checked first, so a refused search makes no
 * call and throws a MessagingValidationError.
 */
export async function listUserMessages(
  client: MessagingClient,
  { current = 1, filters = {} }: UserMessagePage = {},
): Promise<PagedResult<Message>> {
  assertMessageSearch(client, filters);
  return client.http.list<Message>('INTERNAL_MESSAGE', call('/userMessageList'), {
    current,
    pageSize: DEFAULT_PAGE_SIZE,
    sort: USER_MESSAGE_SORT,
    readState: filters.readState,
    srcUsername: filters.srcUsername?.trim(),
    srcUsercode: filters.srcUsercode?.trim(),
    titleKeyword: filters.titleKeyword?.trim(),
    publishStartDate: searchDate(filters.publishStartDate),
    publishEndDate: searchDate(filters.publishEndDate),
    ...messageTarget(client),
    ...readerLocale(client),
  });
}

/** GET /noticeList (api-contract.md §7.7): paged, page size 10. */
export function listNotices(client: MessagingClient, current = 1): Promise<PagedResult<Message>> {
  return client.http.list<Message>('INTERNAL_MESSAGE', call('/noticeList'), {
    current,
    pageSize: DEFAULT_PAGE_SIZE,
    ...readerLocale(client),
  });
}

/** A page after a failed list call, with the failure kept for whoever wants to show it. */
export type PageOrEmpty<T> = PagedResult<T> & { error?: unknown };

/**
 * api-contract.md §8 "list failure → table emptied, total 0". A refused search is not a list
 * failure: it is rethrown so the form can show its message and the table keeps its rows.
 */
export async function pageOrEmpty<T>(load: Promise<PagedResult<T>>): Promise<PageOrEmpty<T>> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof MessagingValidationError) throw error;
    return { datas: [], totalRows: 0, error };
  }
}

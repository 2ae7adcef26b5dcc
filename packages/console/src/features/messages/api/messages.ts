import type { PagedResult, PageParams } from '@portico/sdk';
import {
  callApi,
  listApi,
  MESSAGE_PUBLISH_CALLS,
  type MessageAudienceInput,
  type MessageReader,
  type PublishedMessage,
  type PublishMessageRequest,
  type UpdateMessageRequest,
} from '@portico/sdk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { portico } from '../../../lib/portico';

/** Every published-message query starts with this key, so a change refreshes them all. */
export const PUBLISHED_KEY = ['publishedMessages'] as const;
const CALLS = MESSAGE_PUBLISH_CALLS;

/** GET …/messages: a page of what the caller's units published, with its counts. */
export function fetchPublished(params: PageParams): Promise<PagedResult<PublishedMessage>> {
  return listApi(portico.http, CALLS.published, params);
}

/** A path of the calls with `:messageId` in it, filled. */
function messagePath(path: string, messageId: string): string {
  return path.replace(':messageId', encodeURIComponent(messageId));
}

/** GET …/messages/{id}/readers: one page of who has read it and who has not. */
export function fetchReaders(
  messageId: string,
  params: PageParams,
): Promise<PagedResult<MessageReader>> {
  return portico.http.list(CALLS.readers.base, messagePath(CALLS.readers.path, messageId), params);
}

/** GET …/messages/{id}/statistics: its audience size, delivered, read and unread now. */
export function useMessageStatistics(messageId: string) {
  return useQuery({
    queryKey: [...PUBLISHED_KEY, 'statistics', messageId],
    queryFn: () => callApi(portico.http, CALLS.statistics, { messageId }),
  });
}

/** POST …/messages/reach: how many people an audience reaches; nothing is written. */
export function useReach(audience: MessageAudienceInput | null) {
  return useQuery({
    queryKey: [...PUBLISHED_KEY, 'reach', audience],
    queryFn: () => callApi(portico.http, CALLS.reach, { audience: audience! }),
    enabled: audience !== null,
    placeholderData: (previous) => previous,
  });
}

function useRefreshing<I, O>(run: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: PUBLISHED_KEY }),
  });
}

export function usePublish() {
  return useRefreshing((input: PublishMessageRequest) =>
    callApi(portico.http, CALLS.publish, input),
  );
}

export function useUpdateMessage() {
  return useRefreshing((input: UpdateMessageRequest & { messageId: string }) =>
    callApi(portico.http, CALLS.update, input),
  );
}

export function useWithdraw() {
  return useRefreshing((messageId: string) => callApi(portico.http, CALLS.withdraw, { messageId }));
}

export function useRemind() {
  return useRefreshing((messageId: string) => callApi(portico.http, CALLS.remind, { messageId }));
}

/**
 * GET …/messages/{id}/readers.csv with the session's token, saved as a file: the report with the
 * filters shown on the screen.
 */
export async function downloadReadersCsv(
  messageId: string,
  filters: Record<string, string>,
): Promise<void> {
  const query = new URLSearchParams(Object.entries(filters).filter(([, value]) => value));
  const path = messagePath(CALLS.readersCsv.path, messageId);
  const url = `${portico.bases.value[CALLS.readersCsv.base]}${path}${query.size ? `?${query}` : ''}`;
  const token = portico.session.token.value;
  const answer = await fetch(url, { headers: token ? { Authorization: token } : {} });
  if (!answer.ok) throw new Error(`${answer.status} ${answer.statusText}`);
  const blob = await answer.blob();
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = `message-${messageId}-readers.csv`;
  link.click();
  URL.revokeObjectURL(link.href);
}

import type { PorticoClient } from '../client/create-portico';

/** What messaging needs of the SDK client; a narrower type keeps test doubles honest. */
export type MessagingClient = Pick<
  PorticoClient,
  'http' | 'session' | 'i18n' | 'appCode' | 'bases' | 'logout'
>;

/** Base of the message calls under INTERNAL_MESSAGE (api-contract.md §7.7). */
export const MESSAGE_CALLS_PATH = '/internal-message/api/backstage/messageReciveList';

/** A message call's path under INTERNAL_MESSAGE. */
export const call = (path: string) => `${MESSAGE_CALLS_PATH}${path}`;

/**
 * GET /unReadNum (api-contract.md §7.7). The contract says "count": a number in retVal; a
 * numeric string or `{count}` is read too, so an older server that wraps it still works.
 */
export async function getUnreadCount(client: MessagingClient): Promise<number> {
  const value = await client.http.request<unknown>('INTERNAL_MESSAGE', call('/unReadNum'));
  const raw =
    typeof value === 'object' && value !== null ? (value as { count?: unknown }).count : value;
  const count = Number(raw);
  return Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
}

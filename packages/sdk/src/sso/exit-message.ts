import { SSO_EXIT_MESSAGE } from './types';

/**
 * For the hub that frames a child: whether a `message` event is the child's successful exit
 * (product.md §2.4 `sso-logout?clear`). The sender must be one of the given child origins
 * (DESIGN.md "listeners check `event.origin`"); any other page's message is ignored.
 */
export function isSsoExitMessage(
  event: Pick<MessageEvent, 'origin' | 'data'>,
  childOrigins: readonly string[],
): boolean {
  if (!childOrigins.includes(event.origin)) return false;
  const data: unknown = event.data;
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === SSO_EXIT_MESSAGE.type &&
    (data as { result?: unknown }).result === SSO_EXIT_MESSAGE.result
  );
}

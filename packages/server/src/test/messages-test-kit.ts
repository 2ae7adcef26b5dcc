// Test helpers of the message calls: any method with a token, the demo messages per user.
import type { Envelope, PagedResult } from '@portico/sdk';
import { MESSAGE_CALLS_PATH, type Message } from '@portico/sdk/messaging';
import type { FastifyInstance } from 'fastify';
import { DEMO_MESSAGES } from '../db/seed-messages';
import { envelopeOf } from './test-app';
import { PUBLISH_CALLS_PATH } from '../modules/messages/messages-publish-routes';

export { MESSAGE_CALLS_PATH, PUBLISH_CALLS_PATH };

export interface ApiOptions {
  token?: string;
  body?: unknown;
  query?: Record<string, string>;
}

/** One call; HTTP must be 200 (every answer is an envelope, refusals included). */
export async function api<T = unknown>(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: ApiOptions = {},
): Promise<Envelope<T>> {
  const response = await app.inject({
    method,
    url,
    query: options.query,
    headers: options.token ? { authorization: options.token } : {},
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
  if (response.statusCode !== 200) {
    throw new Error(`${method} ${url}: HTTP ${response.statusCode} ${response.body}`);
  }
  return envelopeOf<T>(response);
}

/** The value of a successful call; a refusal fails the test with its message. */
export async function ok<T>(promise: Promise<Envelope<T>>): Promise<T> {
  const envelope = await promise;
  if (envelope.result !== 0) throw new Error(`result ${envelope.result}: ${envelope.msg}`);
  return envelope.retVal;
}

export const calls = (app: FastifyInstance, token: string) => ({
  unread: () => ok(api<number>(app, 'GET', `${MESSAGE_CALLS_PATH}/unReadNum`, { token })),
  userList: (query: Record<string, string> = {}) =>
    api<PagedResult<Message>>(app, 'GET', `${MESSAGE_CALLS_PATH}/userMessageList`, {
      token,
      query,
    }),
  notices: (query: Record<string, string> = {}) =>
    api<PagedResult<Message>>(app, 'GET', `${MESSAGE_CALLS_PATH}/noticeList`, { token, query }),
  detail: (id: string) => api<Message>(app, 'GET', `${MESSAGE_CALLS_PATH}/${id}`, { token }),
  mark: (messageId: string, readState: 'T' | 'F', extra: object = {}) =>
    api(app, 'PUT', `${MESSAGE_CALLS_PATH}/readState`, {
      token,
      body: { messageId, readState, ...extra },
    }),
  markMany: (messageIds: string[], readState: 'T' | 'F', extra: object = {}) =>
    api(app, 'PUT', `${MESSAGE_CALLS_PATH}/readStates`, {
      token,
      body: { messageIds, readState, ...extra },
    }),
  publish: (body: unknown) =>
    api<{ messageId: string; recipients: number }>(app, 'POST', PUBLISH_CALLS_PATH, {
      token,
      body,
    }),
});

/** What the seed gave a user: all of them, unread ones, by kind. */
export function seededFor(userCode: string) {
  const mine = DEMO_MESSAGES.filter((m) => m.to.includes(userCode));
  const unread = mine.filter((m) => !m.read?.includes(userCode));
  return {
    all: mine.length,
    unread: unread.length,
    private: mine.filter((m) => m.type === 'PRIVATE').length,
    notices: mine.filter((m) => m.type !== 'PRIVATE').length,
    unreadPrivate: unread.filter((m) => m.type === 'PRIVATE').length,
  };
}

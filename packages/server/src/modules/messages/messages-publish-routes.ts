import { MESSAGE_PUBLISH_CALLS } from '@portico/sdk/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import { mountCalls } from '../../http/mount-call';
import type { Live } from './messages-live';
import {
  messageStatistics,
  publishedMessages,
  publishMessage,
  removeMessage,
  updateMessage,
} from './messages-publish';

/** Publishing calls (not in the contract), beside the message calls under INTERNAL_MESSAGE. */
export const PUBLISH_CALLS_PATH = MESSAGE_PUBLISH_CALLS.publish.path;

/**
 * An administrator publishes, edits, withdraws and follows messages (README "Messages"); who may
 * is the service's rule. Registered by `messagesRoutes`, whose live push and unread cache it
 * shares.
 */
export const messagesPublishRoutes: FastifyPluginAsync<{ db: Database; live: Live }> = async (
  app,
  { db, live },
) => {
  mountCalls(app, db, MESSAGE_PUBLISH_CALLS, {
    publish: (session, input) => publishMessage(db, live, session, input),
    published: (session, query) => publishedMessages(db, session, query),
    update: (session, { messageId, ...input }) =>
      updateMessage(db, live, session, messageId, input),
    withdraw: async (session, { messageId }) => {
      await removeMessage(db, live, session, messageId);
      return null;
    },
    statistics: (session, { messageId }) => messageStatistics(db, session, messageId),
  });
};

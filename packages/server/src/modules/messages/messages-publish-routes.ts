import { MESSAGE_PUBLISH_CALLS } from '@portico/sdk/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import { mountCalls } from '../../http/mount-call';
import type { Live } from './messages-live';
import {
  audienceReach,
  messageStatistics,
  publishedMessages,
  publishMessage,
  removeMessage,
  updateMessage,
  type Clock,
} from './messages-publish';
import { audienceDirectory } from './messages-directory';
import { messageReaders, messageReadersCsv, remindUnread } from './messages-report';

/** Publishing calls (not in the contract), beside the message calls under INTERNAL_MESSAGE. */
export const PUBLISH_CALLS_PATH = MESSAGE_PUBLISH_CALLS.publish.path;

/**
 * An administrator publishes (now or at a time), edits, withdraws, follows and reminds
 * (README "Messages"); who may is the service's rule. Registered by `messagesRoutes`, whose live
 * push, unread cache and clock it shares.
 */
export const messagesPublishRoutes: FastifyPluginAsync<{
  db: Database;
  live: Live;
  clock: Clock;
}> = async (app, { db, live, clock }) => {
  mountCalls(app, db, MESSAGE_PUBLISH_CALLS, {
    publish: (session, input) => publishMessage(db, live, session, input, clock()),
    reach: (session, input) => audienceReach(db, session, input),
    audienceDirectory: (session, query) => audienceDirectory(db, session, query),
    published: (session, query) => publishedMessages(db, session, query),
    update: (session, { messageId, ...input }) =>
      updateMessage(db, live, session, messageId, input, clock()),
    withdraw: async (session, { messageId }) => {
      await removeMessage(db, live, session, messageId);
      return null;
    },
    statistics: (session, { messageId }) => messageStatistics(db, session, messageId),
    readers: (session, { messageId, ...query }) => messageReaders(db, session, messageId, query),
    readersCsv: (session, { messageId, ...filter }) =>
      messageReadersCsv(db, session, messageId, filter),
    remind: (session, { messageId }) => remindUnread(db, live, session, messageId),
  });
};

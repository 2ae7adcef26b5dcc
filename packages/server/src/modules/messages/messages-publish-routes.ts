import {
  publishedMessagesQuerySchema,
  publishMessageRequestSchema,
  updateMessageRequestSchema,
} from '@portico/sdk/contract';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../http/envelope';
import { createRequireSession, sessionOf } from '../../http/require-session';
import type { Database } from '../../db/client';
import type { Live } from './messages-live';
import {
  messageStatistics,
  publishedMessages,
  publishMessage,
  removeMessage,
  updateMessage,
} from './messages-publish';

/** Publishing calls (not in the contract), beside the message calls under INTERNAL_MESSAGE. */
export const PUBLISH_CALLS_PATH = '/internal-message/api/backstage/messages';

type WithId = { Params: { messageId: string } };

/**
 * An administrator publishes, edits, withdraws and follows messages (README "Messages");
 * registered by `messagesRoutes`, whose live push and unread cache it shares.
 */
export const messagesPublishRoutes: FastifyPluginAsync<{ db: Database; live: Live }> = async (
  app,
  { db, live },
) => {
  app.addHook('preHandler', createRequireSession(db));

  app.post(PUBLISH_CALLS_PATH, async (request) => {
    const input = publishMessageRequestSchema.parse(request.body ?? {});
    return ok(await publishMessage(db, live, sessionOf(request), input));
  });

  app.get(PUBLISH_CALLS_PATH, async (request) => {
    const query = publishedMessagesQuerySchema.parse(request.query);
    return ok(await publishedMessages(db, sessionOf(request), query));
  });

  app.route<WithId>({
    method: ['PUT', 'POST'],
    url: `${PUBLISH_CALLS_PATH}/:messageId`,
    handler: async (request) => {
      const input = updateMessageRequestSchema.parse(request.body ?? {});
      const { messageId } = request.params;
      return ok(await updateMessage(db, live, sessionOf(request), messageId, input));
    },
  });

  app.delete<WithId>(`${PUBLISH_CALLS_PATH}/:messageId`, async (request) => {
    await removeMessage(db, live, sessionOf(request), request.params.messageId);
    return ok(null);
  });

  app.get<WithId>(`${PUBLISH_CALLS_PATH}/:messageId/statistics`, async (request) =>
    ok(await messageStatistics(db, sessionOf(request), request.params.messageId)),
  );
};

import {
  noticeListQuerySchema,
  publishedMessagesQuerySchema,
  publishMessageRequestSchema,
  readStateRequestSchema,
  readStatesRequestSchema,
  updateMessageRequestSchema,
  upstreamFinishSchema,
  userMessageListQuerySchema,
} from '@portico/sdk/contract';
import { z } from 'zod';
import type { RouteDocs } from './route-doc';

const MESSAGES = '/internal-message/api/backstage/messageReciveList';
const PUBLISH = '/internal-message/api/backstage/messages';
const messageIdParams = z.object({ messageId: z.string() });

/** The calls of api-contract.md §7.2–§7.9 and their companions (README "Routes"). */
export const CONTRACT_DOCS: RouteDocs = {
  'POST /uc/sso/upstream/finish': {
    summary: 'Spend the corporate sign-in hand-off: the login result',
    body: upstreamFinishSchema,
    public: true,
  },
  [`PUT ${MESSAGES}/readState`]: {
    summary: 'Mark one message read or unread',
    body: readStateRequestSchema,
  },
  [`PUT ${MESSAGES}/readStates`]: {
    summary: 'Mark messages read or unread',
    body: readStatesRequestSchema,
  },
  [`GET ${MESSAGES}/unReadNum`]: { summary: 'Unread message count' },
  [`GET ${MESSAGES}/userMessageList`]: {
    summary: 'Private messages (paged)',
    querystring: userMessageListQuerySchema,
  },
  [`GET ${MESSAGES}/noticeList`]: {
    summary: 'Notices (paged)',
    querystring: noticeListQuerySchema,
  },
  [`GET ${MESSAGES}/:messageId`]: { summary: 'Message detail', params: messageIdParams },
  [`POST ${PUBLISH}`]: { summary: 'Publish a message', body: publishMessageRequestSchema },
  [`GET ${PUBLISH}`]: {
    summary: 'Published messages (paged)',
    querystring: publishedMessagesQuerySchema,
  },
  [`PUT ${PUBLISH}/:messageId`]: {
    summary: 'Edit a published message',
    params: messageIdParams,
    body: updateMessageRequestSchema,
  },
  [`DELETE ${PUBLISH}/:messageId`]: { summary: 'Withdraw a message', params: messageIdParams },
  [`GET ${PUBLISH}/:messageId/statistics`]: {
    summary: 'Read statistics of a message',
    params: messageIdParams,
  },
};

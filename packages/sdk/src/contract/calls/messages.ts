import { z } from 'zod';
import { answer, defineCall, fileAnswerSchema } from '../call';
import {
  messageLocaleQuerySchema,
  messageSchema,
  messageStatisticsSchema,
  noticeListQuerySchema,
  publishedMessageSchema,
  publishedMessagesQuerySchema,
  publishMessageRequestSchema,
  publishResultSchema,
  readStateRequestSchema,
  readStateResultSchema,
  readStatesRequestSchema,
  updateMessageRequestSchema,
  userMessageListQuerySchema,
} from '../messages';
import { pagedSchema } from '../page-query';
import {
  audienceDirectoryEntrySchema,
  audienceDirectoryQuerySchema,
  reachRequestSchema,
  reachResultSchema,
} from '../message-audience';
import {
  messageReaderSchema,
  messageReadersFilterSchema,
  messageReadersQuerySchema,
  remindResultSchema,
} from '../message-reports';

/**
 * The message calls (api-contract.md §7.7) and, beside them, publishing (not in the contract;
 * server README "Messages"), at the INTERNAL_MESSAGE base whose paths already start with
 * `/internal-message/…`. Every call needs a session; who may publish, edit, withdraw and follow
 * a message is the service's rule (the administrators of the audience's units, the publisher).
 */
const RECEIVED = '/internal-message/api/backstage/messageReciveList';
const PUBLISHED = '/internal-message/api/backstage/messages';
const calls = { base: 'INTERNAL_MESSAGE', family: 'signedIn' } as const;
// Any id: one that names no message the caller may see is 40401, whatever its form.
const messageId = z.string();
/** The edit with the id of its path: the id alone is still nothing to change. */
const updateInput = z
  .object({ ...updateMessageRequestSchema.shape, messageId })
  .refine(({ messageId: _id, ...change }) => updateMessageRequestSchema.safeParse(change).success, {
    message: 'nothing to change',
  });
/** The unread count. */
const count = z.number().int().nonnegative();
const LANGUAGE = '`language?` (`zh-CN`, `en-US`: the wording of that locale when stored)';

export const MESSAGE_CALLS = {
  readState: defineCall({
    ...calls,
    method: 'PUT',
    path: `${RECEIVED}/readState`,
    input: readStateRequestSchema,
    output: answer(readStateResultSchema),
    summary: 'Mark one message read or unread',
    readme: {
      input: "`{ messageId, readState: 'T'|'F', targetAppcode?, targetUsercode? }`",
      answer: '`{ changed }` (0 when it already had that state)',
    },
  }),
  readStates: defineCall({
    ...calls,
    method: 'PUT',
    path: `${RECEIVED}/readStates`,
    input: readStatesRequestSchema,
    output: answer(readStateResultSchema),
    summary: 'Mark messages read or unread',
    readme: {
      input: '`{ messageIds[1..500], readState, targetOrgcode?, targetAppcode?, targetUsercode? }`',
      answer:
        "`{ changed }`; all ids must be the caller's or nothing changes (40401); `[]` is 'please select messages first' (40001)",
    },
  }),
  unreadCount: defineCall({
    ...calls,
    method: 'GET',
    path: `${RECEIVED}/unReadNum`,
    input: z.object({}),
    output: answer(count),
    summary: 'Unread message count',
    readme: { input: '—', answer: "a number: the caller's unread messages of every type" },
  }),
  userMessageList: defineCall({
    ...calls,
    method: 'GET',
    path: `${RECEIVED}/userMessageList`,
    input: userMessageListQuerySchema,
    output: answer(pagedSchema(messageSchema)),
    paged: true,
    summary: 'Private messages (paged)',
    readme: {
      input: `\`firstResult\`, \`pageSize\`, \`sort?\`, \`readState?\`, \`srcUsername?\`, \`srcUsercode?\`, \`titleKeyword?\`, \`publishStartDate?\`, \`publishEndDate?\`, \`target…?\`, ${LANGUAGE}`,
      answer: 'paged `Message` of type PRIVATE; `sort` `publish_date:desc` (default) or `:asc`',
    },
  }),
  noticeList: defineCall({
    ...calls,
    method: 'GET',
    path: `${RECEIVED}/noticeList`,
    input: noticeListQuerySchema,
    output: answer(pagedSchema(messageSchema)),
    paged: true,
    summary: 'Notices (paged)',
    readme: {
      input: `\`firstResult\`, \`pageSize\`, ${LANGUAGE}`,
      answer:
        'paged `Message` of types NOTICE, SYSTEM, PUBLIC: system tips (`isShow` T) first, so the first page feeds the tip strip, then newest first',
    },
  }),
  // find-my-way prefers the static paths above to this parametric one.
  detail: defineCall({
    ...calls,
    method: 'GET',
    path: `${RECEIVED}/:messageId`,
    input: messageLocaleQuerySchema.extend({ messageId }),
    output: answer(messageSchema),
    summary: 'Message detail',
    readme: {
      input: `\`messageId\` (in the path), ${LANGUAGE}`,
      answer: '`Message`; 40401 unless the caller is a recipient',
    },
  }),
};

/**
 * Publishing: who may publish is whoever holds the Messages publish right (the "Messages" menus)
 * or administers the audience's units; the report calls also answer holders of the report right.
 * The service checks it per unit of the audience (40301 for a unit out of reach).
 */
export const MESSAGE_PUBLISH_CALLS = {
  publish: defineCall({
    ...calls,
    method: 'POST',
    path: PUBLISHED,
    input: publishMessageRequestSchema,
    output: answer(publishResultSchema),
    audit: { type: 'message' },
    summary: 'Publish a message, now or at a time',
    readme: {
      input:
        '`{ messageTitle, messageText?, messageLevel?, messageType?, isShow?, targetAppcode?, audience, publishAt?, expiresAt? }`',
      answer:
        '`{ messageId, recipients }`; the text must keep to the message HTML allow-list; a `publishAt` in the past is refused',
    },
  }),
  // find-my-way prefers this static path to the parametric `:messageId` of the edit's POST alias.
  reach: defineCall({
    ...calls,
    method: 'POST',
    path: `${PUBLISHED}/reach`,
    input: reachRequestSchema,
    output: answer(reachResultSchema),
    summary: 'How many people an audience reaches',
    readme: {
      input: '`{ audience }`',
      answer: '`{ recipients }`: distinct people, before sending; nothing is written',
    },
  }),
  // Static, like the reach count: a publisher who administers nothing else chooses from it.
  audienceDirectory: defineCall({
    ...calls,
    method: 'GET',
    path: `${PUBLISHED}/audience/directory`,
    input: audienceDirectoryQuerySchema,
    output: answer(pagedSchema(audienceDirectoryEntrySchema)),
    paged: true,
    summary: 'What an audience may name: units, departments, roles, users (paged)',
    readme: {
      input:
        '`kind` (`units`, `departments`, `roles`, `users`), `unitId` (for every kind but `units`), `keyword?`, `firstResult`, `pageSize`',
      answer:
        "paged `{ id, code, name, unitCode, unitName, parentId }`: the units the caller may publish to, or that unit's records; 40301 for a unit out of reach",
    },
  }),
  published: defineCall({
    ...calls,
    method: 'GET',
    path: PUBLISHED,
    input: publishedMessagesQuerySchema,
    output: answer(pagedSchema(publishedMessageSchema)),
    paged: true,
    summary: 'Published messages (paged)',
    readme: {
      input: '`firstResult`, `pageSize`, `messageType?`, `status?`',
      answer:
        "paged `PublishedMessage` (the message, its audience, `statistics`) published from the caller's units",
    },
  }),
  update: defineCall({
    ...calls,
    method: 'PUT',
    path: `${PUBLISHED}/:messageId`,
    input: updateInput,
    output: answer(publishedMessageSchema),
    audit: { type: 'message', idField: 'messageId' },
    summary: 'Edit a published message',
    readme: {
      input:
        '`messageId` (in the path), `{ messageTitle?, messageText?, messageLevel?, isShow?, publishAt?, expiresAt? }`',
      answer:
        'the `PublishedMessage`; recipients get `notice-update`; `publishAt` only while scheduled',
    },
  }),
  // POST on this path is the edit's (PUT sent as POST), so the withdrawal answers DELETE only.
  withdraw: defineCall({
    ...calls,
    method: 'DELETE',
    alias: false,
    path: `${PUBLISHED}/:messageId`,
    input: z.object({ messageId }),
    output: answer(z.null()),
    audit: { type: 'message', idField: 'messageId' },
    summary: 'Withdraw a message',
    readme: {
      input: '`messageId` (in the path)',
      answer: 'withdrawn for everyone; recipients get `notice-remove`',
    },
  }),
  statistics: defineCall({
    ...calls,
    method: 'GET',
    path: `${PUBLISHED}/:messageId/statistics`,
    input: z.object({ messageId }),
    output: answer(messageStatisticsSchema),
    summary: 'Read statistics of a message',
    readme: {
      input: '`messageId` (in the path)',
      answer: '`{ messageId, recipients, delivered, read, unread, readPercent }`',
    },
  }),
  readers: defineCall({
    ...calls,
    method: 'GET',
    path: `${PUBLISHED}/:messageId/readers`,
    input: messageReadersQuerySchema.extend({ messageId }),
    output: answer(pagedSchema(messageReaderSchema)),
    paged: true,
    summary: 'Who has read a message and who has not (paged)',
    readme: {
      input:
        '`messageId` (in the path), `firstResult`, `pageSize`, `readState?`, `unitCode?`, `departmentId?`',
      answer: 'paged `MessageReader`: unread first, then by unit and user code',
    },
  }),
  readersCsv: defineCall({
    ...calls,
    method: 'GET',
    path: `${PUBLISHED}/:messageId/readers.csv`,
    input: messageReadersFilterSchema.extend({ messageId }),
    output: answer(fileAnswerSchema),
    answers: 'file',
    summary: 'The read report of a message as CSV',
    readme: {
      input: '`messageId` (in the path), `readState?`, `unitCode?`, `departmentId?`',
      answer: 'UTF-8 CSV with a header row, every recipient the filters keep',
    },
  }),
  remind: defineCall({
    ...calls,
    method: 'POST',
    path: `${PUBLISHED}/:messageId/remind`,
    input: z.object({ messageId }),
    output: answer(remindResultSchema),
    summary: 'Send a message again to those who have not read it',
    readme: {
      input: '`messageId` (in the path)',
      answer: '`{ reminded }`; the unread recipients get it again live (a popup for an urgent one)',
    },
  }),
};

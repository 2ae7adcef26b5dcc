import { z } from 'zod';
import { messageKeyOf } from '../i18n/message-ref';
import { LOCALES } from '../i18n/translate';
import { MESSAGE_LEVELS, MESSAGE_TYPES } from '../messaging/message-types';
import type { Message } from './message-shapes';
import {
  parseSearchDate,
  validateBatchSelection,
  validateMessageSearch,
} from '../validation/message-search';
import { messageAudienceSchema, storedAudienceSchema } from './message-audience';
import { pageQuerySchema } from './page-query';

/**
 * The message calls (api-contract.md §7.7, under INTERNAL_MESSAGE
 * `/internal-message/api/backstage/messageReciveList`) and the publishing calls beside them
 * (not in the contract: `/internal-message/api/backstage/messages`). The server parses with these
 * schemas; `messaging/messages-api.ts` sends exactly these fields.
 */

/** Longest message text; a push carries a shortened text past the live limit (api-contract §9). */
export const MAX_MESSAGE_TEXT_LENGTH = 20_000;
/** Most ids one batch read or unread takes. */
export const MAX_BATCH_MESSAGE_IDS = 500;
/** Longest message title. */
export const MAX_MESSAGE_TITLE_LENGTH = 200;

const readStateSchema = z.enum(['T', 'F']);
/** Ids are opaque strings (an existing server may use numbers); unknown ones answer 40401. */
const messageIdSchema = z.string().trim().min(1).max(64);
/** PostgreSQL text cannot hold NUL: refused here as bad input rather than failing in the database. */
const NO_NUL = [(value: string) => !value.includes('\u0000'), 'must not contain NUL'] as const;
const text = (max: number) =>
  z
    .string()
    .max(max)
    .refine(...NO_NUL);
/** An optional text filter: trimmed, and empty means absent (the client drops empty filters). */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine(...NO_NUL)
    .optional()
    .transform((value) => value || undefined);

/** Who the read state belongs to (api-contract.md §3): must be the caller when given. */
/**
 * The reader's locale as a query parameter: message calls carry no language header
 * (api-contract.md §7.1), yet texts with a wording per locale (the seeded system tips) answer in
 * it. Absent: the texts as stored.
 */
export const messageLocaleQuerySchema = z.object({ language: z.enum(LOCALES).optional() });

const targetFields = {
  targetAppcode: optionalText(32),
  targetUsercode: optionalText(64),
  targetOrgcode: optionalText(64),
};

/** PUT …/messageReciveList/readState {messageId, readState, targetAppcode, targetUsercode}. */
export const readStateRequestSchema = z.object({
  messageId: messageIdSchema,
  readState: readStateSchema,
  ...targetFields,
});
export type ReadStateRequest = z.input<typeof readStateRequestSchema>;

/**
 * PUT …/messageReciveList/readStates {messageIds, readState, targetOrgcode, targetAppcode,
 * targetUsercode}; nothing selected is 'please select messages first' (product.md §5).
 */
export const readStatesRequestSchema = z.object({
  messageIds: z
    .array(messageIdSchema)
    .max(MAX_BATCH_MESSAGE_IDS)
    .superRefine((ids, ctx) => {
      const invalid = validateBatchSelection(ids);
      if (invalid) ctx.addIssue({ code: 'custom', message: invalid });
    }),
  readState: readStateSchema,
  ...targetFields,
});
export type ReadStatesRequest = z.input<typeof readStatesRequestSchema>;

/** The answer of readState and readStates: how many rows actually changed state. */
const count = z.number().int().nonnegative();
export const readStateResultSchema = z.object({ changed: count });
export type ReadStateResult = z.output<typeof readStateResultSchema>;

/** Dates a database stores: years 1000 to 9999 (parseSearchDate also reads any ISO string). */
function outOfRange(query: { publishStartDate?: string; publishEndDate?: string }) {
  const years = [query.publishStartDate, query.publishEndDate]
    .map((value) => parseSearchDate(value)?.getFullYear())
    .filter((year) => year !== undefined);
  return years.some((year) => year < 1000 || year > 9999)
    ? ('validation.messageSearch.rangeInvalid' as const)
    : null;
}

/**
 * GET …/messageReciveList/userMessageList: paged (page size 10), `sort=publish_date:desc`, the
 * search fields of product.md §3, checked with the rules of product.md §5 (a range is required
 * when a filter is set and spans at most 7 days). Dates are 'YYYY-MM-DD HH:mm:ss' (server time)
 * or ISO 8601.
 */
export const userMessageListQuerySchema = pageQuerySchema
  .extend({
    sort: z.enum(['publish_date:desc', 'publish_date:asc']).default('publish_date:desc'),
    readState: z
      .union([readStateSchema, z.literal('')])
      .optional()
      .transform((value) => value || undefined),
    srcUsername: optionalText(100),
    srcUsercode: optionalText(64),
    titleKeyword: optionalText(100),
    publishStartDate: optionalText(40),
    publishEndDate: optionalText(40),
    ...targetFields,
    ...messageLocaleQuerySchema.shape,
  })
  .superRefine((query, ctx) => {
    const invalid = validateMessageSearch(query) ?? outOfRange(query);
    if (!invalid) return;
    ctx.addIssue({
      code: 'custom',
      path: ['publishStartDate'],
      message: messageKeyOf(invalid),
      params: typeof invalid === 'string' ? undefined : invalid.params,
    });
  });
export type UserMessageListQuery = z.input<typeof userMessageListQuerySchema>;

/** GET …/messageReciveList/noticeList: paged; system tips (isShow T) first, then newest first. */
export const noticeListQuerySchema = pageQuerySchema.extend(messageLocaleQuerySchema.shape);

/** GET …/messageReciveList/unReadNum answers a number; GET …/{messageId} a Message. */
export type UnreadNum = number;

/** A message as the message calls answer it (product.md §3, api-contract.md §7.7). */
export const messageSchema = z.object({
  messageId: z.string(),
  messageTitle: z.string(),
  messageText: z.string(),
  messageLevel: z.enum(MESSAGE_LEVELS),
  messageType: z.enum(MESSAGE_TYPES),
  readState: readStateSchema,
  srcUsername: z.string().nullable(),
  srcUsercode: z.string().nullable(),
  srcOrgname: z.string().nullable(),
  publishDate: z.string(),
  createDatetime: z.string(),
  isShow: readStateSchema,
});
export type { Message } from './message-shapes';
export type MessageDetail = Message;

export {
  MAX_AUDIENCE_ENTRIES,
  messageAudienceSchema,
  storedAudienceSchema,
  type MessageAudience,
  type MessageAudienceInput,
  type MessageAudienceRequest,
} from './message-audience';

/** A message's title, as a publish sets it and an edit changes it. */
const messageTitleSchema = z
  .string()
  .trim()
  .min(1)
  .max(MAX_MESSAGE_TITLE_LENGTH)
  .refine(...NO_NUL);

/**
 * A moment in time as the API takes it: ISO 8601 with its zone (`Z` or `+08:00`), answered in UTC.
 * A time without a zone is refused: whose clock it meant cannot be known.
 */
export const instantSchema = z.iso
  .datetime({
    offset: true,
    message: 'expected an ISO 8601 time with its zone, e.g. 2026-12-05T18:00:00Z',
  })
  .transform((value) => new Date(value).toISOString());

function expiresAfterPublish(m: { publishAt?: string | null; expiresAt?: string | null }) {
  return !m.expiresAt || !m.publishAt || m.expiresAt > m.publishAt;
}

/** POST /internal-message/api/backstage/messages: publish a message or an announcement, now or later. */
export const publishMessageRequestSchema = z
  .object({
    messageTitle: messageTitleSchema,
    messageText: text(MAX_MESSAGE_TEXT_LENGTH).default(''),
    messageLevel: z.enum(MESSAGE_LEVELS).default('INFO'),
    messageType: z.enum(MESSAGE_TYPES).default('PRIVATE'),
    isShow: readStateSchema.default('F'),
    targetAppcode: optionalText(32),
    audience: messageAudienceSchema,
    publishAt: instantSchema
      .optional()
      .describe(
        'When it is delivered (ISO 8601 with a zone, e.g. 2026-12-05T18:00:00Z); absent: now.',
      ),
    expiresAt: instantSchema
      .optional()
      .describe('When its notice and system tip stop showing; absent: never.'),
  })
  .refine((m) => m.isShow === 'F' || m.messageType !== 'PRIVATE', {
    path: ['isShow'],
    message: 'a private message cannot be a system tip',
  })
  .refine(expiresAfterPublish, { path: ['expiresAt'], message: 'must be after publishAt' });
export type PublishMessageRequest = z.input<typeof publishMessageRequestSchema>;

/** The answer of a publish: the new message and how many users received it. */
export const publishResultSchema = z.object({ messageId: z.string(), recipients: count });
export type PublishResult = z.output<typeof publishResultSchema>;

/** PUT /internal-message/api/backstage/messages/{messageId}: edit a published message. */
export const updateMessageRequestSchema = z
  .object({
    messageTitle: messageTitleSchema.optional(),
    messageText: text(MAX_MESSAGE_TEXT_LENGTH).optional(),
    messageLevel: z.enum(MESSAGE_LEVELS).optional(),
    isShow: readStateSchema.optional(),
    publishAt: instantSchema.optional().describe('A new delivery time, while it is scheduled.'),
    expiresAt: instantSchema.nullable().optional().describe('A new expiry; null: never expires.'),
  })
  .refine((m) => Object.values(m).some((value) => value !== undefined), {
    message: 'nothing to change',
  })
  .refine(expiresAfterPublish, { path: ['expiresAt'], message: 'must be after publishAt' });
export type UpdateMessageRequest = z.input<typeof updateMessageRequestSchema>;

/** GET /internal-message/api/backstage/messages/{messageId}/statistics. */
export const messageStatisticsSchema = z.object({
  messageId: z.string(),
  /** The audience's size: the people it reaches (for a scheduled message, as of now). */
  recipients: count,
  /** How many it was delivered to: the recipients once it is published, 0 while scheduled. */
  delivered: count,
  read: count,
  unread: count,
  /** read / delivered, in percent with one decimal; 0 when nothing was delivered. */
  readPercent: z.number().min(0).max(100),
});
export type MessageStatistics = z.output<typeof messageStatisticsSchema>;

/** Where a published message stands. */
export const PUBLISH_STATUSES = ['scheduled', 'published', 'expired'] as const;
/** `scheduled`, `published` or `expired`. */
export type PublishStatus = (typeof PUBLISH_STATUSES)[number];

/** GET /internal-message/api/backstage/messages: what the caller's units published, with counts. */
export const publishedMessagesQuerySchema = pageQuerySchema.extend({
  status: z
    .union([z.enum(PUBLISH_STATUSES), z.literal('')])
    .optional()
    .transform((value) => value || undefined),
  messageType: z
    .union([z.enum(MESSAGE_TYPES), z.literal('')])
    .optional()
    .transform((value) => value || undefined),
});
export type PublishedMessagesQuery = z.input<typeof publishedMessagesQuerySchema>;

/** A message as its publisher sees it: no read state of its own, the audience and the counts. */
export const publishedMessageSchema = messageSchema.omit({ readState: true }).extend({
  targetAppcode: z.string().nullable(),
  audience: storedAudienceSchema.nullable(),
  /** `scheduled` until `publishAt`, then `published`; `expired` once `expiresAt` has passed. */
  status: z.enum(PUBLISH_STATUSES),
  /** When it is (or was) delivered, ISO 8601 in UTC. */
  publishAt: z.string(),
  /** When it stops showing, ISO 8601 in UTC; null: never. */
  expiresAt: z.string().nullable(),
  statistics: messageStatisticsSchema,
});
export type PublishedMessage = z.output<typeof publishedMessageSchema>;

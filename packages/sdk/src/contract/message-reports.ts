import { z } from 'zod';
import { pageQuerySchema } from './page-query';

/**
 * A published message's read report (not in the contract): who of its recipients has read it and
 * who has not, filtered by unit or department, paged or as CSV, and the reminder that sends it
 * again to those who have not.
 */

const optionalFilter = z
  .string()
  .trim()
  .max(64)
  .optional()
  .transform((value) => value || undefined);

/** The filters of the report, shared by the page and the CSV. */
export const messageReadersFilterSchema = z.object({
  readState: z
    .union([z.enum(['T', 'F']), z.literal('')])
    .optional()
    .transform((value) => value || undefined)
    .describe('T: who has read it; F: who has not; absent: everyone.'),
  unitCode: optionalFilter.describe('Only recipients whose home unit has this code.'),
  departmentId: optionalFilter.describe('Only recipients of this department (and those below it).'),
});

/** GET …/messages/{messageId}/readers: one page of the report. */
export const messageReadersQuerySchema = pageQuerySchema.extend(messageReadersFilterSchema.shape);
/** The report page's query as a client sends it. */
export type MessageReadersQuery = z.input<typeof messageReadersQuerySchema>;

/** One recipient of a message and whether they have read it. */
export const messageReaderSchema = z.object({
  userId: z.string(),
  userCode: z.string(),
  userName: z.string(),
  unitCode: z.string(),
  unitName: z.string(),
  departmentName: z.string().nullable(),
  readState: z.enum(['T', 'F']),
  /** When they read it, ISO 8601 in UTC; null while unread. */
  readAt: z.string().nullable(),
});
/** One row of the read report. */
export type MessageReader = z.output<typeof messageReaderSchema>;

/** POST …/messages/{messageId}/remind: how many unread recipients got it again. */
export const remindResultSchema = z.object({ reminded: z.number().int().nonnegative() });
/** The answer of "remind the unread". */
export type RemindResult = z.output<typeof remindResultSchema>;

/** The columns of the CSV export, in order (the header row). */
export const MESSAGE_READERS_CSV_COLUMNS = [
  'unitCode',
  'unitName',
  'departmentName',
  'userCode',
  'userName',
  'readState',
  'readAt',
] as const;

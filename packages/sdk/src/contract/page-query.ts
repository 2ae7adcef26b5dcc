import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from './envelope';

/** Largest page a list call answers; bigger requests are cut to it. */
export const MAX_PAGE_SIZE = 200;

/**
 * firstResult and pageSize of every paged call (api-contract.md §7.1), as query strings or
 * numbers: firstResult defaults to 0, pageSize to 10.
 */
export const pageQuerySchema = z.object({
  firstResult: z.coerce.number().int().min(0).max(1_000_000_000).default(0),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .default(DEFAULT_PAGE_SIZE)
    .transform((n) => Math.min(n, MAX_PAGE_SIZE)),
});

/** 'T'/'F' (or true/false) in a query string. */
export const queryFlagSchema = z
  .union([z.enum(['T', 'F', 'true', 'false']), z.boolean()])
  .transform((v) => v === true || v === 'T' || v === 'true');

/** A required code-like query or body value: trimmed, non-empty, bounded. */
export const codeSchema = (max = 64) => z.string().trim().min(1).max(max);

/**
 * The answer of a paged list call (api-contract.md §7.1): one page of rows and the count of all
 * of them; `PagedResult` is its type.
 */
export const pagedSchema = <T extends z.ZodType>(row: T) =>
  z.object({ datas: z.array(row), totalRows: z.number().int().nonnegative() });

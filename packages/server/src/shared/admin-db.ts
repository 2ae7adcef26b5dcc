import { type MessageKey } from '@portico/sdk';
import { type MessageParams, ServerCode } from '@portico/sdk/internal';
import { ApiError } from './errors';

/**
 * Database helpers of the administration calls: a constraint the database enforces (a code taken
 * meanwhile, a row removed meanwhile) becomes an envelope refusal, never a 500 (DESIGN.md).
 */

/** The SQLSTATE of a driver error; drizzle wraps it as `cause`. */
export function sqlState(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';
const SERIALIZATION_FAILURE = '40001';

/**
 * Runs a write (usually a whole transaction, so it is rolled back first) and answers a unique
 * violation with `uniqueKey`, a foreign-key violation or a lost race with 'delete failed,
 * refresh and retry' (api-contract.md §8).
 */
export async function guardWrite<T>(
  work: () => Promise<T>,
  uniqueKey: MessageKey = 'error.deleteFailed',
  params?: MessageParams,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const state = sqlState(error);
    if (state === UNIQUE_VIOLATION) throw new ApiError(ServerCode.INVALID_INPUT, uniqueKey, params);
    if (state === FOREIGN_KEY_VIOLATION || state === SERIALIZATION_FAILURE) {
      throw new ApiError(ServerCode.INVALID_INPUT, 'error.deleteFailed');
    }
    throw error;
  }
}

export function invalid(key: MessageKey, params?: MessageParams): ApiError {
  return new ApiError(ServerCode.INVALID_INPUT, key, params);
}

export function isoOrNull(date: Date | null | undefined): string | null {
  return date ? date.toISOString() : null;
}

/** A date filter: a date-time as given; a bare date (UTC) from its start, or to its end. */
export function parseDateInput(value: string, edge: 'start' | 'end'): Date {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(value);
  const start = new Date(`${value}T00:00:00.000Z`);
  return edge === 'start' ? start : new Date(start.getTime() + 24 * 60 * 60 * 1000 - 1);
}

/** The range of two optional date filters; start after end is the caller's mistake. */
export function dateRange(start?: string, end?: string): { from?: Date; to?: Date } {
  const from = start ? parseDateInput(start, 'start') : undefined;
  const to = end ? parseDateInput(end, 'end') : undefined;
  if (from && to && from.getTime() > to.getTime()) throw invalid('adminServer.dateRange');
  return { from, to };
}

/** A paged answer (api-contract.md §7.1). */
export function paged<T, S>(datas: T[], totalRows: number, statistic: S) {
  return { datas, totalRows, statistic };
}

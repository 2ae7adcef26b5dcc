import type { MessageRef } from '../i18n/message-ref';
import type { MessageKey } from '../i18n/translate';
import { isBlank } from './form-errors';

/** api-contract.md §9: "Search range default and maximum 7 days". */
export const MESSAGE_SEARCH_MAX_DAYS = 7;

/** A date as a search field may hold it: a Date, a string, a timestamp or nothing. */
export type DateInput = Date | string | number | null | undefined;

/** The private-tab search of product.md §2.9 (field names of product.md §3 "Search fields"). */
export interface MessageSearchFilters {
  readState?: string | null;
  srcUsername?: string | null;
  srcUsercode?: string | null;
  titleKeyword?: string | null;
  publishStartDate?: DateInput;
  publishEndDate?: DateInput;
}

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * Reads a Date, epoch ms, or 'YYYY-MM-DD[ HH:mm[:ss]]' as local time (what the date-time picker
 * shows), else any ISO string; null when unreadable.
 */
export function parseSearchDate(input: DateInput): Date | null {
  if (input === null || input === undefined || input === '') return null;
  if (input instanceof Date) return Number.isNaN(input.getTime()) ? null : input;
  if (typeof input === 'number') return Number.isFinite(input) ? new Date(input) : null;
  const local = LOCAL_DATE_TIME.exec(input.trim());
  if (local) {
    const [, y, mo, d, h = '0', mi = '0', s = '0'] = local;
    const date = new Date(+y!, +mo! - 1, +d!, +h, +mi, +s);
    // Rejects 2026-02-30 and the like, which Date would silently roll over.
    return date.getMonth() === +mo! - 1 && date.getDate() === +d! ? date : null;
  }
  const date = new Date(input);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'YYYY-MM-DD HH:mm:ss' in local time, the form the search fields are sent in. */
export function formatSearchDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}

/** Calendar days, not 24-hour blocks, so a daylight-saving change does not shift the bound. */
function addDays(date: Date, days: number): Date {
  const next = new Date(date.getTime());
  next.setDate(next.getDate() + days);
  return next;
}

/**
 * product.md §5: "default is the last 7 days ending at today's end" — from the start of the day six
 * days ago to 23:59:59.999 today, seven calendar days including today.
 */
export function defaultMessageSearchRange(now: Date): { start: Date; end: Date } {
  const startOfToday = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const end = new Date(addDays(startOfToday, 1).getTime() - 1);
  return { start: addDays(startOfToday, 1 - MESSAGE_SEARCH_MAX_DAYS), end };
}

/**
 * product.md §5 "Message search": when sender name, sender code, title keyword or read state is
 * set, a publish time range is required, and a range spans at most seven days.
 */
export function validateMessageSearch(filters: MessageSearchFilters): MessageRef | null {
  const filtered = [
    filters.srcUsername,
    filters.srcUsercode,
    filters.titleKeyword,
    filters.readState,
  ].some((value) => !isBlank(value));
  const hasStart = !isBlank(filters.publishStartDate);
  const hasEnd = !isBlank(filters.publishEndDate);
  if (!hasStart && !hasEnd) return filtered ? 'validation.messageSearch.rangeRequired' : null;
  if (!hasStart || !hasEnd) return 'validation.messageSearch.rangeRequired';
  const start = parseSearchDate(filters.publishStartDate);
  const end = parseSearchDate(filters.publishEndDate);
  if (start === null || end === null || start > end) return 'validation.messageSearch.rangeInvalid';
  if (end > addDays(start, MESSAGE_SEARCH_MAX_DAYS)) {
    return {
      key: 'validation.messageSearch.rangeTooLong',
      params: { days: MESSAGE_SEARCH_MAX_DAYS },
    };
  }
  return null;
}

/** product.md §5: batch read with nothing selected → 'please select messages first'. */
export function validateBatchSelection(selected: readonly unknown[]): MessageKey | null {
  return selected.length === 0 ? 'validation.message.selectFirst' : null;
}

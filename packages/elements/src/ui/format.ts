import { formatSearchDate, parseSearchDate } from '@portico/sdk/internal';

/**
 * Every date and time console and elements show: one format in both locales, 'YYYY-MM-DD HH:mm'
 * in the reader's clock. What cannot be read is shown as given.
 */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = parseSearchDate(value);
  return date ? formatSearchDate(date).slice(0, 16) : value;
}

/** The value of an `<input type="datetime-local" step="1">` for a date (local time). */
export function toDateTimeInput(date: Date): string {
  return formatSearchDate(date).replace(' ', 'T');
}

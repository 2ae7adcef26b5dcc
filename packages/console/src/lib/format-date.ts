import { formatSearchDate, parseSearchDate } from '@portico/sdk';

/**
 * Every date and time the console shows, one format in both locales and the same as the
 * elements' (message centre, sessions): 'YYYY-MM-DD HH:mm' in the reader's clock. What cannot be
 * read is shown as given.
 */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = parseSearchDate(value);
  return date ? formatSearchDate(date).slice(0, 16) : value;
}

import type { MessageKey } from '../i18n/translate';

/** The application codes that have a display name (product.md §2.7). */
export const APP_CODES = [
  'SSO',
  'UC',
  'USERM',
  'GC',
  'GCYM',
  'WK',
  'GCMAINT',
  'OPS',
  'DATACENTER',
  'DSPLAT',
  'WPA',
  'COUPON',
  'PANCAKE',
  'KFPLAT',
] as const;
export type KnownAppCode = (typeof APP_CODES)[number];

export function isKnownAppCode(code: string): code is KnownAppCode {
  return (APP_CODES as readonly string[]).includes(code);
}

/**
 * The message key of an app code's display name; an unknown code shows 'not set'
 * (product.md §2.7). Translate it with `i18n.t(appNameKey(code))`.
 */
export function appNameKey(code: string): MessageKey {
  return isKnownAppCode(code) ? `links.appName.${code}` : 'apps.notSet';
}

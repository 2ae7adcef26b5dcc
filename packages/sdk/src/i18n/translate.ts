import type { MessageKey } from './messages/catalogue';
import { lookupMessage } from './registry';

export type { MessageKey };
/** The supported locales; zh-CN is the fallback. */
export const LOCALES = ['zh-CN', 'en-US'] as const;
/** A supported locale. */
export type Locale = (typeof LOCALES)[number];
/** zh-CN is the fallback locale (api-contract.md §9). */
export const FALLBACK_LOCALE: Locale = 'zh-CN';

/** Whether `value` is one of the supported locales. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** True for a key of a registered area (registerMessages / registerAllMessages). */
export function isMessageKey(value: string): value is MessageKey {
  return lookupMessage(FALLBACK_LOCALE, value) !== undefined;
}

/** Replaces `{name}` placeholders; unknown placeholders stay visible so a missing param shows. */
export function format(template: string, params?: Record<string, string | number>): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/**
 * Translates a key: `overrides` (server kv translations, api-contract.md §7.8) win over the
 * locale, the locale falls back to zh-CN, and a key whose area nobody registered shows as
 * itself so the gap is visible rather than blank.
 */
export function translate(
  locale: Locale,
  key: MessageKey,
  params?: Record<string, string | number>,
  overrides?: Partial<Record<string, string>>,
): string {
  const template =
    overrides?.[key] ?? lookupMessage(locale, key) ?? lookupMessage(FALLBACK_LOCALE, key) ?? key;
  return format(template, params);
}

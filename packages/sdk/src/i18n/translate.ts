import { enUS, zhCN, type MessageKey } from './messages/catalogue';

export type { MessageKey };
export const LOCALES = ['zh-CN', 'en-US'] as const;
export type Locale = (typeof LOCALES)[number];
/** zh-CN is the fallback locale (api-contract.md §9). */
export const FALLBACK_LOCALE: Locale = 'zh-CN';

const builtIn: Record<Locale, Record<MessageKey, string>> = { 'zh-CN': zhCN, 'en-US': enUS };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function isMessageKey(value: string): value is MessageKey {
  return value in zhCN;
}

/** Replaces `{name}` placeholders; unknown placeholders stay visible so a missing param shows. */
export function format(template: string, params?: Record<string, string | number>): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/**
 * Translates a key with the built-in catalogues only: `overrides` (server kv translations,
 * api-contract.md §7.8) win over the locale, and the locale falls back to zh-CN.
 */
export function translate(
  locale: Locale,
  key: MessageKey,
  params?: Record<string, string | number>,
  overrides?: Partial<Record<string, string>>,
): string {
  const template = overrides?.[key] ?? builtIn[locale][key] ?? builtIn[FALLBACK_LOCALE][key];
  return format(template, params);
}

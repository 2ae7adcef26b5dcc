import type { MessageKey } from './translate';

/** Parameter values: plain values, or a list of keys translated and joined in the target locale. */
export type MessageParams = Record<string, string | number | readonly MessageKey[]>;

/**
 * What a rule hands back: a bare key, or a key plus its parameters. Rules never return text, so the
 * server, the console and the elements each translate in their own locale (DESIGN.md "Messages").
 */
export type MessageRef = MessageKey | { readonly key: MessageKey; readonly params: MessageParams };

export type Translator = (key: MessageKey, params?: Record<string, string | number>) => string;

export function messageKeyOf(ref: MessageRef): MessageKey {
  return typeof ref === 'string' ? ref : ref.key;
}

/**
 * Turns a MessageRef into text with any translator (`i18n.t`, or `translate` bound to a locale);
 * key lists such as password classes are translated first and joined with the locale's separator.
 */
export function formatMessage(ref: MessageRef, t: Translator): string {
  if (typeof ref === 'string') return t(ref);
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(ref.params)) {
    params[name] = Array.isArray(value)
      ? (value as readonly MessageKey[]).map((key) => t(key)).join(t('common.listSeparator'))
      : (value as string | number);
  }
  return t(ref.key, params);
}

/** The texts of one catalogue area with keys `K`, in both locales. */
export interface MessageTexts<K extends string> {
  /** The fallback locale's texts. */
  'zh-CN': Record<K, string>;
  /** The same keys in English. */
  'en-US': Record<K, string>;
}

/**
 * One area of the catalogue with both locales side by side; the type makes a key that is
 * missing from either locale a compile error (DESIGN.md "Messages"). The named result type keeps
 * each area's keys written once in its declaration.
 */
export function defineMessages<K extends string>(messages: {
  'zh-CN': Record<K, string>;
  'en-US': NoInfer<Record<K, string>>;
}): MessageTexts<K> {
  return messages;
}

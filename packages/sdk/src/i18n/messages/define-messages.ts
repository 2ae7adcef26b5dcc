/**
 * One area of the catalogue with both locales side by side; the type makes a key that is
 * missing from either locale a compile error (DESIGN.md "Messages").
 */
export function defineMessages<K extends string>(messages: {
  'zh-CN': Record<K, string>;
  'en-US': NoInfer<Record<K, string>>;
}) {
  return messages;
}

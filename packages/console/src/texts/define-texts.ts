import type { MessageTexts } from '@portico/sdk/internal';

/**
 * One area of the console's own texts, both locales side by side, in the shape of the SDK's
 * catalogue areas: a key missing from either locale is a compile error, and the keys stay literal
 * types for `TextKey`.
 */
export function defineTexts<K extends string>(texts: {
  'zh-CN': Record<K, string>;
  'en-US': NoInfer<Record<K, string>>;
}): MessageTexts<K> {
  return texts;
}

import type { Locale } from './translate';

/** One area of the catalogue: both locales side by side (messages/define-messages.ts). */
export interface MessageArea {
  'zh-CN': Record<string, string>;
  'en-US': Record<string, string>;
}

const registered: Record<Locale, Record<string, string>> = { 'zh-CN': {}, 'en-US': {} };

/** Adds areas of the catalogue to what translate() knows; registering twice is harmless. */
export function registerMessages(...areas: MessageArea[]): void {
  for (const area of areas) {
    Object.assign(registered['zh-CN'], area['zh-CN']);
    Object.assign(registered['en-US'], area['en-US']);
  }
}

export function lookupMessage(locale: Locale, key: string): string | undefined {
  return registered[locale][key];
}

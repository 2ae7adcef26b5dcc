import { translate, type Locale, type MessageKey } from '@portico/sdk';
import type { TextKey } from '../texts/catalogue';
import { portico } from './portico';

type Params = Record<string, string | number>;

// The SDK types its translators with the SDK catalogue's keys; they look any key up in what is
// registered, and the console registers its own areas beside the SDK's.

/** The console's text in the current locale (with the server's overrides), outside React. */
export function text(key: TextKey, params?: Params): string {
  return portico.i18n.t(key as MessageKey, params);
}

/** The console's text in a given locale, without overrides. */
export function textIn(locale: Locale, key: TextKey, params?: Params): string {
  return translate(locale, key as MessageKey, params);
}

/** A translator of the console's keys; it serves wherever the SDK asks for a `Translator`. */
export type Translate = (key: TextKey, params?: Params) => string;

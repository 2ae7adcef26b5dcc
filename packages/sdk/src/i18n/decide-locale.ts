import { FALLBACK_LOCALE, isLocale, type Locale } from './translate';

/**
 * One language decision for every place that shows text: the hub's sign-in page and shell, the
 * elements, the server's answers. Each input is what the caller happens to know; the first one
 * that names a language Portico speaks wins.
 */
export interface LocaleInputs {
  /** The language the user chose and the app saved (`portico.locale`). */
  saved?: string | null;
  /**
   * A language the address asks for: a `language` parameter, OIDC `ui_locales` (a space-separated
   * list, first preferred), the CAS `locale` parameter.
   */
  requested?: string | null;
  /** The browser's languages: an `Accept-Language` header, or `navigator.languages`. */
  accepted?: string | readonly string[] | null;
  /** The default language of the user's unit, where one is known. */
  unitDefault?: string | null;
}

/**
 * The locale a language tag stands for: `en`, `en-GB`, `EN_us` are English; `zh`, `zh-Hans`,
 * `zh-TW` are Chinese (the one Chinese Portico speaks). Null for any other language.
 */
export function toLocale(tag: string | null | undefined): Locale | null {
  if (!tag) return null;
  const trimmed = tag.trim().replace(/_/g, '-');
  if (isLocale(trimmed)) return trimmed;
  const primary = trimmed.split('-')[0]?.toLowerCase();
  if (primary === 'en') return 'en-US';
  if (primary === 'zh') return 'zh-CN';
  return null;
}

/** The tags of an `Accept-Language` header, most preferred first; `q=0` means "not this one". */
export function acceptedTags(header: string): string[] {
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';').map((piece) => piece.trim());
      const q = params.find((param) => param.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter(({ tag, weight }) => tag && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);
}

/** The first of these tags Portico speaks. */
function firstLocale(tags: readonly string[]): Locale | null {
  for (const tag of tags) {
    const locale = toLocale(tag);
    if (locale) return locale;
  }
  return null;
}

/**
 * The locale a request names (a `language` parameter, OIDC `ui_locales`: a space-separated list,
 * first preferred; the CAS `locale`): the first of its tags Portico speaks, else null.
 */
export function requestedLocale(requested: string | null | undefined): Locale | null {
  return requested ? firstLocale(requested.split(/[\s,]+/)) : null;
}

function acceptedLocale(accepted: LocaleInputs['accepted']): Locale | null {
  if (!accepted) return null;
  return firstLocale(typeof accepted === 'string' ? acceptedTags(accepted) : accepted);
}

/**
 * The language to show: the user's saved choice, then the language the address asks for, then
 * the browser's languages, then the unit's default, then zh-CN.
 */
export function decideLocale({ saved, requested, accepted, unitDefault }: LocaleInputs): Locale {
  return (
    toLocale(saved) ??
    requestedLocale(requested) ??
    acceptedLocale(accepted) ??
    toLocale(unitDefault) ??
    FALLBACK_LOCALE
  );
}

/** The browser's languages, most preferred first; none outside a browser. */
export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

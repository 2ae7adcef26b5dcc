import { type Locale } from '@portico/sdk';
import { decideLocale } from '@portico/sdk/internal';
import type { FastifyRequest } from 'fastify';

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The language of an answer's texts, decided as every page decides it: clients send the locale
 * they show in a `language` header (api-contract.md §7.1); a caller without one (a browser, curl,
 * a monitoring scraper) is answered in its `Accept-Language`; when that names neither locale, in
 * the default language of the unit the answer is about, where the caller knows one
 * (units/unit-language.ts); zh-CN otherwise.
 */
export function localeOf(request: FastifyRequest, unitDefault?: Locale | null): Locale {
  return decideLocale({
    requested: first(request.headers.language),
    accepted: first(request.headers['accept-language']),
    unitDefault,
  });
}

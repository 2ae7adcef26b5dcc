import { FALLBACK_LOCALE, isLocale, type Locale } from '@portico/sdk';
import type { FastifyRequest } from 'fastify';

/** Clients send the locale in a `language` header (api-contract.md §7.1); zh-CN otherwise. */
export function localeOf(request: FastifyRequest): Locale {
  const header = request.headers.language;
  const value = Array.isArray(header) ? header[0] : header;
  return isLocale(value) ? value : FALLBACK_LOCALE;
}

import { z } from 'zod';
import { LOCALES } from '../i18n/translate';

/**
 * Domain record (product.md §3 "Domain record: id, orgCode, logoUrl, backgroundUrl, copyRight,
 * loginPage"): the look of the login page on a host. The contract does not show the call
 * (api-contract.md §7.9 "domains: paths and payloads not shown"), so it is defined here once.
 */

/**
 * A host name as `location.hostname` gives it: dot-separated labels of letters, digits and
 * hyphens (an IPv4 address is one too), at most 253 characters, an optional trailing dot.
 */
export const HOST_NAME_PATTERN =
  /^(?=.{1,254}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?$/i;

/**
 * GET {UC}/domain/lookup?domain=: public (the login page asks before anyone signs in). The host
 * is compared without case and without a trailing dot.
 */
export const domainLookupQuerySchema = z.object({
  domain: z
    .string()
    .trim()
    .min(1)
    .max(254)
    .regex(HOST_NAME_PATTERN)
    .transform((host) => host.toLowerCase().replace(/\.$/, '')),
});
export type DomainLookupQuery = z.infer<typeof domainLookupQuerySchema>;

/**
 * The answer for a known host; `retVal` is null for a host without a record, and the login page
 * then shows its defaults (api-contract.md §8 "domain lookup fails → default images and
 * copyright"). Empty fields fall back to the customer brand's, then to the page's defaults.
 */
export const domainRecordSchema = z.object({
  id: z.string(),
  domain: z.string(),
  /** Code of the unit the host belongs to. */
  orgCode: z.string(),
  logoUrl: z.string().nullable(),
  backgroundUrl: z.string().nullable(),
  copyRight: z.string().nullable(),
  /** Which login-page theme to show, e.g. `default` or `harbour`. */
  loginPage: z.string().nullable(),
  /**
   * The default language of the unit the host belongs to (its own or inherited): the sign-in
   * page shows it when the visitor has chosen none and the browser speaks neither locale.
   */
  unitLanguage: z.enum(LOCALES).nullable().optional(),
});
export type DomainRecord = z.output<typeof domainRecordSchema>;

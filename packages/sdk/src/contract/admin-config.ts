import { z } from 'zod';
import { flagSchema, idSchema, optionalField, optionalText } from './admin-common';
import { HOST_NAME_PATTERN } from './domains';
import { codeSchema, pageQuerySchema } from './page-query';

/**
 * Configuration administration (product.md §2.5 /config, /code/{code}, §3):
 * domain records, customer brands, application macro config and the code dictionary. The
 * contract does not show these calls (api-contract.md §7.9), so they are defined here once, for
 * the server (which parses with these schemas) and the console (which checks its forms with
 * them). Messages that are catalogue keys name the field they are about.
 */

/**
 * A logo or background address of the login page: an https URL, or a path on this hub (an
 * uploaded logo, a bundled brand image). Plain http would let anyone on the way swap the image of
 * a sign-in page; `//host` and backslashes are other hosts in disguise.
 */
export function isImageAddress(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !value.includes('\\');
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Text shown on the login page as it is typed: one line, no markup and no control or
 * direction-changing characters (which could make it read as something else).
 */
export function isPlainText(value: string): boolean {
  return !/[<>\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/u.test(value);
}

const imageAddress = (key: 'config.logoUrl.invalid' | 'config.backgroundUrl.invalid') =>
  optionalField(z.string().trim().max(2000).refine(isImageAddress, key));

/** A host name as the login page reads it: lower case, without a trailing dot. */
export const domainHostSchema = z
  .string({ error: 'config.domain.required' })
  .trim()
  .min(1, 'config.domain.required')
  .max(253, 'config.domain.invalid')
  .regex(HOST_NAME_PATTERN, 'config.domain.invalid')
  .transform((host) => host.toLowerCase().replace(/\.$/, ''));

// ---- Domain records (/config/domain-list) ----

/** GET {UC}/domain/list: paged, filtered by host and unit code (both "contains"). */
export const domainListQuerySchema = pageQuerySchema.extend({
  domain: optionalText(253),
  orgCode: optionalText(64),
});
export type DomainListQuery = z.input<typeof domainListQuerySchema>;

export const adminDomainRowSchema = z.object({
  id: z.string(),
  domain: z.string(),
  orgCode: z.string(),
  orgName: z.string(),
  brandCode: z.string().nullable(),
  logoUrl: z.string().nullable(),
  backgroundUrl: z.string().nullable(),
  copyRight: z.string().nullable(),
  loginPage: z.string().nullable(),
});
export type AdminDomainRow = z.output<typeof adminDomainRowSchema>;

/** POST {UC}/domain/add (no id) and PUT {UC}/domain/update (with id). */
export const domainSaveSchema = z.object({
  id: optionalField(idSchema),
  domain: domainHostSchema,
  orgCode: z
    .string({ error: 'config.orgCode.required' })
    .trim()
    .min(1, 'config.orgCode.required')
    .max(64),
  brandCode: optionalText(64),
  logoUrl: imageAddress('config.logoUrl.invalid'),
  backgroundUrl: imageAddress('config.backgroundUrl.invalid'),
  copyRight: optionalField(
    z.string().trim().max(300).refine(isPlainText, 'config.copyRight.invalid'),
  ),
  loginPage: optionalField(
    z
      .string()
      .trim()
      .max(200)
      .regex(/^[A-Za-z0-9_-]+$/, 'config.loginPage.invalid'),
  ),
});
export type DomainSaveRequest = z.input<typeof domainSaveSchema>;

// ---- Brands (/code/{code}) ----

export const BRAND_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;

export const brandRowSchema = z.object({
  code: z.string(),
  descript: z.string(),
  theme: z.string().nullable(),
  loginPage: z.string().nullable(),
  logoUrl: z.string().nullable(),
  backgroundUrl: z.string().nullable(),
  copyRight: z.string().nullable(),
  /** How many domain records use the brand. */
  domains: z.number().int().nonnegative(),
});
export type BrandRow = z.output<typeof brandRowSchema>;

/** GET {UC}/brand/list: paged, `keyword` in code or description. */
export const brandListQuerySchema = pageQuerySchema.extend({ keyword: optionalText(64) });
export type BrandListQuery = z.input<typeof brandListQuerySchema>;

/** GET {UC}/brand/detail?code=. */
export const brandCodeQuerySchema = z.object({ code: codeSchema() });

/** POST {UC}/brand/add and PUT {UC}/brand/update (the code names the brand, it never changes). */
export const brandSaveSchema = z.object({
  code: z
    .string({ error: 'config.brandCode.required' })
    .trim()
    .min(1, 'config.brandCode.required')
    .max(64)
    .regex(BRAND_CODE_PATTERN, 'config.brandCode.invalid'),
  descript: z
    .string({ error: 'config.descript.required' })
    .trim()
    .min(1, 'config.descript.required')
    .max(200),
  theme: optionalText(64),
  loginPage: optionalText(200),
  logoUrl: imageAddress('config.logoUrl.invalid'),
  backgroundUrl: imageAddress('config.backgroundUrl.invalid'),
  copyRight: optionalText(300),
});
export type BrandSaveRequest = z.input<typeof brandSaveSchema>;

// ---- Application macro config (product.md §3) ----

export const macroRowSchema = z.object({
  id: z.string(),
  appCode: z.string(),
  macroCode: z.string(),
  config: z.string(),
  type: z.string(),
  sort: z.number(),
  state: flagSchema,
});
export type MacroRow = z.output<typeof macroRowSchema>;

/** GET {UC}/macro/list?appCode=: paged, by sort. */
export const macroListQuerySchema = pageQuerySchema.extend({
  appCode: optionalText(32),
  keyword: optionalText(64),
});
export type MacroListQuery = z.input<typeof macroListQuerySchema>;

const sortSchema = z.coerce.number().int().min(0).max(1_000_000).default(0);
const appCodeSchema = z
  .string({ error: 'config.appCode.required' })
  .trim()
  .min(1, 'config.appCode.required')
  .max(32);

/** POST {UC}/macro/add and PUT {UC}/macro/update (with id). */
export const macroSaveSchema = z.object({
  id: optionalField(idSchema),
  appCode: appCodeSchema,
  macroCode: z
    .string({ error: 'config.macroCode.required' })
    .trim()
    .min(1, 'config.macroCode.required')
    .max(64)
    .regex(/^[A-Za-z0-9_.-]+$/, 'config.macroCode.invalid'),
  config: z
    .string({ error: 'config.macroConfig.required' })
    .trim()
    .min(1, 'config.macroConfig.required')
    .max(4000),
  type: z
    .string({ error: 'config.macroType.required' })
    .trim()
    .min(1, 'config.macroType.required')
    .max(32),
  sort: sortSchema,
  state: flagSchema.default('T').describe('T: the macro is enabled; F: disabled.'),
});
export type MacroSaveRequest = z.input<typeof macroSaveSchema>;

/** PUT {UC}/macro/updateState {id, state}: enable ('T') or disable ('F'). */
export const macroStateSchema = z.object({
  id: idSchema,
  state: flagSchema.describe('T: enable the macro; F: disable it.'),
});
export type MacroStateRequest = z.input<typeof macroStateSchema>;

/** An application to choose in the macro and dictionary screens. */
export const configAppOptionSchema = z.object({
  code: z.string(),
  descript: z.string(),
});
export type ConfigAppOption = z.output<typeof configAppOptionSchema>;

// ---- Code dictionary (GET /codeDict reads it) ----

export const codeDictRowSchema = z.object({
  id: z.string(),
  appCode: z.string(),
  code: z.string(),
  content: z.string(),
  descript: z.string().nullable(),
  isHalt: flagSchema,
  sort: z.number(),
});
export type CodeDictRow = z.output<typeof codeDictRowSchema>;

/** GET {UC}/dict/list?appCode=&keyword=: paged. */
export const dictListQuerySchema = macroListQuerySchema;
export type DictListQuery = z.input<typeof dictListQuerySchema>;

/** POST {UC}/dict/add and PUT {UC}/dict/update (with id). */
export const dictSaveSchema = z.object({
  id: optionalField(idSchema),
  appCode: appCodeSchema,
  code: z
    .string({ error: 'config.dictCode.required' })
    .trim()
    .min(1, 'config.dictCode.required')
    .max(64)
    .regex(/^[A-Za-z0-9_.-]+$/, 'config.dictCode.invalid'),
  content: z
    .string({ error: 'config.dictContent.required' })
    .trim()
    .min(1, 'config.dictContent.required')
    .max(4000),
  descript: optionalText(200),
  sort: sortSchema,
  isHalt: flagSchema.default('F'),
});
export type DictSaveRequest = z.input<typeof dictSaveSchema>;

/** PUT {UC}/dict/halt {id, isHalt}: a halted entry is not served by GET /codeDict. */
export const dictHaltSchema = z.object({ id: idSchema, isHalt: flagSchema });
export type DictHaltRequest = z.input<typeof dictHaltSchema>;

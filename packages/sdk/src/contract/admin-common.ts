import { z } from 'zod';
import { LOCALES, type Locale } from '../i18n/translate';

/**
 * Building blocks of the administration calls (product.md §2.5, §6), which the contract leaves
 * unshown: they follow api-contract.md §7.1 (envelope, firstResult/pageSize paging, PUT sent as
 * POST). Every schema here is the one the server parses with, so a field that fails is named in
 * the answer's message.
 */

/** A record id (uuid) in a path, query or body. */
export const idSchema = z.guid();

/** 'T'/'F', as every flag of the contract is spelt (product.md §3). */
export const flagSchema = z.enum(['T', 'F']);

/** A list of ids in a body; bounded so one call cannot ask for unbounded work. */
export const idListSchema = z.array(idSchema).max(1000);

/** The client drops empty filters (api-contract.md §5); a server also takes '' as absent. */
function blankToUndefined(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
}

/** An optional filter or field: absent, null or blank mean "not given". */
export function optionalField<S extends z.ZodType>(schema: S) {
  return z.preprocess((v) => (v === null ? undefined : blankToUndefined(v)), schema.optional());
}

/**
 * An optional field of an update that an administrator may empty: absent = unchanged, null or a
 * blank string = clear (the server writes NULL). `optionalField` stays "null = not given" for
 * the filters and families that rely on it.
 */
export function clearableField<S extends z.ZodType>(schema: S) {
  return z.preprocess(
    (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? null : v),
    schema.nullable().optional(),
  );
}

/** Clearable free text, trimmed and bounded. */
export const clearableText = (max: number) => clearableField(z.string().trim().max(max));

/** Optional free text, trimmed and bounded. */
export const optionalText = (max: number) => optionalField(z.string().trim().max(max));

/** A call without fields (a read of the caller's whole scope); unknown fields are dropped. */
export const noInputSchema = z.object({});

/** `{ id }` of detail, delete and the other calls about one record. */
export const idRequestSchema = z.object({ id: idSchema });
export type IdRequest = z.infer<typeof idRequestSchema>;

/** `?unitId=` of the calls about one unit's data; the session unit when absent. */
export const unitIdQuerySchema = z.object({ unitId: optionalField(idSchema) });

/** Years a stored date may have: PostgreSQL refuses year 0, and earlier ones mean a typo. */
const yearInRange = [
  (value: string) => Number(value.slice(0, 4)) >= 1900,
  'the year must be 1900 or later',
] as const;

/** A calendar date, YYYY-MM-DD. */
export const isoDateSchema = z.iso.date().refine(...yearInRange);

/** A date (YYYY-MM-DD) or an ISO date-time with offset, as filters and fields take them. */
export const dateInputSchema = z
  .union([z.iso.datetime({ offset: true }), z.iso.date()])
  .refine(...yearInRange);

/**
 * Column limits on top of a shared form rule (product.md §5 rules say "required", the table says
 * how long): an over-long value is refused naming the field, never cut or failed in the database.
 */
export function withinColumns(limits: Record<string, number>) {
  return (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
    for (const [field, max] of Object.entries(limits)) {
      const text = value[field];
      if (typeof text === 'string' && text.length > max) {
        ctx.addIssue({ code: 'custom', path: [field], message: `at most ${max} characters` });
      }
    }
  };
}

/** A count per value, as the `statistic` of a paged answer. */
export type Counts<K extends string> = Record<K, number>;

/** A stored text's wording per locale, as an editor writes it: an empty one is removed. */
export type LocaleTexts = Partial<Record<Locale, string>>;

/** Stored wordings as an answer carries them: only the locales that have one. */
export const localeTextsAnswerSchema: z.ZodType<LocaleTexts> = z.partialRecord(
  z.enum(LOCALES),
  z.string(),
);

/** The wording of a text per locale (`{ "zh-CN": "…", "en-US": "…" }`), each at most `max`. */
export function localeTextsSchema(max: number) {
  return z
    .object(
      Object.fromEntries(LOCALES.map((l) => [l, z.string().trim().max(max).optional()])) as Record<
        Locale,
        z.ZodOptional<z.ZodString>
      >,
    )
    .strict();
}

import { z } from 'zod';
import { codeSchema } from './page-query';

/** kv translations (api-contract.md §7.8), under the TRANSLATE base. */

/** A stored translation (product.md §3 "Translation"). */
export const translationDtoSchema = z.object({
  key: z.string(),
  value: z.string(),
  page: z.string().nullable(),
  appCode: z.string(),
  lang: z.enum(['zh-CN', 'en-US']),
  updatedAt: z.string(),
});
export type TranslationDTO = z.output<typeof translationDtoSchema>;

/**
 * GET {TRANSLATE}/kv_translate/kv_translates?lastPullDate=, headers appCode and language:
 * the entries changed after lastPullDate (all without it), and the date to send next time.
 */
export const kvTranslatesResultSchema = z.object({
  translatesDTOs: z.array(translationDtoSchema),
  /** ISO 8601; null when the locale has nothing yet (the client then resets its date). */
  lastPullDate: z.string().nullable(),
});
export type KvTranslatesResult = z.output<typeof kvTranslatesResultSchema>;
export const kvTranslatesQuerySchema = z.object({
  lastPullDate: z.string().trim().max(40).optional(),
});

/** The header naming the app whose texts kv_translates answers (Fastify lower-cases names). */
export const kvTranslatesHeadersSchema = z.object({ appcode: codeSchema(32) });

/** POST {TRANSLATE}/kv_translate/batch {appCode, lang, data[{key,value,page}]}. */
export const kvBatchRequestSchema = z.object({
  appCode: codeSchema(32),
  lang: z.enum(['zh-CN', 'en-US']),
  data: z
    .array(
      z.object({
        key: z.string().trim().min(1).max(200),
        value: z.string().max(4000).describe('The translated text.'),
        page: z.string().trim().max(100).nullish().describe('The page the text is shown on.'),
      }),
    )
    .min(1)
    .max(1000),
});
export type KvBatchRequest = z.infer<typeof kvBatchRequestSchema>;

/** The answer of batch: how many entries were written. */
export const kvBatchResultSchema = z.object({ saved: z.number().int().nonnegative() });
export type KvBatchResult = z.output<typeof kvBatchResultSchema>;

import { answer, defineCall } from '../call';
import {
  kvBatchRequestSchema,
  kvBatchResultSchema,
  kvTranslatesHeadersSchema,
  kvTranslatesQuerySchema,
  kvTranslatesResultSchema,
} from '../translate';

/** kv translations (api-contract.md §7.8), under the TRANSLATE base. */
export const TRANSLATION_CALLS = {
  // Public: the login page pulls its texts before anyone has signed in.
  pull: defineCall({
    base: 'TRANSLATE',
    family: 'public',
    method: 'GET',
    path: '/kv_translate/kv_translates',
    input: kvTranslatesQuerySchema,
    headers: kvTranslatesHeadersSchema,
    output: answer(kvTranslatesResultSchema),
    summary: 'Translations changed since a date',
    readme: {
      input: '`lastPullDate?`; headers `appCode`, `language`',
      answer: "`{ translatesDTOs, lastPullDate }`; a session's unit overrides too",
    },
  }),
  save: defineCall({
    base: 'TRANSLATE',
    family: 'translator',
    method: 'POST',
    path: '/kv_translate/batch',
    input: kvBatchRequestSchema,
    output: answer(kvBatchResultSchema),
    audit: { type: 'translation', idField: 'appCode' },
    summary: 'Save translations (translator)',
    readme: {
      input: '`{ appCode, lang, data[{ key, value, page }] }`',
      answer: '`{ saved }`; translator or administrator of the unit',
    },
  }),
};

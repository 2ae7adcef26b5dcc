import {
  codeDictEntrySchema,
  codeDictQuerySchema,
  menuResourceSchema,
  reportResourceSchema,
  resourceQuerySchema,
} from '../apps';
import { answer, defineCall } from '../call';
import { pagedSchema } from '../page-query';

/** Resources and the code dictionary (api-contract.md §7.6), under the UC base; need a session. */
const read = { base: 'UC', method: 'GET', family: 'signedIn' } as const;

export const RESOURCE_CALLS = {
  menu: defineCall({
    ...read,
    path: '/resource/menu',
    input: resourceQuerySchema,
    output: answer(menuResourceSchema),
    summary: 'A menu resource the caller holds',
    readme: {
      input: '`identity`, `appCode?`',
      answer: '`MenuResource` the caller holds, else 40401',
    },
  }),
  report: defineCall({
    ...read,
    path: '/resource/report',
    input: resourceQuerySchema,
    output: answer(reportResourceSchema),
    summary: 'A report resource the caller holds',
    readme: {
      input: '`identity`, `appCode?`',
      answer: '`ReportResource` the caller holds, else 40401',
    },
  }),
  // Paged by `page` (from 0) and `size`, not the `firstResult` of api-contract.md §7.1.
  codeDict: defineCall({
    ...read,
    path: '/codeDict',
    input: codeDictQuerySchema,
    output: answer(pagedSchema(codeDictEntrySchema)),
    summary: 'Code dictionary entries (paged from 0)',
    readme: {
      input: '`appCode`, `code?`, `isHalt?`, `page?`, `size?`',
      answer:
        'paged `CodeDictEntry` (`page` counts from 0); `UPDATE_HISTORY_URL` content is the URL',
    },
  }),
};

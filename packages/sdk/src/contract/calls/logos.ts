import { z } from 'zod';
import { answer, defineCall, fileAnswerSchema } from '../call';
import { codeSchema } from '../page-query';
import { logoEntrySchema, logoQuerySchema } from '../users';

/** Logos and icons of units (api-contract.md §7.4 /logos, /logo), under the UC base. */
const logo = { base: 'UC', family: 'signedIn' } as const;

export const LOGO_CALLS = {
  list: defineCall({
    ...logo,
    method: 'GET',
    path: '/logos',
    input: z.object({}),
    output: answer(z.array(logoEntrySchema)),
    summary: 'Logos of the session unit (and below, for administrators)',
    readme: {
      input: '',
      answer: '`LogoEntry[]`: the session unit (and the units below, for its administrators)',
    },
  }),
  upload: defineCall({
    ...logo,
    method: 'POST',
    path: '/logo',
    input: logoQuerySchema,
    output: answer(logoEntrySchema),
    upload: true,
    audit: { type: 'logo', idField: 'code' },
    summary: 'Upload a logo or icon (one file)',
    readme: {
      input:
        '`?code&isIcon=T|F`; multipart/form-data with one file (PNG/JPEG/GIF/WebP; ICO for icons; ≤ 512 KB)',
      answer: '`LogoEntry`',
    },
  }),
  delete: defineCall({
    ...logo,
    method: 'DELETE',
    path: '/logo/:code',
    input: z.object({ code: codeSchema() }),
    output: answer(z.null()),
    audit: { type: 'logo', idField: 'code' },
    summary: 'Back to the default logo',
    readme: { input: '', answer: 'null: back to the default logo' },
  }),
  file: defineCall({
    base: 'UC',
    // For <img src>, which sends no Authorization; the URL changes with each upload.
    family: 'public',
    method: 'GET',
    path: '/logo/file/:code',
    input: z.object({
      code: codeSchema(),
      icon: z.enum(['T', 'F']).optional().describe('T: answer the small icon version of the logo.'),
    }),
    output: answer(fileAnswerSchema),
    answers: 'file',
    summary: 'The logo image bytes',
    readme: { input: '`icon=T` for the icon', answer: 'the image bytes (public, for `<img src>`)' },
  }),
};

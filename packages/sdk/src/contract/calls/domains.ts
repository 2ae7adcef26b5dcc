import { domainLookupQuerySchema, domainRecordSchema } from '../domains';
import { answer, defineCall } from '../call';

/** Domain records as the login page reads them (product.md §2.6 brand themes), under the UC base. */
export const DOMAIN_CALLS = {
  lookup: defineCall({
    base: 'UC',
    // The login page asks before anyone has signed in; it tells only how the page looks.
    family: 'public',
    method: 'GET',
    path: '/domain/lookup',
    input: domainLookupQuerySchema,
    output: answer(domainRecordSchema.nullable()),
    summary: 'Domain record of a host (login page look)',
    readme: {
      input: '`domain` (a host name)',
      answer: '`DomainRecord` (empty fields filled from its brand), or null',
    },
  }),
};

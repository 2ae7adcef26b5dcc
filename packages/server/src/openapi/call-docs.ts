import { DEFAULT_API_BASES, inputPlace, type CallDecl } from '@portico/sdk/contract';
import type { RouteDocs } from './route-doc';

/** `METHOD /base/path` of a declared call under the default bases, as ROUTE_DOCS keys it. */
export const routeKeyOf = (call: CallDecl) =>
  `${call.method} ${DEFAULT_API_BASES[call.base]}${call.path}`;

/**
 * The OpenAPI entries of declared calls, written from the declarations themselves: the summary,
 * the input schema where the method puts it, and who may call (the administration family).
 */
export function callDocs(calls: Iterable<CallDecl>): RouteDocs {
  const docs: RouteDocs = {};
  for (const call of calls) {
    docs[routeKeyOf(call)] = {
      summary: call.summary,
      [inputPlace(call) === 'query' ? 'querystring' : 'body']: call.input,
      description: `Permission: administrators of the records, family \`${call.family}\` (40301 for a caller who administers nothing, 40401 for records out of scope).`,
    };
  }
  return docs;
}

import {
  CALL_BASES,
  inputPlace,
  isAdminFamily,
  pathParamsOf,
  type CallAccess,
  type CallDecl,
  type CallRule,
} from '@portico/sdk/contract';
import { z } from 'zod';
import type { RouteDoc, RouteDocs } from './route-doc';

/** `METHOD /base/path` of a declared call under the default bases, as ROUTE_DOCS keys it. */
export const routeKeyOf = (call: CallDecl) => `${call.method} ${CALL_BASES[call.base]}${call.path}`;

const RULE_TEXT: Record<CallRule, string> = {
  signedIn: 'Permission: any signed-in user (50001 without a session).',
  translator:
    'Permission: a signed-in translator, or an administrator of the unit whose text is written (40301 otherwise).',
  public: 'Permission: none; no session needed.',
};

/** What a call declared `credentials` adds to its description. */
export const HUB_ONLY_TEXT =
  'Changes credentials: a hub session only (40305 for a session issued for an app).';

/** Who may make a call, as the operation's description says it. */
export function permissionText(access: CallAccess): string {
  if (isAdminFamily(access)) {
    return `Permission: administrators of the records, family \`${access}\` (40301 for a caller who administers nothing, 40401 for records out of scope).`;
  }
  return RULE_TEXT[access];
}

/** The operation's description: who may call, and a hub session only for credential calls. */
export function descriptionOf(call: Pick<CallDecl, 'family' | 'credentials'>): string {
  const permission = permissionText(call.family);
  return call.credentials ? `${permission} ${HUB_ONLY_TEXT}` : permission;
}

/** The input schema where the call puts it; path parameters (`:code`) apart. */
function inputDocs(call: CallDecl): Pick<RouteDoc, 'params' | 'querystring' | 'body'> {
  const place = inputPlace(call) === 'query' ? 'querystring' : 'body';
  const names = pathParamsOf(call);
  if (!names.length) return { [place]: call.input };
  const fields = Object.entries((call.input as z.ZodObject).shape);
  const part = (inPath: boolean) =>
    z.object(Object.fromEntries(fields.filter(([name]) => names.includes(name) === inPath)));
  const rest = part(false);
  return {
    params: part(true),
    ...(Object.keys(rest.shape).length ? { [place]: rest } : {}),
  };
}

/**
 * The OpenAPI entries of declared calls, written from the declarations themselves: the summary,
 * the input schema where the call puts it, who may call (the family or rule), and the answer's
 * schema when declared.
 */
export function callDocs(calls: Iterable<CallDecl>): RouteDocs {
  const docs: RouteDocs = {};
  for (const call of calls) {
    docs[routeKeyOf(call)] = {
      summary: call.summary,
      ...inputDocs(call),
      ...(call.headers ? { headers: call.headers } : {}),
      description: descriptionOf(call),
      ...(call.family === 'public' ? { public: true as const } : {}),
      ...(call.answers ? { answer: call.answers } : {}),
      ...(!call.answers ? { retVal: call.output.schema } : {}),
      ...(call.upload ? { bodyType: 'multipart/form-data' as const } : {}),
    };
  }
  return docs;
}

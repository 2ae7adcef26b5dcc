import { queryOptions, useQuery } from '@tanstack/react-query';
import { ServerCode } from '@portico/sdk/internal';
import { callApiEnvelope, RESOURCE_CALLS } from '@portico/sdk/contract';
import { portico } from '../../../lib/portico';

/** A report, or a form (a menu page), as /validationReport and /validationShuxiang check them. */
export type PermissionKind = 'report' | 'form';

export interface PermissionQuery {
  kind: PermissionKind;
  identity: string;
  appCode?: string;
}

export type PermissionAnswer =
  { granted: true; name: string; identity: string; appCode: string } | { granted: false };

/**
 * GET {UC}/resource/report or /resource/menu?identity (api-contract.md §7.6): the server answers
 * the resource only when the signed-in user holds it, and 'not found' otherwise, so that
 * answer is "not granted" rather than an error.
 */
export async function checkPermission(query: PermissionQuery): Promise<PermissionAnswer> {
  const call = query.kind === 'report' ? RESOURCE_CALLS.report : RESOURCE_CALLS.menu;
  // The envelope itself, since 'not found' is an answer here.
  const envelope = await callApiEnvelope(
    portico.http,
    call,
    { identity: query.identity, appCode: query.appCode || undefined },
    { returnResults: [ServerCode.NOT_FOUND] },
  );
  const found = envelope.retVal;
  if (envelope.result !== 0 || !found) return { granted: false };
  const name = 'title' in found ? found.title || found.name : found.name;
  return { granted: true, name, identity: found.identity, appCode: found.appCode };
}

export const permissionQueryOptions = (query: PermissionQuery, userKey: string) =>
  queryOptions({
    queryKey: ['permission', query.kind, query.identity, query.appCode ?? '', userKey],
    queryFn: () => checkPermission(query),
    staleTime: 0,
  });

export function usePermissionCheck(query: PermissionQuery, userKey: string, enabled: boolean) {
  return useQuery({ ...permissionQueryOptions(query, userKey), enabled });
}

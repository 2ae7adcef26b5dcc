import { callApi, DEPARTMENT_CALLS, type DepartmentNode } from '@portico/sdk/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { portico } from '../../../lib/portico';

/** Every department query starts with this key, so a change invalidates them all. */
export const DEPARTMENTS_KEY = ['departments'] as const;

/** GET {UC}/depart/tree?unitId=: the unit (root) and its departments; the session unit without id. */
export function fetchDepartmentTree(unitId: string | null): Promise<DepartmentNode> {
  return callApi(portico.http, DEPARTMENT_CALLS.tree, { unitId: unitId ?? undefined });
}

export const departmentTreeQueryOptions = (unitId: string | null) =>
  queryOptions({
    queryKey: [...DEPARTMENTS_KEY, 'tree', unitId ?? 'session'],
    queryFn: () => fetchDepartmentTree(unitId),
  });

export function useDepartmentTree(unitId: string | null) {
  return useQuery(departmentTreeQueryOptions(unitId));
}

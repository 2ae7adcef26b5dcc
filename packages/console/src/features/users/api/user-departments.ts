import { callApi, DEPARTMENT_CALLS } from '@portico/sdk/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { portico } from '../../../lib/portico';
import { USERS_KEY } from './users';

/**
 * GET {UC}/depart/tree?unitId=: the unit (root) and its departments, for choosing a user's
 * department. Fetched here rather than imported: features own their data (STYLE.md §6).
 */
export const userDepartmentTreeOptions = (unitId: string) =>
  queryOptions({
    queryKey: [...USERS_KEY, 'departments', unitId],
    queryFn: () => callApi(portico.http, DEPARTMENT_CALLS.tree, { unitId }),
  });

export function useUserDepartmentTree(unitId: string | null) {
  return useQuery({ ...userDepartmentTreeOptions(unitId ?? ''), enabled: !!unitId });
}

import {
  callApi,
  DEPARTMENT_CALLS,
  listApi,
  ROLE_CALLS,
  USER_CALLS,
  type DepartmentNode,
} from '@portico/sdk/contract';
import { useQuery } from '@tanstack/react-query';
import { portico } from '../../../lib/portico';

const DIRECTORY_KEY = ['messageDirectory'] as const;

/** A department of the chosen unit, in tree order, its name indented by depth. */
export interface DepartmentChoice {
  id: string;
  code: string;
  label: string;
}

function flatten(root: DepartmentNode | undefined): DepartmentChoice[] {
  const out: DepartmentChoice[] = [];
  const walk = (nodes: readonly DepartmentNode[], depth: number) => {
    for (const node of [...nodes].sort((a, b) => a.sort - b.sort)) {
      out.push({
        id: node.id,
        code: node.code,
        label: `${'\u00a0\u00a0'.repeat(depth)}${node.name}`,
      });
      walk(node.children, depth + 1);
    }
  };
  if (root) walk(root.children, 0);
  return out;
}

/** GET {UC}/depart/tree?unitId=: the unit's departments (a department takes those below it). */
export function useUnitDepartments(unitId: string | null) {
  return useQuery({
    queryKey: [...DIRECTORY_KEY, 'departments', unitId],
    queryFn: async () =>
      flatten(await callApi(portico.http, DEPARTMENT_CALLS.tree, { unitId: unitId! })),
    enabled: !!unitId,
  });
}

/** GET {UC}/role/list?unitId=: the unit's roles, one page of the largest size (tens, not thousands). */
export function useUnitRoles(unitId: string | null) {
  return useQuery({
    queryKey: [...DIRECTORY_KEY, 'roles', unitId],
    queryFn: () =>
      listApi(portico.http, ROLE_CALLS.list, { unitId: unitId!, current: 1, pageSize: 100 }),
    enabled: !!unitId,
  });
}

/** GET {UC}/user/list?unitId=&keyword=: the first users of the unit matching the search. */
export function useUnitUsers(unitId: string | null, keyword: string) {
  return useQuery({
    queryKey: [...DIRECTORY_KEY, 'users', unitId, keyword],
    queryFn: () =>
      listApi(portico.http, USER_CALLS.list, {
        unitId: unitId!,
        keyword,
        current: 1,
        pageSize: 50,
      }),
    enabled: !!unitId,
    placeholderData: (previous) => previous,
  });
}

import {
  callApi,
  MESSAGE_PUBLISH_CALLS,
  type AudienceDirectoryEntry,
  type AudienceDirectoryQuery,
} from '@portico/sdk/contract';
import { useQuery } from '@tanstack/react-query';
import { portico } from '../../../lib/portico';

/**
 * The audience directory of the publish calls: what a publisher may name, read with the publish
 * right alone (a holder of the Messages menus administers no users, departments or roles).
 */
const DIRECTORY_KEY = ['messageDirectory'] as const;

/** One page of the largest size: units, departments and roles are tens, not thousands. */
const MANY = 200;

const directory = (query: AudienceDirectoryQuery) =>
  callApi(portico.http, MESSAGE_PUBLISH_CALLS.audienceDirectory, query).then((p) => p.datas);

/** A department of the chosen unit, in tree order, its name indented by depth. */
export interface DepartmentChoice {
  id: string;
  code: string;
  label: string;
}

/** The departments in tree order (parents before children, siblings as the server sorted them). */
export function departmentTree(entries: readonly AudienceDirectoryEntry[]): DepartmentChoice[] {
  const ids = new Set(entries.map((e) => e.id));
  const out: DepartmentChoice[] = [];
  const walk = (parentId: string | null, depth: number) => {
    for (const entry of entries) {
      // A department whose parent is not listed is placed at the top, never lost.
      const parent = entry.parentId && ids.has(entry.parentId) ? entry.parentId : null;
      if (parent !== parentId) continue;
      out.push({
        id: entry.id,
        code: entry.code,
        label: `${'\u00a0\u00a0'.repeat(depth)}${entry.name}`,
      });
      walk(entry.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

/** The units the caller may publish to whose code or name contains the keyword. */
export function useAudienceUnits(keyword: string) {
  return useQuery({
    queryKey: [...DIRECTORY_KEY, 'units', keyword],
    queryFn: () => directory({ kind: 'units', keyword: keyword || undefined, pageSize: MANY }),
    placeholderData: (previous) => previous,
  });
}

/** The unit's departments (a department takes those below it). */
export function useUnitDepartments(unitId: string | null) {
  return useQuery({
    queryKey: [...DIRECTORY_KEY, 'departments', unitId],
    queryFn: async () =>
      departmentTree(await directory({ kind: 'departments', unitId: unitId!, pageSize: MANY })),
    enabled: !!unitId,
  });
}

/** The unit's roles. */
export function useUnitRoles(unitId: string | null) {
  return useQuery({
    queryKey: [...DIRECTORY_KEY, 'roles', unitId],
    queryFn: () => directory({ kind: 'roles', unitId: unitId!, pageSize: MANY }),
    enabled: !!unitId,
  });
}

/** The first users of the unit matching the search. */
export function useUnitUsers(unitId: string | null, keyword: string) {
  return useQuery({
    queryKey: [...DIRECTORY_KEY, 'users', unitId, keyword],
    queryFn: () =>
      directory({ kind: 'users', unitId: unitId!, keyword: keyword || undefined, pageSize: 50 }),
    enabled: !!unitId,
    placeholderData: (previous) => previous,
  });
}

import type { PagedResult, PageParams } from '@portico/sdk';
import {
  type AdminRole,
  type AdminUser,
  type AuthTreeNode,
  callApi,
  DEPARTMENT_CALLS,
  type DepartmentNode,
  listApi,
  ROLE_CALLS,
  type RoleAddRequest,
  type RoleAssignDepartmentsRequest,
  type RoleAssignUsersRequest,
  type RoleAuthKind,
  type RoleAuthSaveRequest,
  type RoleMoveRequest,
  type RoleUpdateRequest,
  USER_CALLS,
} from '@portico/sdk/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { portico } from '../../../lib/portico';

/** Every role query starts with this key, so a change invalidates them all at once. */
export const ROLES_KEY = ['roles'] as const;
export const ROLE_LIST_KEY = [...ROLES_KEY, 'list'] as const;
export const roleAuthKey = (roleId: string) => [...ROLES_KEY, 'auth', roleId] as const;

/** GET {UC}/role/list: a page of a unit's roles (and those dispatched to it). */
export function fetchRoles(params: PageParams): Promise<PagedResult<AdminRole>> {
  return listApi(portico.http, ROLE_CALLS.list, params);
}

/**
 * The admin page's list: with no unit chosen, allUnits=T asks for the roles of every unit the
 * caller administers ("Roles (all units)"), not only the session unit's.
 */
export function fetchRolesOfAllUnits(params: PageParams): Promise<PagedResult<AdminRole>> {
  return fetchRoles(params.unitId ? params : { ...params, allUnits: 'T' });
}

/** GET {UC}/user/list?unitId=: the users a role can be given to in its unit. */
export function fetchUnitUsers(params: PageParams): Promise<PagedResult<AdminUser>> {
  return listApi(portico.http, USER_CALLS.list, params);
}

/** GET {UC}/role/authTree: the app's tree of one kind, `checked` where the role grants a node. */
export function fetchRoleAuthTree(
  id: string,
  appCode: string,
  kind: RoleAuthKind,
): Promise<AuthTreeNode[]> {
  return callApi(portico.http, ROLE_CALLS.authTree, { id, appCode, kind });
}

export const roleMembersQueryOptions = (id: string, unitId: string) =>
  queryOptions({
    queryKey: [...ROLES_KEY, 'members', id, unitId],
    queryFn: () => callApi(portico.http, ROLE_CALLS.members, { id, unitId }),
  });

export function useRoleMembers(id: string, unitId: string) {
  return useQuery(roleMembersQueryOptions(id, unitId));
}

function useRoleWrite<I, O>(call: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: ROLES_KEY }),
  });
}

/** POST {UC}/role/add or PUT {UC}/role/update. */
export function useSaveRole() {
  return useRoleWrite((input: { add: RoleAddRequest } | { update: RoleUpdateRequest }) =>
    'add' in input
      ? callApi(portico.http, ROLE_CALLS.add, input.add)
      : callApi(portico.http, ROLE_CALLS.update, input.update),
  );
}

/** POST {UC}/role/delete: refused while users, departments or roles use the role. */
export function useDeleteRole() {
  return useRoleWrite((id: string) => callApi(portico.http, ROLE_CALLS.delete, { id }));
}

/** PUT {UC}/role/saveAuth: the role's grants of one kind in one app. */
export function useSaveRoleAuth() {
  return useRoleWrite((body: RoleAuthSaveRequest) =>
    callApi(portico.http, ROLE_CALLS.saveAuth, body),
  );
}

/** PUT {UC}/role/assignUsers: the holders of the role in the unit become exactly `userIds`. */
export function useAssignRoleUsers() {
  return useRoleWrite((body: RoleAssignUsersRequest) =>
    callApi(portico.http, ROLE_CALLS.assignUsers, body),
  );
}

/** GET {UC}/role/groups: the groups in use in a unit (the session unit without one). */
export const roleGroupsQueryOptions = (unitId: string) =>
  queryOptions({
    queryKey: [...ROLES_KEY, 'groups', unitId],
    queryFn: () => callApi(portico.http, ROLE_CALLS.groups, { unitId: unitId || undefined }),
  });

/**
 * The roles of a unit a role form chooses from (child roles, templates): one page of the
 * largest size, since a unit has tens of roles, not thousands.
 */
export const unitRolesQueryOptions = (unitId: string, only: { isTemplate?: 'T' } = {}) =>
  queryOptions({
    queryKey: [...ROLES_KEY, 'choices', unitId, only.isTemplate ?? ''],
    queryFn: () => fetchRoles({ unitId: unitId || undefined, current: 1, pageSize: 100, ...only }),
  });

/** GET {UC}/role/dispatches: the units below the role's unit, ticked where it is dispatched. */
export const roleDispatchesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...ROLES_KEY, 'dispatches', id],
    queryFn: () => callApi(portico.http, ROLE_CALLS.dispatches, { id }),
  });

/** PUT {UC}/role/move: one place up or down in the unit's order. */
export function useMoveRole() {
  return useRoleWrite((body: RoleMoveRequest) => callApi(portico.http, ROLE_CALLS.move, body));
}

/** PUT {UC}/role/dispatch: the role is dispatched exactly to `unitIds` (of the caller's scope). */
export function useDispatchRole() {
  return useRoleWrite((body: { id: string; unitIds: string[] }) =>
    callApi(portico.http, ROLE_CALLS.dispatch, body),
  );
}

/** PUT {UC}/role/assignDepartments: the departments holding the role become exactly those. */
export function useAssignRoleDepartments() {
  return useRoleWrite((body: RoleAssignDepartmentsRequest) =>
    callApi(portico.http, ROLE_CALLS.assignDepartments, body),
  );
}

/** A department of the role's unit, flattened from GET {UC}/depart/tree for a pick list. */
export interface DepartmentChoice {
  id: string;
  code: string;
  name: string;
  depth: number;
}

function flatten(node: DepartmentNode, depth: number, into: DepartmentChoice[]) {
  // The root is the unit itself, which takes no roles; its departments start at depth 0.
  if (!node.isUnit) into.push({ id: node.id, code: node.code, name: node.name, depth });
  for (const child of node.children) flatten(child, node.isUnit ? 0 : depth + 1, into);
  return into;
}

/** The departments of a unit in tree order (GET {UC}/depart/tree?unitId=), the unit left out. */
export const unitDepartmentsQueryOptions = (unitId: string) =>
  queryOptions({
    queryKey: [...ROLES_KEY, 'departments', unitId],
    queryFn: async () =>
      flatten(await callApi(portico.http, DEPARTMENT_CALLS.tree, { unitId }), 0, []),
  });

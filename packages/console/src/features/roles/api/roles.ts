import type {
  AdminRole,
  AdminUser,
  AuthTreeNode,
  PagedResult,
  PageParams,
  RoleAddRequest,
  RoleAssignUsersRequest,
  RoleAuthKind,
  RoleAuthSaveRequest,
  RoleMembers,
  RoleUpdateRequest,
} from '@portico/sdk';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { portico } from '../../../lib/portico';

/** Every role query starts with this key, so a change invalidates them all at once. */
export const ROLES_KEY = ['roles'] as const;
export const ROLE_LIST_KEY = [...ROLES_KEY, 'list'] as const;
export const roleAuthKey = (roleId: string) => [...ROLES_KEY, 'auth', roleId] as const;

/** GET {UC}/role/list: a page of a unit's roles (and those dispatched to it). */
export function fetchRoles(params: PageParams): Promise<PagedResult<AdminRole>> {
  return portico.http.list<AdminRole>('UC', '/role/list', params);
}

/** GET {UC}/user/list?unitId=: the users a role can be given to in its unit. */
export function fetchUnitUsers(params: PageParams): Promise<PagedResult<AdminUser>> {
  return portico.http.list<AdminUser>('UC', '/user/list', params);
}

/** GET {UC}/role/authTree: the app's tree of one kind, `checked` where the role grants a node. */
export function fetchRoleAuthTree(
  id: string,
  appCode: string,
  kind: RoleAuthKind,
): Promise<AuthTreeNode[]> {
  return portico.http.request<AuthTreeNode[]>('UC', '/role/authTree', {
    query: { id, appCode, kind },
  });
}

export const roleMembersQueryOptions = (id: string, unitId: string) =>
  queryOptions({
    queryKey: [...ROLES_KEY, 'members', id, unitId],
    queryFn: () =>
      portico.http.request<RoleMembers>('UC', '/role/members', { query: { id, unitId } }),
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
      ? portico.http.request<AdminRole>('UC', '/role/add', { method: 'POST', body: input.add })
      : portico.http.request<AdminRole>('UC', '/role/update', {
          method: 'PUT',
          body: input.update,
        }),
  );
}

/** POST {UC}/role/delete: refused while users, departments or roles use the role. */
export function useDeleteRole() {
  return useRoleWrite((id: string) =>
    portico.http.request<null>('UC', '/role/delete', { method: 'POST', body: { id } }),
  );
}

/** PUT {UC}/role/saveAuth: the role's grants of one kind in one app. */
export function useSaveRoleAuth() {
  return useRoleWrite((body: RoleAuthSaveRequest) =>
    portico.http.request<unknown>('UC', '/role/saveAuth', { method: 'PUT', body }),
  );
}

/** PUT {UC}/role/assignUsers: the holders of the role in the unit become exactly `userIds`. */
export function useAssignRoleUsers() {
  return useRoleWrite((body: RoleAssignUsersRequest) =>
    portico.http.request<unknown>('UC', '/role/assignUsers', { method: 'PUT', body }),
  );
}

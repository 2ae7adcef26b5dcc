import {
  callApi,
  USER_CALLS,
  type AuthTreeNode,
  type SaveUserAuthInfoBatchRequest,
  type SaveUserAuthInfoRequest,
} from '@portico/sdk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchUserTree, type UserTreeKind } from '../../../components/admin/auth-tree/user-tree';
import { portico } from '../../../lib/portico';
import { USERS_KEY } from './users';

export type UserAuthKind = 'menu' | 'OPERATION' | 'REPORT';

const TREE_KINDS = {
  menu: 'menu',
  OPERATION: 'operation',
  REPORT: 'report',
} as const satisfies Record<UserAuthKind, UserTreeKind>;

export const userAuthKey = (userId: string) => [...USERS_KEY, 'auth', userId] as const;

/** GET {UC}/user/menuTree | operationTree | reportTree: the user's tree of one app in a unit. */
export function fetchUserAuthTree(
  user: { userCode: string; unitId: string },
  appCode: string,
  kind: UserAuthKind,
): Promise<AuthTreeNode[]> {
  return fetchUserTree(TREE_KINDS[kind], user, appCode);
}

/** PUT {UC}/user/saveUserAuthInfo: each list given replaces that set of the user's grants. */
export function useSaveUserAuth(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveUserAuthInfoRequest) =>
      callApi(portico.http, USER_CALLS.saveUserAuthInfo, body),
    onSuccess: () => client.invalidateQueries({ queryKey: userAuthKey(userId) }),
  });
}

/**
 * PUT {UC}/user/saveUserAuthInfoBatch: the same lists for several users, all or nothing; each
 * list given replaces that set of every user's own grants in their home unit.
 */
export function useSaveUserAuthBatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveUserAuthInfoBatchRequest) =>
      callApi(portico.http, USER_CALLS.saveUserAuthInfoBatch, body),
    onSuccess: () => client.invalidateQueries({ queryKey: [...USERS_KEY, 'auth'] }),
  });
}

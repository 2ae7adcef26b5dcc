import type { PagedResult, PageParams } from '@portico/sdk';
import {
  callApi,
  listApi,
  USER_CALLS,
  type AdminUser,
  type UserAddRequest,
  type UserListStatistic,
  type UserResetPasswordRequest,
  type UserStateRequest,
  type UserUpdateRequest,
} from '@portico/sdk/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { portico } from '../../../lib/portico';

/** Every user query starts with this key, so a change invalidates them all at once. */
export const USERS_KEY = ['users'] as const;
export const USER_LIST_KEY = [...USERS_KEY, 'list'] as const;

export type UserPage = PagedResult<AdminUser> & { statistic?: UserListStatistic | null };

/** GET {UC}/user/list: a page of the users of the caller's scope (one unit with `unitId`). */
export function fetchUsers(params: PageParams): Promise<UserPage> {
  return listApi(portico.http, USER_CALLS.list, params);
}

/** GET {UC}/user/detail?id=: the full record (contact, WeChat binding, unit relations). */
export function fetchUser(id: string) {
  return callApi(portico.http, USER_CALLS.detail, { id });
}

export const userQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...USERS_KEY, 'detail', id], queryFn: () => fetchUser(id) });

export function useUserDetail(id: string | null) {
  return useQuery({ ...userQueryOptions(id ?? ''), enabled: !!id });
}

/** A user write; every user query (lists, details) is stale afterwards. */
function useUserWrite<I, O>(call: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: USERS_KEY }),
  });
}

/** POST {UC}/user/add, or PUT {UC}/user/update with only the fields that changed. */
export function useSaveUser() {
  return useUserWrite((input: { add: UserAddRequest } | { update: UserUpdateRequest }) =>
    'add' in input
      ? callApi(portico.http, USER_CALLS.add, input.add)
      : callApi(portico.http, USER_CALLS.update, input.update),
  );
}

/** PUT {UC}/user/updateState: enable or disable (a disabled user's sessions end). */
export function useUserState() {
  return useUserWrite((body: UserStateRequest) =>
    callApi(portico.http, USER_CALLS.updateState, body),
  );
}

/** POST {UC}/user/lock: locks until an unlock; the user's sessions end (product.md §4). */
export function useLockUser() {
  return useUserWrite((id: string) => callApi(portico.http, USER_CALLS.lock, { id }));
}

/** POST {UC}/user/unlock: ends a lock left by failed sign-ins (product.md §4). */
export function useUnlockUser() {
  return useUserWrite((id: string) => callApi(portico.http, USER_CALLS.unlock, { id }));
}

/** POST {UC}/user/resetPassword: the user's unit strategy applies; first login forced again. */
export function useResetUserPassword() {
  return useUserWrite((body: UserResetPasswordRequest) =>
    callApi(portico.http, USER_CALLS.resetPassword, body),
  );
}

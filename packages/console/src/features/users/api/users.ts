import type { PagedResult, PageParams } from '@portico/sdk';
import type {
  AdminUser,
  AdminUserDetail,
  UserAddRequest,
  UserListStatistic,
  UserResetPasswordRequest,
  UserStateRequest,
  UserUpdateRequest,
} from '@portico/sdk/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { portico } from '../../../lib/portico';

/** Every user query starts with this key, so a change invalidates them all at once. */
export const USERS_KEY = ['users'] as const;
export const USER_LIST_KEY = [...USERS_KEY, 'list'] as const;

export type UserPage = PagedResult<AdminUser> & { statistic?: UserListStatistic | null };

/** GET {UC}/user/list: a page of the users of the caller's scope (one unit with `unitId`). */
export function fetchUsers(params: PageParams): Promise<UserPage> {
  return portico.http.list<AdminUser>('UC', '/user/list', params) as Promise<UserPage>;
}

/** GET {UC}/user/detail?id=: the full record (contact, WeChat binding, unit relations). */
export function fetchUser(id: string): Promise<AdminUserDetail> {
  return portico.http.request<AdminUserDetail>('UC', '/user/detail', { query: { id } });
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
      ? portico.http.request<AdminUser>('UC', '/user/add', { method: 'POST', body: input.add })
      : portico.http.request<AdminUser>('UC', '/user/update', {
          method: 'PUT',
          body: input.update,
        }),
  );
}

/** PUT {UC}/user/updateState: enable or disable (a disabled user's sessions end). */
export function useUserState() {
  return useUserWrite((body: UserStateRequest) =>
    portico.http.request<AdminUser>('UC', '/user/updateState', { method: 'PUT', body }),
  );
}

/** POST {UC}/user/lock: locks until an unlock; the user's sessions end (product.md §4). */
export function useLockUser() {
  return useUserWrite((id: string) =>
    portico.http.request<AdminUser>('UC', '/user/lock', { method: 'POST', body: { id } }),
  );
}

/** POST {UC}/user/unlock: ends a lock left by failed sign-ins (product.md §4). */
export function useUnlockUser() {
  return useUserWrite((id: string) =>
    portico.http.request<AdminUser>('UC', '/user/unlock', { method: 'POST', body: { id } }),
  );
}

/** POST {UC}/user/resetPassword: the user's unit strategy applies; first login forced again. */
export function useResetUserPassword() {
  return useUserWrite((body: UserResetPasswordRequest) =>
    portico.http.request<null>('UC', '/user/resetPassword', { method: 'POST', body }),
  );
}

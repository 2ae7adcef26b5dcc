import type { ManagedTag, UserManagedTagSaveRequest } from '@portico/sdk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { portico } from '../../../lib/portico';
import { USERS_KEY } from './users';

const tagsKey = (userId: string) => [...USERS_KEY, 'tags', userId] as const;

/** GET {UC}/userManagedTag/list?userId=: the tags the user carries. */
export function useUserTags(userId: string) {
  return useQuery({
    queryKey: tagsKey(userId),
    queryFn: () =>
      portico.http.request<ManagedTag[]>('UC', '/userManagedTag/list', { query: { userId } }),
  });
}

/** GET {UC}/managedTag/list?unitId=: the tags the unit defines, to choose from. */
export function useUnitTags(unitId: string) {
  return useQuery({
    queryKey: [...USERS_KEY, 'unit-tags', unitId],
    queryFn: () =>
      portico.http.request<ManagedTag[]>('UC', '/managedTag/list', { query: { unitId } }),
  });
}

/** POST {UC}/userManagedTag {userId, tagIds}: the user's tags become exactly `tagIds`. */
export function useSaveUserTags(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UserManagedTagSaveRequest) =>
      portico.http.request<ManagedTag[]>('UC', '/userManagedTag', { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: tagsKey(userId) }),
  });
}

import type {
  ManagedTag,
  ManagedTagSaveRequest,
  UserManagedTagSaveRequest,
} from '@portico/sdk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { portico } from '../../../lib/portico';

/** Every managed-tag query starts with this key. */
export const TAGS_KEY = ['managedTags'] as const;

/** GET {UC}/managedTag/list?unitId=: the unit's tags. */
export function useManagedTags(unitId: string | null) {
  return useQuery({
    queryKey: [...TAGS_KEY, 'unit', unitId],
    queryFn: () =>
      portico.http.request<ManagedTag[]>('UC', '/managedTag/list', { query: { unitId: unitId! } }),
    enabled: !!unitId,
  });
}

/** GET {UC}/userManagedTag/list?userId=: the tags a user carries. */
export function useUserManagedTags(userId: string | null) {
  return useQuery({
    queryKey: [...TAGS_KEY, 'user', userId],
    queryFn: () =>
      portico.http.request<ManagedTag[]>('UC', '/userManagedTag/list', {
        query: { userId: userId! },
      }),
    enabled: !!userId,
  });
}

/** PUT {UC}/managedTag/save, POST {UC}/managedTag/delete, POST {UC}/userManagedTag. */
export function useTagChanges() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: TAGS_KEY });
  return {
    save: useMutation({
      mutationFn: (body: ManagedTagSaveRequest) =>
        portico.http.request<ManagedTag>('UC', '/managedTag/save', { method: 'PUT', body }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: string) =>
        portico.http.request<null>('UC', '/managedTag/delete', { method: 'POST', body: { id } }),
      onSuccess,
    }),
    setUserTags: useMutation({
      mutationFn: (body: UserManagedTagSaveRequest) =>
        portico.http.request<ManagedTag[]>('UC', '/userManagedTag', { method: 'POST', body }),
      onSuccess,
    }),
  };
}

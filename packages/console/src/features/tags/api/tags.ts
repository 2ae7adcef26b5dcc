import {
  callApi,
  type ManagedTagSaveRequest,
  TAG_CALLS,
  type UserManagedTagSaveRequest,
} from '@portico/sdk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { portico } from '../../../lib/portico';

/** Every managed-tag query starts with this key. */
export const TAGS_KEY = ['managedTags'] as const;

/** GET {UC}/managedTag/list?unitId=: the unit's tags. */
export function useManagedTags(unitId: string | null) {
  return useQuery({
    queryKey: [...TAGS_KEY, 'unit', unitId],
    queryFn: () => callApi(portico.http, TAG_CALLS.list, { unitId: unitId! }),
    enabled: !!unitId,
  });
}

/** GET {UC}/userManagedTag/list?userId=: the tags a user carries. */
export function useUserManagedTags(userId: string | null) {
  return useQuery({
    queryKey: [...TAGS_KEY, 'user', userId],
    queryFn: () => callApi(portico.http, TAG_CALLS.userList, { userId: userId! }),
    enabled: !!userId,
  });
}

/** PUT {UC}/managedTag/save, POST {UC}/managedTag/delete, POST {UC}/userManagedTag. */
export function useTagChanges() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: TAGS_KEY });
  return {
    save: useMutation({
      mutationFn: (body: ManagedTagSaveRequest) => callApi(portico.http, TAG_CALLS.save, body),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: string) => callApi(portico.http, TAG_CALLS.delete, { id }),
      onSuccess,
    }),
    setUserTags: useMutation({
      mutationFn: (body: UserManagedTagSaveRequest) =>
        callApi(portico.http, TAG_CALLS.userSave, body),
      onSuccess,
    }),
  };
}

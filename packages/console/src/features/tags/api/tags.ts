import { callApi, TAG_CALLS } from '@portico/sdk/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { portico } from '../../../lib/portico';
import { useCallMutation } from '../../../lib/use-call-mutation';

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
    save: useCallMutation(TAG_CALLS.save, onSuccess),
    remove: useCallMutation(TAG_CALLS.delete, onSuccess, (id: string) => ({ id })),
    setUserTags: useCallMutation(TAG_CALLS.userSave, onSuccess),
  };
}

import { callApi, TAG_CALLS, type UserManagedTagSaveRequest } from '@portico/sdk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { portico } from '../../../lib/portico';
import { USERS_KEY } from './users';

const tagsKey = (userId: string) => [...USERS_KEY, 'tags', userId] as const;

/** GET {UC}/userManagedTag/list?userId=: the tags the user carries. */
export function useUserTags(userId: string) {
  return useQuery({
    queryKey: tagsKey(userId),
    queryFn: () => callApi(portico.http, TAG_CALLS.userList, { userId }),
  });
}

/** GET {UC}/managedTag/list?unitId=: the tags the unit defines, to choose from. */
export function useUnitTags(unitId: string) {
  return useQuery({
    queryKey: [...USERS_KEY, 'unit-tags', unitId],
    queryFn: () => callApi(portico.http, TAG_CALLS.list, { unitId }),
  });
}

/** POST {UC}/userManagedTag {userId, tagIds}: the user's tags become exactly `tagIds`. */
export function useSaveUserTags(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UserManagedTagSaveRequest) =>
      callApi(portico.http, TAG_CALLS.userSave, body),
    onSuccess: () => client.invalidateQueries({ queryKey: tagsKey(userId) }),
  });
}

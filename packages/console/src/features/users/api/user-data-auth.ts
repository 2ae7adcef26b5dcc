import { callApi, DATA_AUTH_CALLS } from '@portico/sdk/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { portico } from '../../../lib/portico';
import { useCallMutation } from '../../../lib/use-call-mutation';
import { USERS_KEY } from './users';

/** Groups and contents offered at once; more than this is a keyword's job (not built yet). */
const CHOICES = 200;

const dataAuthKey = (userId: string) => [...USERS_KEY, 'data-auth', userId] as const;

/** GET {UC}/customDataAuth/userAuths?userId&unitId: the user's grants in the unit. */
export function useUserDataAuths(userId: string, unitId: string) {
  return useQuery({
    queryKey: [...dataAuthKey(userId), unitId],
    queryFn: () => callApi(portico.http, DATA_AUTH_CALLS.userAuths, { userId, unitId }),
  });
}

/** GET {UC}/customDataAuth/pageAuthGroups?unitId: the groups usable in the unit. */
export function useAuthGroups(unitId: string) {
  return useQuery({
    queryKey: [...USERS_KEY, 'data-auth-groups', unitId],
    queryFn: () =>
      callApi(portico.http, DATA_AUTH_CALLS.groups, { unitId, firstResult: 0, pageSize: CHOICES }),
  });
}

/** GET {UC}/customDataAuth/pageAuthContents?groupId: the contents of a group. */
export function useAuthContents(groupId: string | null) {
  return useQuery({
    queryKey: [...USERS_KEY, 'data-auth-contents', groupId],
    enabled: !!groupId,
    queryFn: () =>
      callApi(portico.http, DATA_AUTH_CALLS.contents, {
        groupId: groupId!,
        firstResult: 0,
        pageSize: CHOICES,
      }),
  });
}

/** addUserAuth (POST), updateUserAuth (PUT), deleteUserAuth (DELETE ?id). */
export function useDataAuthChanges(userId: string) {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: dataAuthKey(userId) });
  return {
    add: useCallMutation(DATA_AUTH_CALLS.add, onSuccess),
    update: useCallMutation(DATA_AUTH_CALLS.update, onSuccess),
    remove: useCallMutation(DATA_AUTH_CALLS.delete, onSuccess, (id: string) => ({ id })),
  };
}

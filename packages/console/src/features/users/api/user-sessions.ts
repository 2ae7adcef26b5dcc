import { callApi, USER_SESSION_CALLS } from '@portico/sdk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { portico } from '../../../lib/portico';
import { USERS_KEY } from './users';

const sessionsKey = (userId: string) => [...USERS_KEY, 'sessions', userId] as const;

/** GET {UC}/user/sessions?userId=: where the user is signed in. */
export function useUserSessions(userId: string) {
  return useQuery({
    queryKey: sessionsKey(userId),
    queryFn: () => callApi(portico.http, USER_SESSION_CALLS.list, { userId }),
  });
}

/** DELETE {UC}/user/sessions?userId&sessionId: that sign-in ends on every node. */
export function useEndUserSession(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) =>
      callApi(portico.http, USER_SESSION_CALLS.end, { userId, sessionId }),
    onSettled: () => client.invalidateQueries({ queryKey: sessionsKey(userId) }),
  });
}

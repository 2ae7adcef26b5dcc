import { callApi, MFA_ADMIN_CALLS } from '@portico/sdk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portico } from '../../../lib/portico';
import { USERS_KEY } from './users';

/**
 * POST {UC}/user/resetMfa: the user's authenticator, recovery codes and passkeys go, their
 * sessions end, and they enrol again when the policy asks; the lists show it at once.
 */
export function useResetMfa() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => callApi(portico.http, MFA_ADMIN_CALLS.resetUser, { userId }),
    onSuccess: () => client.invalidateQueries({ queryKey: USERS_KEY }),
  });
}

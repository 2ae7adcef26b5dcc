import { fetchPasswordStrategy, updateUserPassword } from '@portico/sdk/internal';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { portico } from '../../../lib/portico';

/** The unit's PASSWORD_STRATEGY (api-contract.md §7.5), read through the SDK. */
export const passwordStrategyQueryOptions = (unitCode: string) =>
  queryOptions({
    queryKey: ['password', 'strategy', unitCode],
    queryFn: () => fetchPasswordStrategy(portico.http, unitCode),
  });

/** POST {UC}/user/updateUserPassword (api-contract.md §7.4), through the SDK. */
export function useUpdatePassword() {
  return useMutation({
    mutationFn: ({ oldPassword, newPassword }: { oldPassword: string; newPassword: string }) =>
      updateUserPassword(portico.http, oldPassword, newPassword),
  });
}

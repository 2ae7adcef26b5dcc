import { parsePasswordStrategy, type PasswordStrategy } from '@portico/sdk';
import { callApi, ORG_CALLS, SELF_CALLS } from '@portico/sdk/contract';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { portico } from '../../../lib/portico';

/** The parameter code of the unit's password rule (product.md §3). */
export const PASSWORD_STRATEGY_CODE = 'PASSWORD_STRATEGY';

/**
 * GET {UC}/parameter/unitPa?code=PASSWORD_STRATEGY&unitCode= (api-contract.md §7.5), parsed by
 * the SDK; no parameter or a failed call give the default rule (product.md §5).
 */
export const passwordStrategyQueryOptions = (unitCode: string) =>
  queryOptions({
    queryKey: ['password', 'strategy', unitCode],
    queryFn: async (): Promise<PasswordStrategy> => {
      const parameter = await callApi(portico.http, ORG_CALLS.unitParameter, {
        code: PASSWORD_STRATEGY_CODE,
        unitCode,
      }).catch(() => null);
      return parsePasswordStrategy(parameter);
    },
  });

/** POST {UC}/user/updateUserPassword?oldPassword=&newPassword= (api-contract.md §7.4). */
export function useUpdatePassword() {
  return useMutation({
    mutationFn: ({ oldPassword, newPassword }: { oldPassword: string; newPassword: string }) =>
      callApi(portico.http, SELF_CALLS.updatePassword, { oldPassword, newPassword }),
  });
}

import { parsePasswordStrategy, type PasswordStrategy, type UnitParameter } from '@portico/sdk';
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
      const parameter = await portico.http
        .request<UnitParameter | null>('UC', '/parameter/unitPa', {
          query: { code: PASSWORD_STRATEGY_CODE, unitCode },
        })
        .catch(() => null);
      return parsePasswordStrategy(parameter);
    },
  });

/** POST {UC}/user/updateUserPassword?oldPassword=&newPassword= (api-contract.md §7.4). */
export function useUpdatePassword() {
  return useMutation({
    mutationFn: ({ oldPassword, newPassword }: { oldPassword: string; newPassword: string }) =>
      portico.http.request<unknown>('UC', '/user/updateUserPassword', {
        method: 'POST',
        query: { oldPassword, newPassword },
      }),
  });
}

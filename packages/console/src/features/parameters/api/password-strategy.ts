import { callApi, type PasswordStrategySaveRequest, UNIT_CALLS } from '@portico/sdk/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { portico } from '../../../lib/portico';

export const PARAMETERS_KEY = ['parameters'] as const;

/** GET {UC}/unit/params?unitId=: the unit's parameters, its own then those it inherits. */
export const unitParametersQueryOptions = (unitId: string) =>
  queryOptions({
    queryKey: [...PARAMETERS_KEY, unitId],
    queryFn: () => callApi(portico.http, UNIT_CALLS.params, { unitId }),
  });

export function useUnitParameters(unitId: string | null) {
  return useQuery({ ...unitParametersQueryOptions(unitId ?? ''), enabled: !!unitId });
}

/**
 * PUT {UC}/unit/savePasswordStrategy: the server builds the regex and remark that sign-in, the
 * password modal (GET /parameter/unitPa on each opening) and the user forms read from then on.
 */
export function useSavePasswordStrategy(unitId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<PasswordStrategySaveRequest, 'unitId'>) =>
      callApi(portico.http, UNIT_CALLS.savePasswordStrategy, { ...body, unitId }),
    onSuccess: (rows) => {
      client.setQueryData(unitParametersQueryOptions(unitId).queryKey, rows);
      // The unit parameter screen shows the same rows under its own key.
      void client.invalidateQueries({ queryKey: ['units', 'params', unitId] });
    },
  });
}

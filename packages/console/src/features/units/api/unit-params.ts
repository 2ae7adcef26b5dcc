import {
  callApi,
  UNIT_CALLS,
  type UnitParamDeleteRequest,
  type UnitParamRow,
  type UnitParamSaveRequest,
} from '@portico/sdk/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { portico } from '../../../lib/portico';
import { UNITS_KEY } from './get-units';

/** GET {UC}/unit/params?unitId=: the unit's own parameters, then those it inherits. */
export function fetchUnitParams(unitId: string): Promise<UnitParamRow[]> {
  return callApi(portico.http, UNIT_CALLS.params, { unitId });
}

export const unitParamsQueryOptions = (unitId: string) =>
  queryOptions({
    queryKey: [...UNITS_KEY, 'params', unitId],
    queryFn: () => fetchUnitParams(unitId),
  });

export function useUnitParams(unitId: string | null) {
  return useQuery({ ...unitParamsQueryOptions(unitId ?? ''), enabled: !!unitId });
}

/** PUT {UC}/unit/saveParam and DELETE {UC}/unit/deleteParam answer the new list. */
export function useUnitParamChanges(unitId: string) {
  const client = useQueryClient();
  const key = unitParamsQueryOptions(unitId).queryKey;
  const save = useMutation({
    mutationFn: (body: UnitParamSaveRequest) => callApi(portico.http, UNIT_CALLS.saveParam, body),
    onSuccess: (rows) => client.setQueryData(key, rows),
  });
  const remove = useMutation({
    mutationFn: (body: UnitParamDeleteRequest) =>
      callApi(portico.http, UNIT_CALLS.deleteParam, body),
    onSuccess: (rows) => client.setQueryData(key, rows),
  });
  return { save, remove };
}

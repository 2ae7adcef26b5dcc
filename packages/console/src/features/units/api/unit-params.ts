import type {
  UnitParamDeleteRequest,
  UnitParamRow,
  UnitParamSaveRequest,
} from '@portico/sdk/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { portico } from '../../../lib/portico';
import { UNITS_KEY } from './get-units';

/** GET {UC}/unit/params?unitId=: the unit's own parameters, then those it inherits. */
export function fetchUnitParams(unitId: string): Promise<UnitParamRow[]> {
  return portico.http.request<UnitParamRow[]>('UC', '/unit/params', { query: { unitId } });
}

export const unitParamsQueryOptions = (unitId: string) =>
  queryOptions({
    queryKey: [...UNITS_KEY, 'params', unitId],
    queryFn: () => fetchUnitParams(unitId),
  });

export function useUnitParams(unitId: string | null) {
  return useQuery({ ...unitParamsQueryOptions(unitId ?? ''), enabled: !!unitId });
}

/** PUT {UC}/unit/saveParam and POST {UC}/unit/deleteParam answer the new list. */
export function useUnitParamChanges(unitId: string) {
  const client = useQueryClient();
  const key = unitParamsQueryOptions(unitId).queryKey;
  const save = useMutation({
    mutationFn: (body: UnitParamSaveRequest) =>
      portico.http.request<UnitParamRow[]>('UC', '/unit/saveParam', { method: 'PUT', body }),
    onSuccess: (rows) => client.setQueryData(key, rows),
  });
  const remove = useMutation({
    mutationFn: (body: UnitParamDeleteRequest) =>
      portico.http.request<UnitParamRow[]>('UC', '/unit/deleteParam', { method: 'POST', body }),
    onSuccess: (rows) => client.setQueryData(key, rows),
  });
  return { save, remove };
}

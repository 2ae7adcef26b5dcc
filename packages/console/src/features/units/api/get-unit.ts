import { type AdminUnit, callApi, UNIT_CALLS } from '@portico/sdk/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { portico } from '../../../lib/portico';
import { UNITS_KEY } from './get-units';

/** GET {UC}/unit/detail?id=: one unit of the caller's scope. */
export function fetchUnit(id: string): Promise<AdminUnit> {
  return callApi(portico.http, UNIT_CALLS.detail, { id });
}

export const unitQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...UNITS_KEY, 'detail', id], queryFn: () => fetchUnit(id) });

export function useUnit(id: string | null) {
  return useQuery({ ...unitQueryOptions(id ?? ''), enabled: !!id });
}

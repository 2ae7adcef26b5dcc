import type { AdminUnit } from '@portico/sdk/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { portico } from '../../../lib/portico';
import { UNITS_KEY } from './get-units';

/** GET {UC}/unit/detail?id=: one unit of the caller's scope. */
export function fetchUnit(id: string): Promise<AdminUnit> {
  return portico.http.request<AdminUnit>('UC', '/unit/detail', { query: { id } });
}

export const unitQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...UNITS_KEY, 'detail', id], queryFn: () => fetchUnit(id) });

export function useUnit(id: string | null) {
  return useQuery({ ...unitQueryOptions(id ?? ''), enabled: !!id });
}

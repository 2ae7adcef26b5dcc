import type { PagedResult, PageParams } from '@portico/sdk';
import { type AdminUnit, listApi, UNIT_CALLS, type UnitListStatistic } from '@portico/sdk/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { portico } from '../../../lib/portico';

/** Every unit query starts with this key, so a change invalidates them all at once. */
export const UNITS_KEY = ['units'] as const;
export const UNIT_LIST_KEY = [...UNITS_KEY, 'list'] as const;

export type UnitPage = PagedResult<AdminUnit> & { statistic?: UnitListStatistic | null };

/** GET {UC}/unit/list: a page of the units in the caller's scope (api-contract.md §7.1 paging). */
export function fetchUnits(params: PageParams): Promise<UnitPage> {
  return listApi(portico.http, UNIT_CALLS.list, params) as Promise<UnitPage>;
}

export const unitsQueryOptions = (params: PageParams) =>
  queryOptions({ queryKey: [...UNIT_LIST_KEY, params], queryFn: () => fetchUnits(params) });

/** One page of units, e.g. the children of a unit in its overview. */
export function useUnits(params: PageParams, enabled = true) {
  return useQuery({ ...unitsQueryOptions(params), enabled });
}

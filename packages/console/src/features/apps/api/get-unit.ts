import { queryOptions, useQuery } from '@tanstack/react-query';
import { getOrgByCode } from '@portico/sdk';
import { portico } from '../../../lib/portico';

/** The launcher also loads the unit record by its code (product.md §2.7). */
export const unitQueryOptions = (unitCode: string) =>
  queryOptions({
    queryKey: ['unit', unitCode],
    queryFn: () => getOrgByCode(portico.http, unitCode),
  });

export function useUnit(unitCode: string) {
  return useQuery(unitQueryOptions(unitCode));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { getOrgByCode } from '@portico/sdk/internal';
import { portico } from '../../../lib/portico';

/** The launcher also loads the unit record by its code (product.md §2.7). */
export const unitByCodeQueryOptions = (unitCode: string) =>
  queryOptions({
    queryKey: ['unit', unitCode],
    queryFn: () => getOrgByCode(portico.http, unitCode),
  });

export function useUnitByCode(unitCode: string) {
  return useQuery(unitByCodeQueryOptions(unitCode));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, LAUNCHER_CALLS } from '@portico/sdk/contract';
import { portico } from '../../../lib/portico';

/** GET {UC}/pms/token: the token a native client link carries (api-contract.md §7.6). */
export function getPmsToken(appCode: string, unitCode: string): Promise<string> {
  return callApi(portico.http, LAUNCHER_CALLS.pmsToken, { appCode, unitCode });
}

/** GET {UC}/pms/listHotels: the hotels the user may open IHOTEL for (product.md §2.7). */
export const hotelsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['pms-hotels', search],
    queryFn: () => callApi(portico.http, LAUNCHER_CALLS.listHotels, search ? { search } : {}),
  });

export function useHotels(search: string) {
  return useQuery(hotelsQueryOptions(search));
}

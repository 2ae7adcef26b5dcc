import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HotelInfo } from '@portico/sdk/contract';
import { portico } from '../../../lib/portico';

/** GET {UC}/pms/token: the token a native client link carries (api-contract.md §7.6). */
export function getPmsToken(appCode: string, unitCode: string): Promise<string> {
  return portico.http.request<string>('UC', '/pms/token', { query: { appCode, unitCode } });
}

/** GET {UC}/pms/listHotels: the hotels the user may open IHOTEL for (product.md §2.7). */
export const hotelsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['pms-hotels', search],
    queryFn: () =>
      portico.http.request<HotelInfo[]>('UC', '/pms/listHotels', {
        query: search ? { search } : {},
      }),
  });

export function useHotels(search: string) {
  return useQuery(hotelsQueryOptions(search));
}

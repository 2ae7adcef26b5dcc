import type { PagedResult, PageParams } from '@portico/sdk';
import {
  type BrandRow,
  type BrandSaveRequest,
  callApi,
  CONFIG_CALLS,
  listApi,
} from '@portico/sdk/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { portico } from '../../../lib/portico';
import { CONFIG_KEY } from './domains';

export const BRANDS_KEY = [...CONFIG_KEY, 'brands'] as const;

/** GET {UC}/brand/list (platform administrators). */
export function fetchBrands(params: PageParams): Promise<PagedResult<BrandRow>> {
  return listApi(portico.http, CONFIG_CALLS.brandList, params);
}

/** GET {UC}/brand/detail?code=: one brand; a 40401 means there is none with that code. */
export const brandQueryOptions = (code: string) =>
  queryOptions({
    queryKey: [...BRANDS_KEY, 'detail', code],
    queryFn: () => callApi(portico.http, CONFIG_CALLS.brandDetail, { code }),
    retry: false,
  });

export function useBrand(code: string | null) {
  return useQuery({ ...brandQueryOptions(code ?? ''), enabled: !!code });
}

/** POST /brand/add, PUT /brand/update, POST /brand/delete. */
export function useBrandChanges() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: BRANDS_KEY });
  const save = useMutation({
    mutationFn: ({ mode, body }: { mode: 'add' | 'update'; body: BrandSaveRequest }) =>
      portico.http.request<BrandRow>('UC', `/brand/${mode}`, {
        method: mode === 'add' ? 'POST' : 'PUT',
        body,
      }),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (code: string) => callApi(portico.http, CONFIG_CALLS.brandDelete, { code }),
    onSuccess,
  });
  return { save, remove };
}

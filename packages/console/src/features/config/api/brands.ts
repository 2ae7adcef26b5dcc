import type { PagedResult, PageParams } from '@portico/sdk';
import type { BrandRow, BrandSaveRequest } from '@portico/sdk/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { portico } from '../../../lib/portico';
import { CONFIG_KEY } from './domains';

export const BRANDS_KEY = [...CONFIG_KEY, 'brands'] as const;

/** GET {UC}/brand/list (platform administrators). */
export function fetchBrands(params: PageParams): Promise<PagedResult<BrandRow>> {
  return portico.http.list<BrandRow>('UC', '/brand/list', params);
}

/** GET {UC}/brand/detail?code=: one brand; a 40401 means there is none with that code. */
export const brandQueryOptions = (code: string) =>
  queryOptions({
    queryKey: [...BRANDS_KEY, 'detail', code],
    queryFn: () => portico.http.request<BrandRow>('UC', '/brand/detail', { query: { code } }),
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
    mutationFn: (code: string) =>
      portico.http.request<null>('UC', '/brand/delete', { method: 'POST', body: { code } }),
    onSuccess,
  });
  return { save, remove };
}

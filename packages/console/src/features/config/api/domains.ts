import type { PagedResult, PageParams } from '@portico/sdk';
import {
  type AdminDomainRow,
  callApi,
  CONFIG_CALLS,
  type DomainSaveRequest,
  listApi,
} from '@portico/sdk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portico } from '../../../lib/portico';

export const CONFIG_KEY = ['config'] as const;
export const DOMAINS_KEY = [...CONFIG_KEY, 'domains'] as const;

/** GET {UC}/domain/list: a page of the caller's units' domain records. */
export function fetchDomains(params: PageParams): Promise<PagedResult<AdminDomainRow>> {
  return listApi(portico.http, CONFIG_CALLS.domainList, params);
}

/** POST /domain/add, PUT /domain/update, POST /domain/delete; the list refetches after each. */
export function useDomainChanges() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: DOMAINS_KEY });
  const save = useMutation({
    mutationFn: (body: DomainSaveRequest) =>
      portico.http.request<AdminDomainRow>('UC', body.id ? '/domain/update' : '/domain/add', {
        method: body.id ? 'PUT' : 'POST',
        body,
      }),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (id: string) => callApi(portico.http, CONFIG_CALLS.domainDelete, { id }),
    onSuccess,
  });
  return { save, remove };
}

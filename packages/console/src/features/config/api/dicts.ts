import type { PagedResult, PageParams } from '@portico/sdk';
import type { CodeDictRow, DictSaveRequest } from '@portico/sdk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portico } from '../../../lib/portico';
import { CONFIG_KEY } from './domains';

export const DICTS_KEY = [...CONFIG_KEY, 'dicts'] as const;

/** GET {UC}/dict/list?appCode&keyword. */
export function fetchDicts(params: PageParams): Promise<PagedResult<CodeDictRow>> {
  return portico.http.list<CodeDictRow>('UC', '/dict/list', params);
}

/** Add or change, halt or resume, delete; the list refetches after each. */
export function useDictChanges() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: DICTS_KEY });
  const save = useMutation({
    mutationFn: (body: DictSaveRequest) =>
      portico.http.request<CodeDictRow>('UC', body.id ? '/dict/update' : '/dict/add', {
        method: body.id ? 'PUT' : 'POST',
        body,
      }),
    onSuccess,
  });
  const halt = useMutation({
    mutationFn: (body: { id: string; isHalt: 'T' | 'F' }) =>
      portico.http.request<CodeDictRow>('UC', '/dict/halt', { method: 'PUT', body }),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (id: string) =>
      portico.http.request<null>('UC', '/dict/delete', { method: 'POST', body: { id } }),
    onSuccess,
  });
  return { save, halt, remove };
}

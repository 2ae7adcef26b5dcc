import type { PagedResult, PageParams } from '@portico/sdk';
import {
  callApi,
  type CodeDictRow,
  CONFIG_CALLS,
  type DictSaveRequest,
  listApi,
} from '@portico/sdk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portico } from '../../../lib/portico';
import { CONFIG_KEY } from './domains';

export const DICTS_KEY = [...CONFIG_KEY, 'dicts'] as const;

/** GET {UC}/dict/list?appCode&keyword. */
export function fetchDicts(params: PageParams): Promise<PagedResult<CodeDictRow>> {
  return listApi(portico.http, CONFIG_CALLS.dictList, params);
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
      callApi(portico.http, CONFIG_CALLS.dictHalt, body),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (id: string) => callApi(portico.http, CONFIG_CALLS.dictDelete, { id }),
    onSuccess,
  });
  return { save, halt, remove };
}

import type { PagedResult, PageParams } from '@portico/sdk';
import {
  callApi,
  CONFIG_CALLS,
  listApi,
  type MacroRow,
  type MacroSaveRequest,
} from '@portico/sdk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { portico } from '../../../lib/portico';
import { CONFIG_KEY } from './domains';

export const MACROS_KEY = [...CONFIG_KEY, 'macros'] as const;

/**
 * GET {UC}/config/apps: the applications to choose from. Platform only, so its success also
 * tells the screens whether to show the platform-only tabs.
 */
export function useConfigApps() {
  return useQuery({
    queryKey: [...CONFIG_KEY, 'apps'],
    queryFn: () => callApi(portico.http, CONFIG_CALLS.apps, {}),
    retry: false,
    staleTime: 60_000,
  });
}

/** GET {UC}/macro/list?appCode&keyword. */
export function fetchMacros(params: PageParams): Promise<PagedResult<MacroRow>> {
  return listApi(portico.http, CONFIG_CALLS.macroList, params);
}

/** Add or change, enable or disable, delete; the list refetches after each. */
export function useMacroChanges() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: MACROS_KEY });
  const save = useMutation({
    mutationFn: (body: MacroSaveRequest) =>
      portico.http.request<MacroRow>('UC', body.id ? '/macro/update' : '/macro/add', {
        method: body.id ? 'PUT' : 'POST',
        body,
      }),
    onSuccess,
  });
  const setState = useMutation({
    mutationFn: (body: { id: string; state: 'T' | 'F' }) =>
      callApi(portico.http, CONFIG_CALLS.macroUpdateState, body),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (id: string) => callApi(portico.http, CONFIG_CALLS.macroDelete, { id }),
    onSuccess,
  });
  return { save, setState, remove };
}

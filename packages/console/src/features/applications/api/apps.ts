import {
  APP_CALLS,
  type AppAddRequest,
  type AppUpdateRequest,
  callApi,
} from '@portico/sdk/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { portico } from '../../../lib/portico';

/** Every application query starts with this key, so a change refetches them together. */
export const APPLICATIONS_KEY = ['applications'] as const;

/** GET {UC}/apply/list: every app (platform administrators). */
export const adminAppsQueryOptions = () =>
  queryOptions({
    queryKey: [...APPLICATIONS_KEY, 'apps'],
    queryFn: () => callApi(portico.http, APP_CALLS.list, {}),
  });

export function useAdminApps() {
  return useQuery(adminAppsQueryOptions());
}

/** POST {UC}/apply/add, PUT {UC}/apply/update, POST {UC}/apply/delete; the list refetches. */
export function useAppChanges() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: APPLICATIONS_KEY });
  const add = useMutation({
    mutationFn: (body: AppAddRequest) => callApi(portico.http, APP_CALLS.add, body),
    onSuccess,
  });
  const update = useMutation({
    mutationFn: (body: AppUpdateRequest) => callApi(portico.http, APP_CALLS.update, body),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (code: string) => callApi(portico.http, APP_CALLS.delete, { code }),
    onSuccess,
  });
  return { add, update, remove };
}

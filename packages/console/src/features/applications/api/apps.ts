import type { AdminApp, AppAddRequest, AppUpdateRequest } from '@portico/sdk/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { portico } from '../../../lib/portico';

/** Every application query starts with this key, so a change refetches them together. */
export const APPLICATIONS_KEY = ['applications'] as const;

/** GET {UC}/apply/list: every app (platform administrators). */
export const adminAppsQueryOptions = () =>
  queryOptions({
    queryKey: [...APPLICATIONS_KEY, 'apps'],
    queryFn: () => portico.http.request<AdminApp[]>('UC', '/apply/list'),
  });

export function useAdminApps() {
  return useQuery(adminAppsQueryOptions());
}

/** POST {UC}/apply/add, PUT {UC}/apply/update, POST {UC}/apply/delete; the list refetches. */
export function useAppChanges() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: APPLICATIONS_KEY });
  const add = useMutation({
    mutationFn: (body: AppAddRequest) =>
      portico.http.request<AdminApp>('UC', '/apply/add', { method: 'POST', body }),
    onSuccess,
  });
  const update = useMutation({
    mutationFn: (body: AppUpdateRequest) =>
      portico.http.request<AdminApp>('UC', '/apply/update', { method: 'PUT', body }),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (code: string) =>
      portico.http.request<null>('UC', '/apply/delete', { method: 'POST', body: { code } }),
    onSuccess,
  });
  return { add, update, remove };
}

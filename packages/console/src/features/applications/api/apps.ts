import { APP_CALLS, callApi } from '@portico/sdk/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { portico } from '../../../lib/portico';
import { useCallMutation } from '../../../lib/use-call-mutation';

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
  const add = useCallMutation(APP_CALLS.add, onSuccess);
  const update = useCallMutation(APP_CALLS.update, onSuccess);
  const remove = useCallMutation(APP_CALLS.delete, onSuccess, (code: string) => ({ code }));
  return { add, update, remove };
}

import { callApi, CONFIG_CALLS, type ProjectConfigSaveRequest } from '@portico/sdk/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { portico } from '../../../lib/portico';
import { CONFIG_KEY } from './domains';

/** GET {UC}/projectConfig (platform administrators). */
export const projectConfigQueryOptions = () =>
  queryOptions({
    queryKey: [...CONFIG_KEY, 'project'],
    queryFn: () => callApi(portico.http, CONFIG_CALLS.projectConfig, {}),
    retry: false,
  });

export function useProjectConfig() {
  return useQuery(projectConfigQueryOptions());
}

/** PUT {UC}/projectConfig/save: loginSystemConfig.json serves the saved values from then on. */
export function useSaveProjectConfig() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ProjectConfigSaveRequest) =>
      callApi(portico.http, CONFIG_CALLS.projectConfigSave, body),
    onSuccess: (saved) => client.setQueryData(projectConfigQueryOptions().queryKey, saved),
  });
}

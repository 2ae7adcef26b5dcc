import {
  type AdminResourceNode,
  type AdminResourceType,
  APP_CALLS,
  callApi,
  type ResourceAddRequest,
  type ResourceMoveRequest,
  type ResourceUpdateRequest,
} from '@portico/sdk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { portico } from '../../../lib/portico';
import { APPLICATIONS_KEY } from './apps';

const RESOURCES_KEY = [...APPLICATIONS_KEY, 'resources'] as const;

/** GET {UC}/apply/resources?appCode&type: the app's tree of one type. */
export function useResourceTree(appCode: string, type: AdminResourceType) {
  return useQuery({
    queryKey: [...RESOURCES_KEY, appCode, type],
    queryFn: () => callApi(portico.http, APP_CALLS.resources, { appCode, type }),
    enabled: !!appCode,
  });
}

/** Add, update, move and delete a resource; the trees refetch after each. */
export function useResourceChanges() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: RESOURCES_KEY });
  const call =
    <B extends object>(path: string, method: 'POST' | 'PUT') =>
    (body: B) =>
      portico.http.request<AdminResourceNode>('UC', path, { method, body });
  return {
    add: useMutation({
      mutationFn: call<ResourceAddRequest>('/apply/addResource', 'POST'),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: call<ResourceUpdateRequest>('/apply/updateResource', 'PUT'),
      onSuccess,
    }),
    move: useMutation({
      mutationFn: call<ResourceMoveRequest>('/apply/moveResource', 'PUT'),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: string) => callApi(portico.http, APP_CALLS.deleteResource, { id }),
      onSuccess,
    }),
  };
}

import type { PagedResult, PageParams } from '@portico/sdk';
import type { LoginLimitRow, LoginLimitSaveRequest } from '@portico/sdk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portico } from '../../../lib/portico';
import { SECURITY_KEY } from './security-settings';

export const LOGIN_LIMITS_KEY = [...SECURITY_KEY, 'loginLimits'] as const;

/** GET {UC}/loginLimit/list?unitId=: a page of the unit's limits, whole-unit ones first. */
export function fetchLoginLimits(params: PageParams): Promise<PagedResult<LoginLimitRow>> {
  return portico.http.list<LoginLimitRow>('UC', '/loginLimit/list', params);
}

/** PUT {UC}/loginLimit/save and POST {UC}/loginLimit/delete; the lists refetch after either. */
export function useLoginLimitChanges() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: LOGIN_LIMITS_KEY });
  const save = useMutation({
    mutationFn: (body: LoginLimitSaveRequest) =>
      portico.http.request<LoginLimitRow>('UC', '/loginLimit/save', { method: 'PUT', body }),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (id: string) =>
      portico.http.request<null>('UC', '/loginLimit/delete', { method: 'POST', body: { id } }),
    onSuccess,
  });
  return { save, remove };
}

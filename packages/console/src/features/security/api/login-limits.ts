import type { PagedResult, PageParams } from '@portico/sdk';
import {
  callApi,
  listApi,
  type LoginLimitRow,
  type LoginLimitSaveRequest,
  SECURITY_CALLS,
} from '@portico/sdk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portico } from '../../../lib/portico';
import { SECURITY_KEY } from './security-settings';

export const LOGIN_LIMITS_KEY = [...SECURITY_KEY, 'loginLimits'] as const;

/** GET {UC}/loginLimit/list?unitId=: a page of the unit's limits, whole-unit ones first. */
export function fetchLoginLimits(params: PageParams): Promise<PagedResult<LoginLimitRow>> {
  return listApi(portico.http, SECURITY_CALLS.loginLimitList, params);
}

/** PUT {UC}/loginLimit/save and POST {UC}/loginLimit/delete; the lists refetch after either. */
export function useLoginLimitChanges() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: LOGIN_LIMITS_KEY });
  const save = useMutation({
    mutationFn: (body: LoginLimitSaveRequest) =>
      callApi(portico.http, SECURITY_CALLS.loginLimitSave, body),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (id: string) => callApi(portico.http, SECURITY_CALLS.loginLimitDelete, { id }),
    onSuccess,
  });
  return { save, remove };
}

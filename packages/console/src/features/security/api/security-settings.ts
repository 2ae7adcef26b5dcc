import {
  callApi,
  type IpWhitelistSaveRequest,
  SECURITY_CALLS,
  type SecurityExceptionsSaveRequest,
  type SecuritySaveRequest,
  type UnitSecuritySettings,
} from '@portico/sdk/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { portico } from '../../../lib/portico';

/** Every security query starts with this key. */
export const SECURITY_KEY = ['security'] as const;

/** GET {UC}/safety/settings?unitId=: switches, numbers, whitelist and exception users. */
export const securitySettingsQueryOptions = (unitId: string) =>
  queryOptions({
    queryKey: [...SECURITY_KEY, 'settings', unitId],
    queryFn: () => callApi(portico.http, SECURITY_CALLS.settings, { unitId }),
  });

export function useSecuritySettings(unitId: string | null) {
  return useQuery({ ...securitySettingsQueryOptions(unitId ?? ''), enabled: !!unitId });
}

/**
 * The three writes of a unit's settings (/safety/save, /safety/saveIpWhitelist,
 * /safety/saveExceptions); each answers the whole settings, which replace the cached ones.
 */
export function useSecurityChanges(unitId: string) {
  const client = useQueryClient();
  const key = securitySettingsQueryOptions(unitId).queryKey;
  const onSuccess = (settings: UnitSecuritySettings) => client.setQueryData(key, settings);
  const save = useMutation({
    mutationFn: (body: Omit<SecuritySaveRequest, 'unitId'>) =>
      callApi(portico.http, SECURITY_CALLS.save, { ...body, unitId }),
    onSuccess,
  });
  const saveIpList = useMutation({
    mutationFn: (entries: IpWhitelistSaveRequest['entries']) =>
      callApi(portico.http, SECURITY_CALLS.saveIpWhitelist, { unitId, entries }),
    onSuccess,
  });
  const saveExceptions = useMutation({
    mutationFn: (body: Omit<SecurityExceptionsSaveRequest, 'unitId'>) =>
      callApi(portico.http, SECURITY_CALLS.saveExceptions, { ...body, unitId }),
    onSuccess,
  });
  return { save, saveIpList, saveExceptions };
}

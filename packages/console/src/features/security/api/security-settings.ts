import type {
  IpWhitelistSaveRequest,
  SecurityExceptionsSaveRequest,
  SecuritySaveRequest,
  UnitSecuritySettings,
} from '@portico/sdk/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { portico } from '../../../lib/portico';

/** Every security query starts with this key. */
export const SECURITY_KEY = ['security'] as const;

/** GET {UC}/safety/settings?unitId=: switches, numbers, whitelist and exception users. */
export const securitySettingsQueryOptions = (unitId: string) =>
  queryOptions({
    queryKey: [...SECURITY_KEY, 'settings', unitId],
    queryFn: () =>
      portico.http.request<UnitSecuritySettings>('UC', '/safety/settings', { query: { unitId } }),
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
      portico.http.request<UnitSecuritySettings>('UC', '/safety/save', {
        method: 'PUT',
        body: { ...body, unitId },
      }),
    onSuccess,
  });
  const saveIpList = useMutation({
    mutationFn: (entries: IpWhitelistSaveRequest['entries']) =>
      portico.http.request<UnitSecuritySettings>('UC', '/safety/saveIpWhitelist', {
        method: 'PUT',
        body: { unitId, entries },
      }),
    onSuccess,
  });
  const saveExceptions = useMutation({
    mutationFn: (body: Omit<SecurityExceptionsSaveRequest, 'unitId'>) =>
      portico.http.request<UnitSecuritySettings>('UC', '/safety/saveExceptions', {
        method: 'PUT',
        body: { ...body, unitId },
      }),
    onSuccess,
  });
  return { save, saveIpList, saveExceptions };
}

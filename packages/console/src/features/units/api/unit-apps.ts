import {
  callApi,
  UNIT_CALLS,
  type UnitAppRow,
  type UnitAppSaveRequest,
  type UnitAppStepRow,
} from '@portico/sdk/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { portico } from '../../../lib/portico';
import { UNITS_KEY } from './get-units';

/** GET {UC}/unit/apps?unitId=: every app with its opening for the unit. */
export function fetchUnitApps(unitId: string): Promise<UnitAppRow[]> {
  return callApi(portico.http, UNIT_CALLS.apps, { unitId });
}

export const unitAppsQueryOptions = (unitId: string) =>
  queryOptions({
    queryKey: [...UNITS_KEY, 'apps', unitId],
    queryFn: () => fetchUnitApps(unitId),
  });

export function useUnitApps(unitId: string | null) {
  return useQuery({ ...unitAppsQueryOptions(unitId ?? ''), enabled: !!unitId });
}

/** PUT {UC}/unit/saveApp: opens or closes an app for the unit, with its SSO flag. */
export function saveUnitApp(body: UnitAppSaveRequest): Promise<UnitAppRow> {
  return callApi(portico.http, UNIT_CALLS.saveApp, body);
}

export function useSaveUnitApp(unitId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveUnitApp,
    onSuccess: (row) =>
      client.setQueryData<UnitAppRow[]>(unitAppsQueryOptions(unitId).queryKey, (rows) =>
        rows?.map((r) => (r.appCode === row.appCode ? row : r)),
      ),
  });
}

/** GET {UC}/unit/appSteps?unitId=&appCode=: the steps of opening apps for the unit. */
export function fetchUnitAppSteps(unitId: string, appCode?: string): Promise<UnitAppStepRow[]> {
  return callApi(portico.http, UNIT_CALLS.appSteps, { unitId, appCode: appCode || undefined });
}

export const unitAppStepsQueryOptions = (unitId: string, appCode?: string) =>
  queryOptions({
    queryKey: [...UNITS_KEY, 'appSteps', unitId, appCode ?? ''],
    queryFn: () => fetchUnitAppSteps(unitId, appCode),
  });

export function useUnitAppSteps(unitId: string | null, appCode?: string) {
  return useQuery({ ...unitAppStepsQueryOptions(unitId ?? '', appCode), enabled: !!unitId });
}

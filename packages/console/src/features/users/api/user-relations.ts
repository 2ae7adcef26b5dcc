import {
  type AdminUnitType,
  callApi,
  type EditProjectionInChildRequest,
  type EditProjectionInParentRequest,
  UNIT_CALLS,
  type UnitProjection,
  type UserCompanyInfoSaveRequest,
  type UserSupplierSaveRequest,
  type UserUnitRelation,
  type UserZoneInfoSaveRequest,
} from '@portico/sdk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { portico } from '../../../lib/portico';
import { USERS_KEY } from './users';

/** Choices of the relation tabs: at most this many of a kind (api-contract.md §7.1 paging). */
const CHOICES = 200;

/** GET {UC}/unit/list?type=: the units of a type in the caller's scope, to choose from. */
export function useUnitsOfType(type: AdminUnitType) {
  return useQuery({
    queryKey: [...USERS_KEY, 'choices', type],
    queryFn: () =>
      callApi(portico.http, UNIT_CALLS.list, { type, firstResult: 0, pageSize: CHOICES }),
  });
}

/** GET {UC}/unit/areas: the areas (zones) of the caller's scope. */
export function useAreas() {
  return useQuery({
    queryKey: [...USERS_KEY, 'choices', 'areas'],
    queryFn: () => callApi(portico.http, UNIT_CALLS.areas, { firstResult: 0, pageSize: CHOICES }),
  });
}

type RelationCall =
  | { path: '/user/saveUserZoneInfo'; body: UserZoneInfoSaveRequest }
  | { path: '/user/saveUserCompanyInfo'; body: UserCompanyInfoSaveRequest }
  | { path: '/user/saveUserSupplier'; body: UserSupplierSaveRequest };

/** PUT {UC}/user/saveUserZoneInfo | saveUserCompanyInfo | saveUserSupplier: answers relations. */
export function useSaveRelations() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ path, body }: RelationCall) =>
      portico.http.request<UserUnitRelation[]>('UC', path, { method: 'PUT', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: USERS_KEY }),
  });
}

export type ProjectionTarget = { userCode: string; unitId: string; childId?: string };

/** GET {UC}/user/unitProjectionInParent, or …InChild with `childId`. */
export function useProjection(target: ProjectionTarget | null) {
  return useQuery({
    queryKey: [...USERS_KEY, 'projection', target],
    enabled: !!target,
    queryFn: () =>
      portico.http.request<UnitProjection>(
        'UC',
        target!.childId ? '/user/unitProjectionInChild' : '/user/unitProjectionInParent',
        { query: { ...target! } },
      ),
  });
}

/** PUT {UC}/user/editProjectionInParent | editProjectionInChild. */
export function useEditProjection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EditProjectionInParentRequest | EditProjectionInChildRequest) =>
      portico.http.request<UnitProjection>(
        'UC',
        'childId' in body ? '/user/editProjectionInChild' : '/user/editProjectionInParent',
        { method: 'PUT', body },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: USERS_KEY }),
  });
}

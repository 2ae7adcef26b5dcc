import {
  type AdminUnitType,
  callApi,
  type CallInput,
  type EditProjectionInChildRequest,
  type EditProjectionInParentRequest,
  UNIT_CALLS,
  USER_RELATION_CALLS,
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

type RelationSaves = Pick<
  typeof USER_RELATION_CALLS,
  'saveZones' | 'saveCompanies' | 'saveSupplier'
>;
/** One of the relation saves, named by its declaration, with its body. */
type RelationCall = {
  [K in keyof RelationSaves]: { call: K; body: CallInput<RelationSaves[K]> };
}[keyof RelationSaves];

/** PUT {UC}/user/saveUserZoneInfo | saveUserCompanyInfo | saveUserSupplier: answers relations. */
export function useSaveRelations() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ call, body }: RelationCall) =>
      callApi(portico.http, USER_RELATION_CALLS[call], body as never),
    onSuccess: () => client.invalidateQueries({ queryKey: USERS_KEY }),
  });
}

export type ProjectionTarget = { userCode: string; unitId: string; childId?: string };

/** GET {UC}/user/unitProjectionInParent, or …InChild with `childId`. */
export function useProjection(target: ProjectionTarget | null) {
  return useQuery({
    queryKey: [...USERS_KEY, 'projection', target],
    enabled: !!target,
    queryFn: () => {
      const { childId, ...parent } = target!;
      return childId
        ? callApi(portico.http, USER_RELATION_CALLS.projectionInChild, { ...parent, childId })
        : callApi(portico.http, USER_RELATION_CALLS.projectionInParent, parent);
    },
  });
}

/** PUT {UC}/user/editProjectionInParent | editProjectionInChild. */
export function useEditProjection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EditProjectionInParentRequest | EditProjectionInChildRequest) =>
      'childId' in body
        ? callApi(portico.http, USER_RELATION_CALLS.editProjectionInChild, body)
        : callApi(portico.http, USER_RELATION_CALLS.editProjectionInParent, body),
    onSuccess: () => client.invalidateQueries({ queryKey: USERS_KEY }),
  });
}

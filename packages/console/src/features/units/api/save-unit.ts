import {
  type AdminUnit,
  callApi,
  UNIT_CALLS,
  type UnitAddRequest,
  type UnitStateRequest,
  type UnitUpdateRequest,
} from '@portico/sdk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portico } from '../../../lib/portico';
import { UNITS_KEY } from './get-units';

/** POST {UC}/unit/add */
export function addUnit(body: UnitAddRequest): Promise<AdminUnit> {
  return callApi(portico.http, UNIT_CALLS.add, body);
}

/** PUT {UC}/unit/update (sent as POST, api-contract.md §7.1): only the fields given change. */
export function updateUnit(body: UnitUpdateRequest): Promise<AdminUnit> {
  return callApi(portico.http, UNIT_CALLS.update, body);
}

/** PUT {UC}/unit/updateState: enable or disable a unit. */
export function updateUnitState(body: UnitStateRequest): Promise<AdminUnit> {
  return callApi(portico.http, UNIT_CALLS.updateState, body);
}

/** Adds (no id) or updates a unit; every unit query is stale afterwards. */
export function useSaveUnit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { add: UnitAddRequest } | { update: UnitUpdateRequest }) =>
      'add' in input ? addUnit(input.add) : updateUnit(input.update),
    onSuccess: () => client.invalidateQueries({ queryKey: UNITS_KEY }),
  });
}

export function useUnitState() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateUnitState,
    onSuccess: () => client.invalidateQueries({ queryKey: UNITS_KEY }),
  });
}

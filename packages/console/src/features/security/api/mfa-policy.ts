import {
  callApi,
  MFA_ADMIN_CALLS,
  type MfaPolicySave,
  UNIT_CALLS,
  type UnitMfaPolicy,
} from '@portico/sdk/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { portico } from '../../../lib/portico';
import { SECURITY_KEY } from './security-settings';

/** GET {UC}/safety/mfa?unitId=: the unit's sign-in factor policy, own or inherited. */
export const mfaPolicyQueryOptions = (unitId: string) =>
  queryOptions({
    queryKey: [...SECURITY_KEY, 'mfa', unitId],
    queryFn: () => callApi(portico.http, MFA_ADMIN_CALLS.policy, { unitId }),
  });

export function useMfaPolicy(unitId: string | null) {
  return useQuery({ ...mfaPolicyQueryOptions(unitId ?? ''), enabled: !!unitId });
}

/** The unit an inherited policy comes from, by its id (GET {UC}/unit/detail). */
export function useSourceUnit(id: string | null) {
  return useQuery({
    queryKey: [...SECURITY_KEY, 'mfa-source', id],
    queryFn: () => callApi(portico.http, UNIT_CALLS.detail, { id: id! }),
    enabled: !!id,
  });
}

/**
 * PUT {UC}/safety/mfa: the unit's own policy, or `inherit: true` to drop it; the answer is the
 * policy now in force, which replaces the cached one. Child units read theirs again.
 */
export function useSaveMfaPolicy(unitId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<MfaPolicySave, 'unitId'>) =>
      callApi(portico.http, MFA_ADMIN_CALLS.savePolicy, { ...body, unitId }),
    onSuccess: (saved: UnitMfaPolicy) => {
      void client.invalidateQueries({ queryKey: [...SECURITY_KEY, 'mfa'] });
      client.setQueryData(mfaPolicyQueryOptions(unitId).queryKey, saved);
    },
  });
}

import { callApi, UPSTREAM_IDP_CALLS, type UpstreamIdpInput } from '@portico/sdk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { portico } from '../../../lib/portico';

type SaveInput = UpstreamIdpInput;

const keyOf = (unitId: string) => ['upstream-idp', unitId] as const;

/** GET {UC}/safety/upstreamIdp?unitId=: the unit's provider (never its secret), or null. */
export function useUpstreamIdp(unitId: string | null) {
  return useQuery({
    queryKey: keyOf(unitId ?? ''),
    queryFn: () => callApi(portico.http, UPSTREAM_IDP_CALLS.get, { unitId: unitId! }),
    enabled: !!unitId,
  });
}

export function useUpstreamIdpChanges(unitId: string) {
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: (input: Omit<SaveInput, 'unitId'>) =>
      callApi(portico.http, UPSTREAM_IDP_CALLS.save, { ...input, unitId }),
    onSuccess: (view) => client.setQueryData(keyOf(unitId), view),
  });
  const remove = useMutation({
    mutationFn: () => callApi(portico.http, UPSTREAM_IDP_CALLS.delete, { unitId }),
    onSuccess: () => client.setQueryData(keyOf(unitId), null),
  });
  return { save, remove };
}

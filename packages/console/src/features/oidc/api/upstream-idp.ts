import {
  callApi,
  UPSTREAM_IDP_CALLS,
  type UpstreamIdpInput,
  type UpstreamLinkInput,
} from '@portico/sdk/contract';
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

const linksKeyOf = (unitId: string) => ['upstream-idp-links', unitId] as const;

/** GET {UC}/safety/upstreamIdp/links?unitId=: the corporate identities linked to the unit's users. */
export function useUpstreamLinks(unitId: string) {
  return useQuery({
    queryKey: linksKeyOf(unitId),
    queryFn: () => callApi(portico.http, UPSTREAM_IDP_CALLS.links, { unitId }),
  });
}

/** An administrator's explicit link of a subject to a user, and its removal. */
export function useUpstreamLinkChanges(unitId: string) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: linksKeyOf(unitId) });
  const link = useMutation({
    mutationFn: (input: Omit<UpstreamLinkInput, 'unitId'>) =>
      callApi(portico.http, UPSTREAM_IDP_CALLS.link, { ...input, unitId }),
    onSuccess: refresh,
  });
  const unlink = useMutation({
    mutationFn: (id: string) => callApi(portico.http, UPSTREAM_IDP_CALLS.unlink, { unitId, id }),
    onSuccess: refresh,
  });
  return { link, unlink };
}

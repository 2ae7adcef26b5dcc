import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DomainRecord } from '@portico/sdk';
import { portico } from '../../../lib/portico';

/**
 * The domain record of this host (product.md §3), or null. A failed lookup is also null: the
 * login page then shows its defaults (api-contract.md §8 "domain lookup fails → ignored").
 */
export async function getDomainRecord(host: string): Promise<DomainRecord | null> {
  try {
    return await portico.http.request<DomainRecord | null>('UC', '/domain/lookup', {
      query: { domain: host },
      skipSessionHooks: true,
    });
  } catch {
    return null;
  }
}

export const domainRecordQueryOptions = (host: string) =>
  queryOptions({
    queryKey: ['domain-record', host],
    queryFn: () => getDomainRecord(host),
    // The look of a host changes rarely; one lookup per visit is enough.
    staleTime: Infinity,
  });

export function useDomainRecord(host: string) {
  return useQuery(domainRecordQueryOptions(host));
}

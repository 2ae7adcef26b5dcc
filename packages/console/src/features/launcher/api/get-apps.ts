import { queryOptions, useQuery } from '@tanstack/react-query';
import { portico } from '../../../lib/portico';

/** The launcher's apps (product.md §2.7), keyed by user so a new login refetches. */
export const appsQueryOptions = (userKey: string) =>
  queryOptions({
    queryKey: ['apps', userKey],
    queryFn: () => portico.listApps(),
  });

export function useApps(userKey: string) {
  return useQuery(appsQueryOptions(userKey));
}

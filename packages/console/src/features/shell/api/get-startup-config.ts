import { type LoginSystemConfig } from '@portico/sdk';
import { resolveSystemConfig } from '@portico/sdk/internal';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { startupConfig } from '../../../lib/startup-config';

/** Until the startup files are read: empty allow lists (= every web link) and switches off. */
const FALLBACK = resolveSystemConfig({});

/**
 * The system config of the startup files (api-contract.md §7.2): the outside-link allow-list and
 * the customer switches the shell needs. Read once per page; the files do not change under it.
 */
export const systemConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['shell', 'system-config'],
    queryFn: async () => (await startupConfig()).system,
    staleTime: Infinity,
  });

/** The system config, and whether it has been read (a refused link must not slip through). */
export function useSystemConfig(): { config: LoginSystemConfig; ready: boolean } {
  const query = useQuery(systemConfigQueryOptions());
  // A site without the file runs on the defaults, as the SDK's guard does (main.tsx).
  return { config: query.data ?? FALLBACK, ready: !query.isPending };
}

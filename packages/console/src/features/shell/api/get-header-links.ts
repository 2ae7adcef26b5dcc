import { callApi, RESOURCE_CALLS } from '@portico/sdk/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { portico } from '../../../lib/portico';

/** Where the header links lead: entries of the GC code dictionary (api-contract.md §7.6). */
export const HEADER_LINK_CODES = {
  versionLog: 'UPDATE_HISTORY_URL',
  helpCentre: 'HELP_CENTRE_URL',
} as const;
export type HeaderLink = keyof typeof HEADER_LINK_CODES;

/** GET {UC}/codeDict?appCode=GC&code&isHalt=F&page=0&size=10: the first entry's content. */
async function fetchDictLink(code: string): Promise<string | null> {
  const page = await callApi(portico.http, RESOURCE_CALLS.codeDict, {
    appCode: 'GC',
    code,
    isHalt: 'F',
    page: 0,
    size: 10,
  });
  return page.datas[0]?.content.trim() || null;
}

export const headerLinkQueryOptions = (link: HeaderLink) =>
  queryOptions({
    queryKey: ['shell', 'header-link', link],
    queryFn: () => fetchDictLink(HEADER_LINK_CODES[link]),
    staleTime: 10 * 60_000,
  });

/** The link's address, or null while loading, when the dictionary has none, or on failure. */
export function useHeaderLink(link: HeaderLink): string | null {
  return useQuery(headerLinkQueryOptions(link)).data ?? null;
}

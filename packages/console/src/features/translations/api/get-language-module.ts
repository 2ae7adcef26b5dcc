import { queryOptions, useQuery } from '@tanstack/react-query';
import { startupConfig } from '../../../lib/startup-config';

/**
 * Whether the startup files switch the language module (`modules.LANG`, product.md §3) on; it is on
 * by default and when the files cannot be read, as the SDK's config defaults say.
 */
export async function fetchLanguageModule(): Promise<boolean> {
  const config = await startupConfig().catch(() => null);
  return config?.system.modules.LANG ?? true;
}

export const languageModuleQueryOptions = () =>
  queryOptions({
    queryKey: ['translations', 'language-module'],
    queryFn: fetchLanguageModule,
    // The startup files do not change under a running page.
    staleTime: Infinity,
  });

/** True once the module is known to be on; nothing language-related shows before that. */
export function useLanguageModule(): boolean {
  return useQuery(languageModuleQueryOptions()).data === true;
}

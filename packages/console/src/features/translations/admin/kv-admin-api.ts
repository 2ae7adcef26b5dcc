import { type Locale } from '@portico/sdk';
import type { TextKey } from '../../../texts/catalogue';
import { callApi, type KvBatchRequest, TRANSLATION_CALLS } from '@portico/sdk/contract';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { portico } from '../../../lib/portico';
import { refreshTranslations } from '../kv-sync';
import { mergePulled, type KvTable } from './kv-admin-rows';

export const KV_ADMIN_KEY = ['translations', 'admin'] as const;
const keyOf = (appCode: string, lang: Locale) => [...KV_ADMIN_KEY, appCode, lang] as const;

/**
 * GET {TRANSLATE}/kv_translate/kv_translates with headers appCode and language: everything the
 * first time, then only what changed after the table's lastPullDate (api-contract.md §7.8).
 */
async function pull(client: QueryClient, appCode: string, lang: Locale): Promise<KvTable> {
  const held = client.getQueryData<KvTable>(keyOf(appCode, lang));
  const answer = await callApi(
    portico.http,
    TRANSLATION_CALLS.pull,
    { lastPullDate: held?.lastPullDate ?? '' },
    { headers: { appCode, language: lang } },
  );
  const pulled = answer?.translatesDTOs ?? [];
  return {
    rows: mergePulled(held?.rows ?? [], pulled),
    lastPullDate: answer?.lastPullDate ?? held?.lastPullDate ?? null,
    pulledCount: pulled.length,
  };
}

export const kvTableQueryOptions = (client: QueryClient, appCode: string, lang: Locale) =>
  queryOptions({
    queryKey: keyOf(appCode, lang),
    queryFn: () => pull(client, appCode, lang),
    staleTime: Infinity,
  });

/**
 * POST {TRANSLATE}/kv_translate/batch (api-contract.md §7.8) with the changed rows; nothing
 * changed answers 'no content was modified' without a call. Then an incremental pull of the
 * table, and of the console's own texts, so this page shows the new words at once.
 */
export function useSaveKvBatch(appCode: string, lang: Locale) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (data: KvBatchRequest['data']): Promise<TextKey | null> => {
      if (data.length === 0) return 'translation.noChange';
      // A row without a page keeps none (the SDK's editor always names one).
      await callApi(portico.http, TRANSLATION_CALLS.save, { appCode, lang, data });
      await client.refetchQueries({ queryKey: keyOf(appCode, lang) });
      await refreshTranslations(lang);
      return null;
    },
  });
}

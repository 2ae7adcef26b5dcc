import { type Locale } from '@portico/sdk';
import type { TextKey } from '../../../texts/catalogue';
import { saveTranslations } from '@portico/sdk/internal';
import { useMutation } from '@tanstack/react-query';
import { portico } from '../../../lib/portico';
import type { EditBatch } from '../editor/editor-rows';
import { refreshTranslations } from '../kv-sync';

export interface SaveEdits {
  lang: Locale;
  batches: readonly EditBatch[];
}

/**
 * POST {TRANSLATE}/kv_translate/batch with the changed rows only, one call per app
 * (api-contract.md §7.8), then incremental pulls of that locale, whose answers become the
 * overrides: the page shows the new texts at once. Nothing to save answers 'no content was
 * modified' (product.md §4) without a call.
 */
export async function saveEdits({ lang, batches }: SaveEdits): Promise<TextKey | null> {
  if (batches.length === 0)
    return saveTranslations(portico.http, { appCode: portico.appCode.peek(), lang, data: [] });
  for (const { appCode, data } of batches)
    await saveTranslations(portico.http, { appCode, lang, data });
  await refreshTranslations(lang);
  return null;
}

export function useSaveEdits() {
  return useMutation({ mutationFn: saveEdits });
}

import type { PagedResult, PorticoClient } from '@portico/sdk';
import type { CodeDictEntry } from '@portico/sdk/internal';
import { serverUrl } from './server-url';

/** api-contract.md §7.6: GET /codeDict, appCode GC, code UPDATE_HISTORY_URL; content is the URL. */
export const UPDATE_HISTORY_PARAM = 'UPDATE_HISTORY_URL';

/**
 * The {UC} calls this file makes, as declared in `@portico/sdk/contract` (checked against the
 * declarations in call-paths.test.ts): named here rather than imported, since a declaration carries
 * its zod schemas and the elements' bundles ship no zod.
 */
export const UPDATE_HISTORY_CALLS = { codeDict: { method: 'GET', path: '/codeDict' } } as const;

/** The configured update-history page, or null when the parameter is halted, empty or unsafe. */
export async function fetchUpdateHistoryUrl(client: PorticoClient): Promise<string | null> {
  const page = await client.http.request<PagedResult<CodeDictEntry> | null>(
    'UC',
    UPDATE_HISTORY_CALLS.codeDict.path,
    {
      query: { appCode: 'GC', code: UPDATE_HISTORY_PARAM, isHalt: 'F', page: 0, size: 10 },
    },
  );
  const entry = page?.datas?.find(
    (row) => row.code === UPDATE_HISTORY_PARAM && row.isHalt !== 'T' && row.content?.trim(),
  );
  return serverUrl(entry?.content);
}

/**
 * 'Update history' (product.md §2.8, api-contract.md §8): a window opens at once, while the click
 * still counts as the user's (a window opened after the call would be blocked), and goes to the
 * configured page; without one the window is closed again and `onMissing` shows the
 * 'Application parameter UPDATE_HISTORY_URL is disabled or not set' message.
 */
export async function openUpdateHistory(
  client: PorticoClient,
  onMissing: (param: string) => void,
  open: typeof window.open = window.open.bind(window),
): Promise<string | null> {
  const opened = open('about:blank', '_blank');
  // The page opened here must not reach back into this one.
  if (opened) opened.opener = null;
  const url = await fetchUpdateHistoryUrl(client).catch(() => null);
  if (!url) {
    opened?.close();
    onMissing(UPDATE_HISTORY_PARAM);
    return null;
  }
  if (opened) opened.location.replace(url);
  else open(url, '_blank', 'noopener');
  return url;
}

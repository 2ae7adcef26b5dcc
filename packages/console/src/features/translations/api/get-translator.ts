import { callApi, SELF_CALLS, type AuthTreeNode } from '@portico/sdk/contract';
import { queryOptions } from '@tanstack/react-query';
import { portico } from '../../../lib/portico';

/**
 * The translator permission: the user centre's operation object that the server checks before a
 * kv batch save (packages/server/src/modules/translations/translations.ts, api-contract.md §7.8).
 */
export const TRANSLATOR_APP = 'UC';
export const TRANSLATOR_RESOURCE = 'UC_OP_TRANSLATE';

/** Whether a permission tree grants `code`, directly or through a role. */
export function grants(tree: readonly AuthTreeNode[], code: string): boolean {
  return tree.some(
    (node) =>
      (node.code === code && (node.checked || node.origins.length > 0)) ||
      grants(node.children, code),
  );
}

/**
 * The login result carries no operation permissions, so the user's own operation tree of the user
 * centre is read (GET {UC}/user/operationTree, api-contract.md §7.4). A failed read counts as no
 * permission: the editor then simply does not open.
 */
export async function fetchIsTranslator(): Promise<boolean> {
  try {
    const tree: AuthTreeNode[] | null = await callApi(portico.http, SELF_CALLS.operationTree, {
      appCode: TRANSLATOR_APP,
      filterHasOrigin: 'T',
    });
    return grants(tree ?? [], TRANSLATOR_RESOURCE);
  } catch {
    return false;
  }
}

/** Per user and unit: a unit switch reloads the page, a new sign-in may be someone else. */
export const translatorQueryOptions = (userKey: string) =>
  queryOptions({
    queryKey: ['translations', 'translator', userKey],
    queryFn: fetchIsTranslator,
    staleTime: Infinity,
  });

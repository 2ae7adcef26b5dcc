import { callApi, MENU_CALLS } from '@portico/sdk/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { portico } from '../../../lib/portico';
import { useCallMutation } from '../../../lib/use-call-mutation';
import { refreshOwnMenus } from '../../shell';
import { refreshTranslations } from '../../translations';

const MENUS_KEY = ['admin', 'menus'] as const;

/** GET {UC}/apply/menus?appCode: the app's MENU tree. */
export function useMenuTree(appCode: string) {
  return useQuery({
    queryKey: [...MENUS_KEY, appCode],
    queryFn: () => callApi(portico.http, MENU_CALLS.menus, { appCode }),
    enabled: !!appCode,
  });
}

/**
 * Add, update, move and delete a menu; the tree refetches after each, and the editor's own
 * session takes the new menus, so the shell shows them (a failed read leaves the old ones).
 */
export function useMenuChanges() {
  const client = useQueryClient();
  // The session first: once the tree shows a change, the shell has it too, with the menus'
  // titles per locale, which are kv translations.
  const onSuccess = async () => {
    await Promise.all([
      refreshOwnMenus().catch(() => undefined),
      refreshTranslations().catch(() => undefined),
    ]);
    await client.invalidateQueries({ queryKey: MENUS_KEY });
  };
  return {
    add: useCallMutation(MENU_CALLS.addMenu, onSuccess),
    update: useCallMutation(MENU_CALLS.updateMenu, onSuccess),
    move: useCallMutation(MENU_CALLS.moveMenu, onSuccess),
    remove: useCallMutation(MENU_CALLS.deleteMenu, onSuccess, (id: string) => ({ id })),
  };
}

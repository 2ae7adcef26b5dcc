import { type MenuItem } from '@portico/sdk';
import { checkToken, getLoginByToken } from '@portico/sdk/internal';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { portico } from '../../../lib/portico';

/**
 * Another app's menu tree for the signed-in user (the shell's /gc page): the hub's token is
 * checked for that app (GET /sso/check, which also says whether the unit opened it) and answers
 * a one-time code, which a second check exchanges for an app session, as a child app does; that
 * session's login info carries the app's menus (GET /sso/getLoginByToken). The hub's own session
 * is left as it is.
 */
async function fetchAppMenus(token: string, appCode: string): Promise<MenuItem[]> {
  const code = await checkToken(portico.http, token, appCode);
  const appToken = await checkToken(portico.http, code, appCode);
  const login = await getLoginByToken(portico.http, appToken);
  return login.menus;
}

export const appMenusQueryOptions = (token: string, appCode: string) =>
  queryOptions({
    queryKey: ['shell', 'menus', appCode, token],
    queryFn: () => fetchAppMenus(token, appCode),
    // The menus change with the user's permissions, which need a new sign-in to take effect.
    staleTime: Infinity,
  });

export function useAppMenus(token: string | null, appCode: string, enabled: boolean) {
  return useQuery({ ...appMenusQueryOptions(token ?? '', appCode), enabled: enabled && !!token });
}

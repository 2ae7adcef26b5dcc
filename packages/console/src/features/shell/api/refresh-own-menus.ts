import type { LoginResult, MenuItem } from '@portico/sdk';
import { portico } from '../../../lib/portico';

/**
 * Reads the signed-in user's user-centre menus again (POST /sso/reLogin) and puts them in the
 * stored session, leaving the rest of it as the sign-in left it. The shell shows the menus of
 * the login result, as old as the sign-in; after the menu editor changed them, this is how the
 * editor's own user sees the change without signing in again. Others see it at their next login.
 */
export async function refreshOwnMenus(): Promise<MenuItem[]> {
  const fresh = await portico.http.request<LoginResult>('UC', '/sso/reLogin', { method: 'POST' });
  const info = portico.session.info.peek();
  const token = portico.session.token.peek();
  if (info && token && JSON.stringify(info.menus) !== JSON.stringify(fresh.menus)) {
    portico.session.start(
      { ...info, menus: fresh.menus, jwtToken: token },
      { persist: !portico.i18n.locked.peek() },
    );
  }
  return fresh.menus;
}

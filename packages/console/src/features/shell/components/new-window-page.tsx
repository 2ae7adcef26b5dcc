import { appNameKey, pageTitle } from '@portico/sdk/internal';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useT } from '../../../lib/use-t';
import { useFrameAddress } from '../hooks/use-frame-address';
import { usePageTitle } from '../hooks/use-page-title';
import { useShellMenus } from '../hooks/use-shell-menus';
import { menuLabel, menuTrail } from '../menus/menu-tree';
import { USER_CENTRE_SHELL } from '../shell-apps';
import { FramedPage } from './framed-page';

/**
 * /newwindow (product.md §2.5): one page without the shell's chrome, named by `url` or by the
 * menu `identity`. A ROUTE menu's page opens in the shell with the top and left hidden.
 */
export function NewWindowPage() {
  const t = useT();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { menus } = useShellMenus(USER_CENTRE_SHELL);
  const identity = params.get('identity');
  const menu = identity ? (menuTrail(menus, identity)?.at(-1) ?? null) : null;
  const frame = useFrameAddress();
  const title = menu ? menuLabel(menu, {}) : '';
  usePageTitle(pageTitle(t(appNameKey(USER_CENTRE_SHELL.appCode)), title || undefined));

  useEffect(() => {
    if (!menu || params.has('url')) return;
    if (menu.winType === 'ROUTE' && menu.path) {
      const bare = new URLSearchParams({
        identity: menu.identity,
        hide_top: 'true',
        hide_left: 'true',
      });
      void navigate(`${menu.path}?${bare.toString()}`, { replace: true });
    } else if (menu.link) {
      setParams((current) => ({ ...Object.fromEntries(current), url: menu.link ?? '' }), {
        replace: true,
      });
    }
  }, [menu, params, navigate, setParams]);

  return (
    <div className="h-screen bg-white">
      <FramedPage frame={frame} title={title} />
    </div>
  );
}

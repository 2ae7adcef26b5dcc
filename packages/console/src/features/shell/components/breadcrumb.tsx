import type { MenuItem } from '@portico/sdk';
import { Link } from 'react-router';
import { Icon } from '@portico/elements/ui';
import { useT } from '../../../lib/use-t';
import { HeaderLinks } from './header-links';
import { MenuIcon } from './menu-icon';

interface PageBarProps {
  home: string;
  appName: string;
  trail: MenuItem[];
  label: (menu: MenuItem) => string;
}

/**
 * The bar above the content: where the current page sits in the menus (from the app's home
 * down), and the header links of product.md §2.8 (version log, help centre).
 */
export function PageBar({ home, appName, trail, label }: PageBarProps) {
  const t = useT();
  return (
    <div className="flex h-9 shrink-0 items-center justify-between gap-4 border-b border-slate-200 bg-white px-4 text-xs text-slate-500">
      <nav aria-label={t('shell.breadcrumb')} className="min-w-0">
        <ol className="flex min-w-0 items-center gap-1.5">
          <li className="flex shrink-0 items-center">
            <Link
              to={home}
              className={`flex items-center gap-1.5 hover:text-brand-600 ${trail.length === 0 ? 'font-medium text-slate-800' : ''}`}
            >
              <Icon name="compass" className="size-3.5" />
              {appName}
            </Link>
          </li>
          {trail.map((menu, index) => {
            const last = index === trail.length - 1;
            return (
              <li key={menu.identity} className="flex min-w-0 items-center gap-1.5">
                <Icon name="chevronRight" className="size-3 text-slate-300" />
                {last && <MenuIcon menu={menu} className="size-3.5 text-brand-600" />}
                <span
                  aria-current={last ? 'page' : undefined}
                  className={`truncate ${last ? 'font-medium text-slate-800' : ''}`}
                >
                  {label(menu)}
                </span>
              </li>
            );
          })}
        </ol>
      </nav>
      <HeaderLinks />
    </div>
  );
}

/**
 * What older demo seeds wrote in the menus and the current seed writes otherwise. The seed only
 * inserts missing rows, so a database seeded by an older version keeps the old menus; each entry
 * here changes a menu only while it still holds exactly the old seeded values, so a menu an
 * administrator edited in the menu editor is left as they made it.
 */
export interface DemoMenuUpgrade {
  app: string;
  identity: string;
  /** The values the older seed wrote; every one must still be there. */
  was: { title?: string; path?: string | null; link?: string | null };
  /** The new values, or 'delete' for a menu the seed no longer has (only while childless). */
  now: { title?: string; path?: string | null; link?: string | null } | 'delete';
}

export const DEMO_MENU_UPGRADES: DemoMenuUpgrade[] = [
  // A first-level menu without address or children: every administrator met the shell's
  // 'Primary menu needs be set submenus or address' (product.md §2.8) on it.
  {
    app: 'UC',
    identity: 'UC_UNSET',
    was: { title: 'Not configured', path: null, link: null },
    now: 'delete',
  },
  // The user bar's version log opened a child app's changelog; it is the hub's update history.
  {
    app: 'UC',
    identity: 'UC_VERSION_LOG',
    was: { link: '/examples/child-app/?app=UC&page=versions' },
    now: { link: '/update-history' },
  },
  {
    app: 'UC',
    identity: 'UC_PROJECT_CONFIG',
    was: { title: 'Macro config' },
    now: { title: 'Project configuration' },
  },
];

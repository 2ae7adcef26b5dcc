import { ADMIN_SCREENS, type AdminScreenPath } from '@portico/sdk/contract';

/**
 * Menus of the user centre (UC) and the group cloud console (GC): three levels, every window type
 * of product.md §2.8, a first-level menu with an address, buttons below pages, and SJTB (hidden by
 * the shuxiang/polin switches). Every administration screen has a menu, so each is reachable by
 * whoever holds its permission; a first-level menu without address or children is left to the
 * menu editor and the shell's tests, not seeded where every administrator would meet it.
 */
export interface DemoMenu {
  identity: string;
  title: string;
  winType?: 'ROUTE' | 'CURRENTPAGE' | 'ALERT' | 'NEWPAGE' | 'NEWBLANK';
  path?: string;
  link?: string;
  icon?: string;
  tip?: string;
  stretch?: 'T' | 'F';
  kind?: 'MENU' | 'BUTTON';
  children?: DemoMenu[];
}

const route = (identity: string, title: string, path: string): DemoMenu => ({
  identity,
  title,
  path,
  winType: 'ROUTE',
});
/** The screens with a menu of their own (`menu` in `ADMIN_SCREENS`). */
type MenuScreenPath = {
  [P in AdminScreenPath]: (typeof ADMIN_SCREENS)[P] extends { menu: string } ? P : never;
}[AdminScreenPath];

/** An administration screen's own menu: identity and path come from the shared screen table. */
const screen = (path: MenuScreenPath, title: string): DemoMenu => {
  const declared: { menu: string; seedPath?: string } = ADMIN_SCREENS[path];
  return route(declared.menu, title, declared.seedPath ?? path);
};
const button = (identity: string, title: string): DemoMenu => ({ identity, title, kind: 'BUTTON' });
/** A page of another app in the content frame, a new tab via /iframe, or a new tab directly. */
const framed = (identity: string, title: string, link: string): DemoMenu => ({
  identity,
  title,
  winType: 'CURRENTPAGE',
  link,
});
const newPage = (identity: string, title: string, link: string): DemoMenu => ({
  identity,
  title,
  winType: 'NEWPAGE',
  link,
});
const newBlank = (identity: string, title: string, link: string): DemoMenu => ({
  identity,
  title,
  winType: 'NEWBLANK',
  link,
});
const alert = (identity: string, title: string, tip: string): DemoMenu => ({
  identity,
  title,
  winType: 'ALERT',
  tip,
});
const child = (app: string, page: string) => `/examples/child-app/?app=${app}&page=${page}`;

const UC_MENUS: DemoMenu[] = [
  {
    identity: 'UC_SYSTEM',
    title: 'System management',
    icon: 'setting',
    children: [
      {
        identity: 'UC_ORG',
        title: 'Organisation',
        icon: 'apartment',
        children: [
          screen('/unit/unitList', 'Units'),
          screen('/unit/manageUnit', 'Departments'),
          screen('/unit/admin-departs', 'Departments (all units)'),
          {
            ...screen('/user/user-list', 'Users'),
            children: [button('UC_USER_ADD', 'Add user'), button('UC_USER_UNLOCK', 'Unlock')],
          },
          screen('/user/unit-user-list', 'Unit users'),
        ],
      },
      {
        identity: 'UC_AUTH',
        title: 'Roles and permissions',
        icon: 'safety',
        children: [
          screen('/role/roleList', 'Roles'),
          screen('/role/admin-roles', 'Roles (all units)'),
        ],
      },
      {
        identity: 'UC_SAFETY',
        title: 'Security',
        icon: 'lock',
        children: [
          screen('/safety/ipWhite', 'IP whitelist'),
          screen('/safety/sms', 'SMS verification'),
          screen('/safety/lockScreen', 'Lock screen'),
          screen('/safety/repeatLogin', 'Repeat login'),
          screen('/login-limit/login-limit-list', 'Login limits'),
          screen('/login-log/login-log', 'Login log'),
          screen('/login-log/admin-login-log', 'Login log (all units)'),
          screen('/audit/audit-trail', 'Audit trail'),
        ],
      },
      // Customer style assets and the UI library (product.md §2.5 /style, /uilib).
      {
        identity: 'UC_STYLE',
        title: 'Styles',
        icon: 'skin',
        children: [
          screen('/style/file', 'Style files'),
          screen('/style/html', 'HTML styles'),
          screen('/style/css', 'CSS styles'),
          screen('/style/javascript', 'JavaScript scripts'),
          screen('/style/vue', 'Vue components'),
          screen('/uilib/ui', 'UI library'),
        ],
      },
    ],
  },
  {
    identity: 'UC_APPLY',
    title: 'Applications',
    icon: 'appstore',
    children: [
      {
        identity: 'UC_APPLY_APPS',
        title: 'Application centre',
        children: [
          screen('/apply/applyList', 'Applications'),
          screen('/apply/open-list', 'Opened applications'),
          screen('/apply/open-task-list', 'Opening tasks'),
          screen('/apply/resource-list', 'Resources'),
          screen('/apply/menu-list', 'Menus'),
          screen('/apply/verification', 'Resource diagnosis'),
          screen('/apply/applyConfigList', 'Application links'),
        ],
      },
      {
        identity: 'UC_CONFIG',
        title: 'Configuration',
        children: [
          screen('/config/domain-list', 'Domains'),
          screen('/config/project-config', 'Project configuration'),
          screen('/config/parameter-config', 'Parameters'),
          screen('/config/translations', 'Translations'),
          screen('/code/:code', 'Brands and logos'),
        ],
      },
      {
        identity: 'UC_REPORT_PAGES',
        title: 'Report pages',
        children: [
          screen('/report/myReport', 'My reports'),
          screen('/report/reportCenter', 'Reports of all apps'),
        ],
      },
    ],
  },
  {
    identity: 'UC_HELP',
    title: 'Help',
    icon: 'question',
    children: [
      {
        identity: 'UC_HELP_DOCS',
        title: 'Documents',
        children: [
          framed('UC_EMBEDDED', 'Embedded page', child('UC', 'embedded')),
          // The hub's own update history (the console's /update-history), in a new tab.
          newPage('UC_VERSION_LOG', 'Version log', '/update-history'),
          newBlank('UC_HELP_CENTRE', 'Help centre', 'https://portico.example/help'),
          alert('UC_ABOUT', 'About', 'Portico user centre, demo data'),
        ],
      },
    ],
  },
  // A first-level menu with an address and no children (product.md §2.8).
  {
    identity: 'UC_REPORTS',
    title: 'Report centre',
    winType: 'CURRENTPAGE',
    link: child('UC', 'reports'),
    stretch: 'T',
  },
];

const GC_MENUS: DemoMenu[] = [
  {
    identity: 'GC_OPS',
    title: 'Operations',
    icon: 'dashboard',
    children: [
      {
        identity: 'GC_FRONT',
        title: 'Front office',
        children: [
          {
            ...route('GC_CHECKIN', 'Check-in', '/gc/checkin'),
            children: [button('GC_CHECKIN_CANCEL', 'Cancel check-in')],
          },
          framed('GC_ROOMS', 'Room status', child('GC', 'rooms')),
          newPage('GC_POS', 'Point of sale', child('GC', 'pos')),
          newBlank('GC_PORTAL', 'Guest portal', 'https://portico.example/portal'),
          alert('GC_NOTICE', 'Shift notice', 'Shift handover at 08:00 and 20:00'),
        ],
      },
      {
        identity: 'GC_BACK',
        title: 'Back office',
        children: [
          route('GC_NIGHT_AUDIT', 'Night audit', '/gc/night-audit'),
          framed('GC_INVENTORY', 'Inventory', child('GC', 'inventory')),
        ],
      },
    ],
  },
  {
    identity: 'GC_REPORTS',
    title: 'Reports',
    icon: 'bar-chart',
    children: [
      {
        identity: 'GC_DAILY',
        title: 'Daily reports',
        children: [
          framed('GC_REVENUE', 'Revenue', child('GC', 'revenue')),
          newPage('GC_OCCUPANCY', 'Occupancy', child('GC', 'occupancy')),
        ],
      },
    ],
  },
  { identity: 'SJTB', title: 'Data sync', winType: 'ROUTE', path: '/gc/sjtb' },
];

export const DEMO_MENUS: Record<string, DemoMenu[]> = { UC: UC_MENUS, GC: GC_MENUS };

/** Every identity of an app's menu tree, depth first (for "all menus" roles). */
export function menuIdentities(menus: DemoMenu[]): string[] {
  return menus.flatMap((m) => [m.identity, ...menuIdentities(m.children ?? [])]);
}

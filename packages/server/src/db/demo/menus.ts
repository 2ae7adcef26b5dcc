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
          route('UC_UNIT_LIST', 'Units', '/unit/unitList'),
          route('UC_MANAGE_UNIT', 'Departments', '/unit/manageUnit'),
          route('UC_ADMIN_DEPARTS', 'Departments (all units)', '/unit/admin-departs'),
          {
            ...route('UC_USER_LIST', 'Users', '/user/user-list'),
            children: [button('UC_USER_ADD', 'Add user'), button('UC_USER_UNLOCK', 'Unlock')],
          },
          route('UC_UNIT_USER_LIST', 'Unit users', '/user/unit-user-list'),
        ],
      },
      {
        identity: 'UC_AUTH',
        title: 'Roles and permissions',
        icon: 'safety',
        children: [
          route('UC_ROLE_LIST', 'Roles', '/role/roleList'),
          route('UC_ADMIN_ROLES', 'Roles (all units)', '/role/admin-roles'),
        ],
      },
      {
        identity: 'UC_SAFETY',
        title: 'Security',
        icon: 'lock',
        children: [
          route('UC_IP_WHITE', 'IP whitelist', '/safety/ipWhite'),
          route('UC_SMS', 'SMS validation', '/safety/sms'),
          route('UC_LOCK_SCREEN', 'Lock screen', '/safety/lockScreen'),
          route('UC_REPEAT_LOGIN', 'Repeat login', '/safety/repeatLogin'),
          route('UC_LOGIN_LIMIT', 'Login limits', '/login-limit/login-limit-list'),
          route('UC_LOGIN_LOG', 'Login log', '/login-log/login-log'),
          route('UC_ADMIN_LOGIN_LOG', 'Login log (all units)', '/login-log/admin-login-log'),
        ],
      },
      // Customer style assets and the UI library (product.md §2.5 /style, /uilib).
      {
        identity: 'UC_STYLE',
        title: 'Styles',
        icon: 'skin',
        children: [
          route('UC_STYLE_FILE', 'Style files', '/style/file'),
          route('UC_STYLE_HTML', 'HTML styles', '/style/html'),
          route('UC_STYLE_CSS', 'CSS styles', '/style/css'),
          route('UC_STYLE_JAVASCRIPT', 'JavaScript scripts', '/style/javascript'),
          route('UC_STYLE_VUE', 'Vue components', '/style/vue'),
          route('UC_UILIB', 'UI library', '/uilib/ui'),
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
          route('UC_APPLY_LIST', 'Applications', '/apply/applyList'),
          route('UC_OPEN_LIST', 'Opened applications', '/apply/open-list'),
          route('UC_OPEN_TASKS', 'Opening tasks', '/apply/open-task-list'),
          route('UC_RESOURCE_LIST', 'Resources', '/apply/resource-list'),
          route('UC_MENU_LIST', 'Menus', '/apply/menu-list'),
          route('UC_VERIFICATION', 'Resource diagnosis', '/apply/verification'),
          route('UC_APP_LINKS', 'Application links', '/apply/applyConfigList'),
        ],
      },
      {
        identity: 'UC_CONFIG',
        title: 'Configuration',
        children: [
          route('UC_DOMAIN_LIST', 'Domains', '/config/domain-list'),
          route('UC_PROJECT_CONFIG', 'Project configuration', '/config/project-config'),
          route('UC_PARAMETER_CONFIG', 'Parameters', '/config/parameter-config'),
          route('UC_KV_TRANSLATIONS', 'Translations', '/config/translations'),
          route('UC_BRANDS', 'Brands and logos', '/code/list'),
        ],
      },
      {
        identity: 'UC_REPORT_PAGES',
        title: 'Report pages',
        children: [
          route('UC_MY_REPORTS', 'My reports', '/report/myReport'),
          route('UC_REPORT_CENTRE_ALL', 'Reports of all apps', '/report/reportCenter'),
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

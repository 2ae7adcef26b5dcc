import { translate, type MessageKey } from '@portico/sdk';
import { ADMIN_SCREENS, type AdminScreenPath } from '@portico/sdk/contract';
import { registerAllMessages } from '@portico/sdk/internal';

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
  /** The zh-CN title when it is not in menu-translations.ts (a screen's, from its title key). */
  titleZh?: string;
}

// The screens' menus are titled in the screens' own words, in both locales.
registerAllMessages();

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

/**
 * An administration screen's own menu: identity, path and title come from the shared screen
 * table, so the menu names the screen as its heading does, in English and Chinese.
 */
const screen = (path: MenuScreenPath): DemoMenu => {
  const declared: { menu: string; seedPath?: string; title: MessageKey } = ADMIN_SCREENS[path];
  return {
    ...route(declared.menu, translate('en-US', declared.title), declared.seedPath ?? path),
    titleZh: translate('zh-CN', declared.title),
  };
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
          screen('/unit/unitList'),
          screen('/unit/manageUnit'),
          screen('/unit/admin-departs'),
          {
            ...screen('/user/user-list'),
            children: [button('UC_USER_ADD', 'Add user'), button('UC_USER_UNLOCK', 'Unlock')],
          },
          screen('/user/unit-user-list'),
        ],
      },
      {
        identity: 'UC_AUTH',
        title: 'Roles and permissions',
        icon: 'safety',
        children: [screen('/role/roleList'), screen('/role/admin-roles')],
      },
      {
        identity: 'UC_SAFETY',
        title: 'Security',
        icon: 'lock',
        children: [
          screen('/safety/ipWhite'),
          screen('/safety/sms'),
          screen('/safety/lockScreen'),
          screen('/safety/repeatLogin'),
          screen('/login-limit/login-limit-list'),
          screen('/login-log/login-log'),
          screen('/login-log/admin-login-log'),
          screen('/audit/audit-trail'),
        ],
      },
      // Customer style assets and the UI library (product.md §2.5 /style, /uilib).
      {
        identity: 'UC_STYLE',
        title: 'Styles',
        icon: 'skin',
        children: [
          screen('/style/file'),
          screen('/style/html'),
          screen('/style/css'),
          screen('/style/javascript'),
          screen('/style/vue'),
          screen('/uilib/ui'),
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
          screen('/apply/applyList'),
          screen('/apply/open-list'),
          screen('/apply/open-task-list'),
          screen('/apply/resource-list'),
          screen('/apply/menu-list'),
          screen('/apply/verification'),
          screen('/apply/applyConfigList'),
        ],
      },
      {
        identity: 'UC_CONFIG',
        title: 'Configuration',
        children: [
          screen('/config/domain-list'),
          screen('/config/project-config'),
          screen('/config/parameter-config'),
          screen('/config/translations'),
          screen('/code/:code'),
        ],
      },
      {
        identity: 'UC_REPORT_PAGES',
        title: 'Report pages',
        children: [screen('/report/myReport'), screen('/report/reportCenter')],
      },
    ],
  },
  {
    identity: 'UC_MESSAGES',
    title: 'Messages',
    icon: 'notification',
    children: [
      {
        identity: 'UC_MESSAGE_PAGES',
        title: 'Announcements',
        children: [screen('/message/publish'), screen('/message/published')],
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

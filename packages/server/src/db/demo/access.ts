import { DEMO_MENUS, menuIdentities, type DemoMenu } from './menus';

/** Resources, roles, their permissions and data permissions of the demo organisation. */
export interface DemoResource {
  app: string;
  type: 'OPERATION' | 'REPORT';
  code: string;
  name: string;
  parent?: string;
  url?: string;
}

const op = (app: string, code: string, name: string, parent?: string): DemoResource => ({
  app,
  type: 'OPERATION',
  code,
  name,
  parent,
});
/** A report opens its app's page; `url` gives one its own (the user centre's are the hub's). */
const report = (
  app: string,
  code: string,
  name: string,
  parent?: string,
  url?: string,
): DemoResource => ({
  app,
  type: 'REPORT',
  code,
  name,
  parent,
  url: parent ? (url ?? `/examples/child-app/?app=${app}&report=${code}`) : undefined,
});

/** Parents first. `UC_OP_TRANSLATE` is the translator permission (api-contract.md §7.8). */
export const DEMO_RESOURCES: DemoResource[] = [
  op('UC', 'UC_OP_USER', 'User operations'),
  op('UC', 'UC_OP_USER_EDIT', 'Edit users', 'UC_OP_USER'),
  op('UC', 'UC_OP_USER_UNLOCK', 'Unlock users', 'UC_OP_USER'),
  op('UC', 'UC_OP_UNIT', 'Unit operations'),
  op('UC', 'UC_OP_UNIT_EDIT', 'Edit units', 'UC_OP_UNIT'),
  op('UC', 'UC_OP_TRANSLATE', 'Edit translations'),
  report('UC', 'UC_RPT_LOGIN', 'Login statistics'),
  report('UC', 'UC_RPT_LOGIN_DAILY', 'Daily sign-ins', 'UC_RPT_LOGIN', '/report/daily-sign-ins'),
  op('GC', 'GC_OP_ROOM', 'Room operations'),
  op('GC', 'GC_OP_ROOM_BLOCK', 'Block rooms', 'GC_OP_ROOM'),
  op('GC', 'GC_OP_PRICE', 'Change prices'),
  report('GC', 'GC_RPT_REVENUE', 'Revenue'),
  report('GC', 'GC_RPT_REVENUE_DAILY', 'Daily revenue', 'GC_RPT_REVENUE'),
  report('GC', 'GC_RPT_REVENUE_MONTHLY', 'Monthly revenue', 'GC_RPT_REVENUE'),
  report('GC', 'GC_RPT_OCCUPANCY', 'Occupancy'),
  report('GC', 'GC_RPT_OCCUPANCY_DAILY', 'Daily occupancy', 'GC_RPT_OCCUPANCY'),
];

export interface DemoRole {
  unit: string;
  code: string;
  descript: string;
  group?: string;
  template?: boolean;
  children?: string[];
  /** Units below the owner that may give the role to their users. */
  dispatchTo?: string[];
  /** Departments of the owner unit that hold the role. */
  departments?: string[];
  /** Menu identities per app (ancestors are shown with their granted descendants). */
  menus: Record<string, string[]>;
  /** Resource codes per app. */
  resources: Record<string, string[]>;
}

const all = (app: string) => menuIdentities(DEMO_MENUS[app] ?? []);
const allResources = (app: string) =>
  DEMO_RESOURCES.filter((r) => r.app === app).map((r) => r.code);
const subtree = (app: string, identity: string): string[] => {
  const find = (list: DemoMenu[]): string[] => {
    for (const menu of list) {
      if (menu.identity === identity) return menuIdentities([menu]);
      const found = find(menu.children ?? []);
      if (found.length) return found;
    }
    return [];
  };
  return find(DEMO_MENUS[app] ?? []);
};

/** Parents before the roles that name them as children. */
export const DEMO_ROLES: DemoRole[] = [
  {
    unit: 'PLATFORM',
    code: 'PLATFORM_ADMIN',
    descript: 'Platform administrator',
    group: 'ADMIN',
    menus: { UC: all('UC'), GC: all('GC') },
    resources: { UC: allResources('UC'), GC: allResources('GC') },
  },
  {
    unit: 'PLATFORM',
    code: 'TRANSLATOR',
    descript: 'Translator',
    group: 'SUPPORT',
    menus: { UC: [...subtree('UC', 'UC_HELP'), 'UC_KV_TRANSLATIONS'] },
    resources: { UC: ['UC_OP_TRANSLATE'] },
  },
  {
    unit: 'G001',
    code: 'REPORT_VIEWER',
    descript: 'Report viewer',
    group: 'REPORTS',
    menus: { GC: subtree('GC', 'GC_REPORTS'), UC: ['UC_REPORTS'] },
    resources: { GC: ['GC_RPT_REVENUE', 'GC_RPT_REVENUE_DAILY', 'GC_RPT_OCCUPANCY'], UC: [] },
  },
  {
    unit: 'G001',
    code: 'GROUP_ADMIN',
    descript: 'Group administrator',
    group: 'ADMIN',
    children: ['REPORT_VIEWER'],
    menus: {
      UC: [
        ...subtree('UC', 'UC_ORG'),
        'UC_ROLE_LIST',
        'UC_LOGIN_LOG',
        'UC_AUDIT_TRAIL',
        'UC_PARAMETER_CONFIG',
        ...subtree('UC', 'UC_MESSAGES'),
      ],
      GC: all('GC'),
    },
    resources: { UC: ['UC_OP_USER', 'UC_OP_USER_EDIT', 'UC_OP_USER_UNLOCK'], GC: [] },
  },
  {
    // Sends announcements to the group's staff and follows who read them; administers nothing else.
    unit: 'G001',
    code: 'COMMUNICATIONS',
    descript: 'Communications',
    group: 'ADMIN',
    menus: { UC: subtree('UC', 'UC_MESSAGES') },
    resources: {},
  },
  {
    unit: 'G001',
    code: 'HOTEL_STAFF',
    descript: 'Hotel staff (template)',
    group: 'HOTEL',
    template: true,
    children: ['REPORT_VIEWER'],
    dispatchTo: ['H001', 'H002', 'H003'],
    menus: { GC: subtree('GC', 'GC_FRONT'), UC: subtree('UC', 'UC_HELP') },
    resources: { GC: ['GC_OP_ROOM'] },
  },
  {
    unit: 'H001',
    code: 'NIGHT_AUDIT',
    descript: 'Night audit',
    group: 'HOTEL',
    departments: ['NIGHT'],
    menus: { GC: ['GC_NIGHT_AUDIT', ...subtree('GC', 'GC_DAILY')] },
    resources: { GC: ['GC_RPT_REVENUE_DAILY'] },
  },
  {
    unit: 'H001',
    code: 'FRONT_OFFICE',
    descript: 'Front office',
    group: 'HOTEL',
    departments: ['FRONT'],
    menus: { GC: subtree('GC', 'GC_FRONT') },
    resources: {},
  },
];

/** Menus and resources granted to a user directly, in the home unit. */
export const DEMO_USER_GRANTS = [
  {
    unit: 'H001',
    user: 'frontdesk',
    app: 'UC',
    menus: ['UC_REPORTS', 'UC_MY_REPORTS'],
    resources: ['UC_RPT_LOGIN'],
  },
];

/** Custom data permissions (product.md §6): auth groups, contents and user grants. */
export const DEMO_DATA_AUTH = [
  {
    unit: 'G001',
    code: 'HOTELS',
    name: 'Hotels of the group',
    app: 'GC',
    contents: [
      ['H001', 'Harbour Hotel Shanghai'],
      ['H002', 'Harbour Hotel Hangzhou'],
      ['H003', 'Harbour Hotel Guangzhou'],
    ],
    grants: [
      { user: 'groupadmin', content: null, scope: 'unit' },
      { user: 'frontdesk', unit: 'H001', content: 'H001', scope: 'degree' },
    ],
  },
  {
    unit: 'PLATFORM',
    code: 'CHANNELS',
    name: 'Sales channels',
    app: 'DSPLAT',
    contents: [
      ['OTA', 'Online travel agencies'],
      ['DIRECT', 'Direct sales'],
    ],
    grants: [{ user: 'admin', content: null, scope: 'system' }],
  },
] as const;

import type { Flag } from '@portico/sdk';
import type { AdminUnitType } from '@portico/sdk/contract';

/** The demo organisation of DESIGN.md "Defaults": apps, units, areas and departments. */
export const DEMO_PASSWORD = 'Portico#2026';

export interface DemoApp {
  code: string;
  descript: string;
  /** Null: the app has no address, shown as 'no matched address' (product.md §2.7). */
  href: string | null;
  sso: Flag;
}

export interface DemoUnit {
  code: string;
  descript: string;
  type: AdminUnitType;
  parent: string | null;
  /** Code of an area of the parent unit. */
  area?: string;
  theme?: string;
  /** Codes of the apps granted to the unit; `false` keeps a grant that is switched off. */
  apps: Record<string, boolean> | 'all';
}

/**
 * An origin from the environment: '' when unset (the request's own origin), else the origin of
 * the http(s) URL given. A typo fails the start instead of registering a broken address.
 */
export function originSetting(value: string | undefined, name: string): string {
  if (!value?.trim()) return '';
  let url: URL | null = null;
  try {
    url = new URL(value.trim());
  } catch {
    // reported below
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new Error(
      `${name} must be an http(s) origin such as http://127.0.0.1:8080 (got ${value})`,
    );
  }
  return url.origin;
}

/**
 * PORTICO_EXAMPLES_ORIGIN: where the example child apps are registered. Another host than the
 * hub's (localhost vs 127.0.0.1 will do) makes single sign-on really cross hosts, since the token
 * cookie is per host. Unset, their hrefs stay relative: the hub's own origin. Read on every start.
 */
export const EXAMPLES_ORIGIN = originSetting(
  process.env.PORTICO_EXAMPLES_ORIGIN,
  'PORTICO_EXAMPLES_ORIGIN',
);

/**
 * The demo's other host: PORTICO_EXAMPLES_ORIGIN when set, else 127.0.0.1 on the server's port,
 * another host name of this machine than the `localhost` the start message prints. DEMO_REMOTE
 * lives there out of the box, so the demo shows single sign-on across hosts without settings.
 */
export function otherHostOrigin(env: NodeJS.ProcessEnv = process.env): string {
  const configured = originSetting(env.PORTICO_EXAMPLES_ORIGIN, 'PORTICO_EXAMPLES_ORIGIN');
  return configured || `http://127.0.0.1:${env.PORT || 8080}`;
}

const child = (code: string) => `/examples/child-app/?app=${code}`;

/** The example child apps (examples/child-app): DEMO_CHILD, and DEMO_FRAME for the shell's frame. */
export function exampleApps(origin: string): DemoApp[] {
  return [
    {
      code: 'DEMO_CHILD',
      descript: 'Demo Child App',
      href: `${origin}/examples/child-app/`,
      sso: 'T',
    },
    {
      code: 'DEMO_FRAME',
      descript: 'Demo Framed Child',
      href: `${origin}/examples/child-app/frame/`,
      sso: 'T',
    },
  ];
}

const [DEMO_CHILD_APP, DEMO_FRAME_APP] = exampleApps(EXAMPLES_ORIGIN) as [DemoApp, DemoApp];

/** The example child app on the other host (examples/child-app/remote). */
export function remoteExampleApp(origin: string): DemoApp {
  return {
    code: 'DEMO_REMOTE',
    descript: 'Demo Child App (other host)',
    href: `${origin}/examples/child-app/remote/`,
    sso: 'T',
  };
}

/**
 * The example apps as this start registers them: their hrefs follow the current PORT and the
 * origin settings on every start (seed.ts writes them again), not the ones of the first start.
 */
export function currentExampleApps(env: NodeJS.ProcessEnv = process.env): DemoApp[] {
  const examples = originSetting(env.PORTICO_EXAMPLES_ORIGIN, 'PORTICO_EXAMPLES_ORIGIN');
  return [...exampleApps(examples), remoteExampleApp(otherHostOrigin(env))];
}

/**
 * The application codes of product.md §2.7, plus the example child apps; array order = sort.
 * DEMO_FRAME comes last so that adding it moved no existing app's sort; only PLATFORM (every
 * app) is granted it.
 */
export const DEMO_APPS: DemoApp[] = [
  DEMO_CHILD_APP,
  { code: 'SSO', descript: 'Single Sign-On Hub', href: '/sso', sso: 'T' },
  { code: 'UC', descript: 'User Centre', href: '/login', sso: 'T' },
  { code: 'USERM', descript: 'User Management', href: child('USERM'), sso: 'T' },
  { code: 'GC', descript: 'Group Cloud Console', href: child('GC'), sso: 'T' },
  { code: 'GCYM', descript: 'Group Revenue Management', href: null, sso: 'T' },
  { code: 'WK', descript: 'Work Orders', href: child('WK'), sso: 'T' },
  { code: 'GCMAINT', descript: 'Group Maintenance', href: null, sso: 'T' },
  { code: 'OPS', descript: 'Operations Centre', href: child('OPS'), sso: 'F' },
  { code: 'DATACENTER', descript: 'Data Centre', href: child('DATACENTER'), sso: 'T' },
  { code: 'DSPLAT', descript: 'Distribution Platform', href: null, sso: 'F' },
  { code: 'WPA', descript: 'Workplace Assistant', href: child('WPA'), sso: 'T' },
  { code: 'COUPON', descript: 'Coupons and Vouchers', href: child('COUPON'), sso: 'T' },
  { code: 'PANCAKE', descript: 'Catering Point of Sale', href: null, sso: 'F' },
  { code: 'KFPLAT', descript: 'Customer Service Platform', href: child('KFPLAT'), sso: 'T' },
  // Switched off for every unit: /sso/check and /sso/available refuse it even where it is granted.
  { code: 'LEGACY', descript: 'Legacy Reporting (disabled)', href: child('LEGACY'), sso: 'T' },
  DEMO_FRAME_APP,
  remoteExampleApp(otherHostOrigin()),
];
/** Apps whose status is 'disabled'. */
export const DISABLED_APPS = ['LEGACY'];

const grant = (codes: string[], off: string[] = []) =>
  Object.fromEntries([...codes.map((c) => [c, true]), ...off.map((c) => [c, false])]);
const BASIC = ['DEMO_CHILD', 'DEMO_REMOTE', 'SSO', 'UC'];

/** Parents come before children: rows are inserted in this order. */
export const DEMO_UNITS: DemoUnit[] = [
  { code: 'PLATFORM', descript: 'Portico Platform', type: 'COMPAN', parent: null, apps: 'all' },
  {
    code: 'G001',
    descript: 'Harbour Hotels Group',
    type: 'COMPAN',
    parent: 'PLATFORM',
    theme: 'harbour',
    apps: grant([...BASIC, 'USERM', 'GC', 'GCYM', 'DATACENTER', 'OPS', 'LEGACY']),
  },
  {
    code: 'H001',
    descript: 'Harbour Hotel Shanghai',
    type: 'HOTEL',
    parent: 'G001',
    area: 'EAST',
    // OPS (sso F), UC and the switched-off DATACENTER show what the launcher leaves out.
    apps: grant([...BASIC, 'GC', 'GCYM', 'WK', 'COUPON', 'OPS', 'LEGACY'], ['DATACENTER']),
  },
  {
    code: 'H002',
    descript: 'Harbour Hotel Hangzhou',
    type: 'HOTEL',
    parent: 'G001',
    area: 'EAST',
    apps: grant([...BASIC, 'GC', 'WK']),
  },
  {
    code: 'H003',
    descript: 'Harbour Hotel Guangzhou',
    type: 'HOTEL',
    parent: 'G001',
    area: 'SOUTH',
    apps: grant([...BASIC, 'GC']),
  },
  {
    code: 'G002',
    descript: 'Summit Resorts Group',
    type: 'COMPAN',
    parent: 'PLATFORM',
    theme: 'summit',
    apps: grant([...BASIC, 'GC', 'WK', 'KFPLAT']),
  },
  {
    code: 'H101',
    descript: 'Summit Resort Sanya',
    type: 'HOTEL',
    parent: 'G002',
    area: 'ISLAND',
    apps: grant([...BASIC, 'GC', 'WK']),
  },
  {
    code: 'H102',
    descript: 'Summit Resort Lijiang',
    type: 'HOTEL',
    parent: 'G002',
    apps: grant([...BASIC, 'GC']),
  },
  {
    code: 'O001',
    descript: 'Blue Sky Travel',
    type: 'OTA',
    parent: 'PLATFORM',
    apps: grant([...BASIC, 'DSPLAT', 'COUPON']),
  },
  { code: 'O002', descript: 'Cloud Trip', type: 'OTA', parent: 'PLATFORM', apps: grant(BASIC) },
  {
    code: 'T001',
    descript: 'Sunrise Travel Agency',
    type: 'TRAVEL',
    parent: 'PLATFORM',
    apps: grant([...BASIC, 'COUPON']),
  },
  { code: 'T002', descript: 'Maple Tours', type: 'TRAVEL', parent: 'PLATFORM', apps: grant(BASIC) },
  {
    code: 'S001',
    descript: 'Fresh Linen Supply',
    type: 'SUPPLI',
    parent: 'PLATFORM',
    apps: grant([...BASIC, 'WK', 'PANCAKE']),
  },
  {
    code: 'S002',
    descript: 'Bright Amenities',
    type: 'SUPPLI',
    parent: 'PLATFORM',
    apps: grant(BASIC),
  },
  {
    code: 'D001',
    descript: 'Coastal Distribution',
    type: 'DISTRI',
    parent: 'PLATFORM',
    apps: grant([...BASIC, 'DSPLAT']),
  },
  {
    code: 'D002',
    descript: 'Metro Channel',
    type: 'DISTRI',
    parent: 'PLATFORM',
    apps: grant(BASIC),
  },
  {
    code: 'A001',
    descript: 'Harbour Alliance',
    type: 'ALLIAN',
    parent: 'PLATFORM',
    apps: grant(BASIC),
  },
  {
    code: 'A002',
    descript: 'Open Hotel Alliance',
    type: 'ALLIAN',
    parent: 'PLATFORM',
    apps: grant(BASIC),
  },
];

export const DEMO_AREAS = [
  { unit: 'G001', code: 'EAST', descript: 'East China' },
  { unit: 'G001', code: 'SOUTH', descript: 'South China' },
  { unit: 'G002', code: 'ISLAND', descript: 'Island resorts' },
];

export interface DemoDepartment {
  unit: string;
  code: string;
  name: string;
  parent?: string;
}

/** Department trees; parents first. */
export const DEMO_DEPARTMENTS: DemoDepartment[] = [
  { unit: 'PLATFORM', code: 'OPS', name: 'Platform Operations' },
  { unit: 'PLATFORM', code: 'SUPPORT', name: 'Support', parent: 'OPS' },
  { unit: 'PLATFORM', code: 'SECURITY', name: 'Security', parent: 'OPS' },
  { unit: 'PLATFORM', code: 'L10N', name: 'Localisation', parent: 'SUPPORT' },
  { unit: 'G001', code: 'OFFICE', name: 'Group Office' },
  { unit: 'G001', code: 'FINANCE', name: 'Finance', parent: 'OFFICE' },
  { unit: 'G001', code: 'HR', name: 'Human Resources', parent: 'OFFICE' },
  { unit: 'H001', code: 'FRONT', name: 'Front Office' },
  { unit: 'H001', code: 'RECEPTION', name: 'Reception', parent: 'FRONT' },
  { unit: 'H001', code: 'NIGHT', name: 'Night Shift', parent: 'RECEPTION' },
  { unit: 'H001', code: 'HOUSEKEEPING', name: 'Housekeeping' },
  { unit: 'H002', code: 'MGMT', name: 'Management' },
  { unit: 'H002', code: 'FRONT', name: 'Front Office' },
  { unit: 'G002', code: 'OFFICE', name: 'Resort Office' },
  { unit: 'O001', code: 'RES', name: 'Reservations' },
  { unit: 'S001', code: 'SALES', name: 'Sales' },
  { unit: 'T001', code: 'DESK', name: 'Travel Desk' },
  { unit: 'D001', code: 'CHANNEL', name: 'Channel Management' },
];

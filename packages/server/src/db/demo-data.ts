import type { Flag } from '@portico/sdk';
import type { UnitType } from './schema';

/** The demo organisation of DESIGN.md "Defaults"; README lists the accounts. */
export const DEMO_PASSWORD = 'Portico#2026';

export interface DemoUnit {
  code: string;
  descript: string;
  type: UnitType;
  parent: string | null;
  /** Codes of the apps granted to the unit; `false` keeps a grant that is switched off. */
  apps: Record<string, boolean> | 'all';
}

export interface DemoUser {
  unitCode: string;
  userCode: string;
  name: string;
  description: string;
  deptName?: string;
  email?: string;
  firstLogin?: Flag;
  isBackdoor?: Flag;
  canUseBackdoor?: Flag;
}

export interface DemoApp {
  code: string;
  descript: string;
  /** Null: the app has no address, shown as 'no matched address' (product.md §2.7). */
  href: string | null;
  sso: Flag;
}

const child = (code: string) => `/examples/child-app/?app=${code}`;

/** The application codes of product.md §2.7, plus the example child app; array order = sort. */
export const DEMO_APPS: DemoApp[] = [
  { code: 'DEMO_CHILD', descript: 'Demo Child App', href: '/examples/child-app/', sso: 'T' },
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
];

const grant = (codes: string[], off: string[] = []) =>
  Object.fromEntries([...codes.map((c) => [c, true]), ...off.map((c) => [c, false])]);

/** Parents come before children: rows are inserted in this order. */
export const DEMO_UNITS: DemoUnit[] = [
  { code: 'PLATFORM', descript: 'Portico Platform', type: 'COMPAN', parent: null, apps: 'all' },
  {
    code: 'G001',
    descript: 'Harbour Hotels Group',
    type: 'COMPAN',
    parent: 'PLATFORM',
    apps: grant(['DEMO_CHILD', 'SSO', 'UC', 'USERM', 'GC', 'GCYM', 'DATACENTER', 'OPS']),
  },
  {
    code: 'H001',
    descript: 'Harbour Hotel Shanghai',
    type: 'HOTEL',
    parent: 'G001',
    // OPS (sso F), UC and the switched-off DATACENTER show what the launcher leaves out.
    apps: grant(['DEMO_CHILD', 'SSO', 'UC', 'GC', 'GCYM', 'WK', 'COUPON', 'OPS'], ['DATACENTER']),
  },
  {
    code: 'H002',
    descript: 'Harbour Hotel Hangzhou',
    type: 'HOTEL',
    parent: 'G001',
    apps: grant(['DEMO_CHILD', 'SSO', 'UC', 'GC', 'WK']),
  },
  {
    code: 'O001',
    descript: 'Blue Sky Travel',
    type: 'OTA',
    parent: 'PLATFORM',
    apps: grant(['DEMO_CHILD', 'SSO', 'UC', 'DSPLAT', 'COUPON']),
  },
  {
    code: 'S001',
    descript: 'Fresh Linen Supply',
    type: 'SUPPLI',
    parent: 'PLATFORM',
    apps: grant(['DEMO_CHILD', 'SSO', 'UC', 'WK', 'PANCAKE']),
  },
];

export const DEMO_USERS: DemoUser[] = [
  {
    unitCode: 'PLATFORM',
    userCode: 'admin',
    name: 'Platform Administrator',
    description: 'platform administrator, every app',
    deptName: 'Platform Operations',
    email: 'admin@portico.example',
    canUseBackdoor: 'T',
  },
  {
    unitCode: 'PLATFORM',
    userCode: 'support',
    name: 'Support Engineer',
    description: 'backdoor user (no forced password change)',
    deptName: 'Support',
    isBackdoor: 'T',
    canUseBackdoor: 'T',
  },
  {
    unitCode: 'G001',
    userCode: 'groupadmin',
    name: 'Group Administrator',
    description: 'hotel group administrator',
    deptName: 'Group Office',
  },
  {
    unitCode: 'H001',
    userCode: 'frontdesk',
    name: 'Front Desk',
    description: 'hotel user',
    deptName: 'Front Office',
    email: 'frontdesk@harbour.example',
  },
  {
    unitCode: 'H001',
    userCode: 'newhire',
    name: 'New Hire',
    description: 'must change the password at first login',
    deptName: 'Front Office',
    firstLogin: 'T',
  },
  {
    unitCode: 'H002',
    userCode: 'manager',
    name: 'Hotel Manager',
    description: 'hotel manager',
    deptName: 'Management',
  },
  {
    unitCode: 'O001',
    userCode: 'agent',
    name: 'Reservation Agent',
    description: 'online travel agency user',
    deptName: 'Reservations',
  },
  {
    unitCode: 'S001',
    userCode: 'supplier',
    name: 'Supply Coordinator',
    description: 'supplier user',
    deptName: 'Sales',
  },
];

export interface DemoAccount {
  unitCode: string;
  userCode: string;
  password: string;
  description: string;
}

/** Sign-in details of every demo user, for main.ts, README and tests. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = DEMO_USERS.map((u) => ({
  unitCode: u.unitCode,
  userCode: u.userCode,
  password: DEMO_PASSWORD,
  description: u.description,
}));

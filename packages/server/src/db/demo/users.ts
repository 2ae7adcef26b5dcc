import type { Flag } from '@portico/sdk';

/** Demo users in every state of product.md §4; README lists the accounts. */
export interface DemoUser {
  unitCode: string;
  userCode: string;
  name: string;
  description: string;
  /** Department code in the home unit. */
  dept?: string;
  email?: string;
  mobile?: string;
  firstLogin?: Flag;
  isBackdoor?: Flag;
  canUseBackdoor?: Flag;
  status?: 'enabled' | 'disabled';
  /** Locked until an administrator unlocks. */
  locked?: boolean;
  /** The use period ended yesterday. */
  expired?: boolean;
  isSupplierAdmin?: Flag;
  useDeptRole?: Flag;
  pmsAccount?: string;
  sex?: 'male' | 'female';
  /** Administrator of these units (user–unit relation isAdmin). */
  adminOf?: string[];
  /** Units other than the home unit the user may switch to. */
  loginUnits?: string[];
  /** Role codes: `CODE` in the home unit, or `UNIT:CODE` in another unit. */
  roles?: string[];
}

export const DEMO_USERS: DemoUser[] = [
  {
    unitCode: 'PLATFORM',
    userCode: 'admin',
    name: 'Platform Administrator',
    description: 'platform administrator, every app',
    dept: 'OPS',
    email: 'admin@portico.example',
    canUseBackdoor: 'T',
    adminOf: ['PLATFORM'],
    roles: ['PLATFORM_ADMIN', 'TRANSLATOR'],
  },
  {
    unitCode: 'PLATFORM',
    userCode: 'support',
    name: 'Support Engineer',
    description: 'backdoor user (no forced password change)',
    dept: 'SUPPORT',
    isBackdoor: 'T',
    canUseBackdoor: 'T',
    roles: ['PLATFORM_ADMIN'],
  },
  {
    unitCode: 'PLATFORM',
    userCode: 'translator',
    name: 'Localisation Editor',
    description: 'translator permission (kv translation batch)',
    dept: 'L10N',
    email: 'l10n@portico.example',
    roles: ['TRANSLATOR'],
  },
  {
    unitCode: 'G001',
    userCode: 'groupadmin',
    name: 'Group Administrator',
    description: 'hotel group administrator, may switch to its hotels',
    dept: 'OFFICE',
    email: 'groupadmin@harbour.example',
    adminOf: ['G001'],
    loginUnits: ['H001', 'H002', 'H003'],
    roles: ['GROUP_ADMIN', 'H001:HOTEL_STAFF'],
  },
  {
    unitCode: 'G001',
    userCode: 'comms',
    name: 'Communications Officer',
    description: 'sends announcements to the group and its hotels; administers nothing else',
    roles: ['COMMUNICATIONS'],
  },
  {
    unitCode: 'H001',
    userCode: 'frontdesk',
    name: 'Front Desk',
    description: 'hotel user, PMS account FD001',
    dept: 'FRONT',
    email: 'frontdesk@harbour.example',
    mobile: '13800000001',
    pmsAccount: 'FD001',
    sex: 'female',
    roles: ['HOTEL_STAFF'],
  },
  {
    unitCode: 'H001',
    userCode: 'newhire',
    name: 'New Hire',
    description: 'must change the password at first login',
    dept: 'RECEPTION',
    firstLogin: 'T',
    roles: ['HOTEL_STAFF'],
  },
  {
    unitCode: 'H001',
    userCode: 'nightaudit',
    name: 'Night Auditor',
    description: 'holds the roles of its department (use-department-role)',
    dept: 'NIGHT',
    useDeptRole: 'T',
  },
  {
    unitCode: 'H001',
    userCode: 'leaver',
    name: 'Former Employee',
    description: 'disabled account',
    dept: 'HOUSEKEEPING',
    status: 'disabled',
  },
  {
    unitCode: 'H001',
    userCode: 'contractor',
    name: 'Seasonal Contractor',
    description: 'use period expired',
    dept: 'HOUSEKEEPING',
    expired: true,
  },
  {
    unitCode: 'H002',
    userCode: 'manager',
    name: 'Hotel Manager',
    description: 'hotel manager, unit with repeat-login policy on',
    dept: 'MGMT',
    adminOf: ['H002'],
    roles: ['HOTEL_STAFF'],
  },
  {
    unitCode: 'H002',
    userCode: 'duty',
    name: 'Duty Manager',
    description: 'exempt from the repeat-login policy (exception user)',
    dept: 'MGMT',
  },
  {
    unitCode: 'H002',
    userCode: 'lockedout',
    name: 'Locked Receptionist',
    description: 'locked until an administrator unlocks',
    dept: 'FRONT',
    locked: true,
  },
  {
    unitCode: 'G002',
    userCode: 'summitadmin',
    name: 'Summit Administrator',
    description: 'second hotel group administrator',
    dept: 'OFFICE',
    adminOf: ['G002'],
    loginUnits: ['H101', 'H102'],
  },
  {
    unitCode: 'O001',
    userCode: 'agent',
    name: 'Reservation Agent',
    description: 'online travel agency user',
    dept: 'RES',
  },
  {
    unitCode: 'T001',
    userCode: 'traveldesk',
    name: 'Travel Desk Agent',
    description: 'travel agent user',
    dept: 'DESK',
  },
  {
    unitCode: 'S001',
    userCode: 'supplier',
    name: 'Supply Coordinator',
    description: 'supplier administrator',
    dept: 'SALES',
    isSupplierAdmin: 'T',
  },
  {
    unitCode: 'D001',
    userCode: 'distributor',
    name: 'Channel Manager',
    description: 'SMS validation on: the code is printed with the outbox',
    dept: 'CHANNEL',
    mobile: '13800000002',
  },
  {
    unitCode: 'T002',
    userCode: 'maple',
    name: 'Maple Agent',
    description: 'IP whitelist on (loopback and private networks)',
  },
  {
    unitCode: 'A001',
    userCode: 'alliance',
    name: 'Alliance Coordinator',
    description: 'alliance user',
  },
];

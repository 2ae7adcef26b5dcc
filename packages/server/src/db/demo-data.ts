/** The demo organisation of DESIGN.md "Defaults" (files under demo/); README lists the accounts. */
import { DEMO_PASSWORD } from './demo/org';
import { DEMO_USERS } from './demo/users';

export { DEMO_APPS, DEMO_AREAS, DEMO_DEPARTMENTS, DEMO_PASSWORD, DEMO_UNITS } from './demo/org';
export type { DemoApp, DemoDepartment, DemoUnit } from './demo/org';
export { DEMO_USERS } from './demo/users';
export type { DemoUser } from './demo/users';

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

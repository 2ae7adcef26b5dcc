import type { CallDecl } from '../call';
import { DEPARTMENT_CALLS } from './departments';
import { UNIT_CALLS } from './units';
import { USER_CALLS } from './users';
import { SECURITY_CALLS } from './security';
import { ROLE_CALLS } from './roles';

/** Every declared call, by domain (each domain's file keys its calls by name). */
export const CALLS = {
  units: UNIT_CALLS,
  departments: DEPARTMENT_CALLS,
  users: USER_CALLS,
  roles: ROLE_CALLS,
  security: SECURITY_CALLS,
} as const;

/** The same declarations as one list, for whoever iterates them (OpenAPI, README, matrix). */
export const CALL_LIST: readonly CallDecl[] = Object.values(CALLS).flatMap((domain): CallDecl[] =>
  Object.values(domain),
);

export { DEPARTMENT_CALLS, ROLE_CALLS, SECURITY_CALLS, UNIT_CALLS, USER_CALLS };

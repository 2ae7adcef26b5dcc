import { APP_ACCESS_CALLS } from '@portico/sdk/contract';
import { declaredRows, rowOf } from './call-fixtures';
import { DIAGNOSIS_FIXTURE } from './app-access';
import type { MatrixRow } from './context';
import { APP_FIXTURES } from './apps';
import { DEPARTMENT_FIXTURES } from './departments';
import { MENU_FIXTURES } from './menus';
import { REPORT_FIXTURES } from './reports';
import { ROLE_FIXTURES } from './roles';
import { SECURITY_FIXTURES } from './security';
import { MFA_FIXTURES } from './mfa';
import { STYLE_FIXTURES } from './styles';
import { TAG_FIXTURES } from './tags';
import { UNIT_FIXTURES } from './units';
import { USER_FIXTURES } from './users';
import { USER_SESSION_FIXTURES } from './user-sessions';
import { CONFIG_FIXTURES } from './config';
import { OIDC_FIXTURES } from './oidc';
import { UPSTREAM_IDP_FIXTURES } from './upstream-idp';
import { USER_RELATION_FIXTURES } from './user-relations';
import { DATA_AUTH_FIXTURES } from './data-auth';
import { AUDIT_FIXTURES } from './audit';

/**
 * Every row of the authorization matrix (modules/admin/admin-matrix.test.ts, admin-bad-input.test.ts):
 * every declared administration call with its fixture, those of the administration domains and the
 * one declared among the app-access calls.
 */
export const ADMIN_MATRIX_ROWS: MatrixRow[] = [
  ...declaredRows({
    units: UNIT_FIXTURES,
    departments: DEPARTMENT_FIXTURES,
    users: USER_FIXTURES,
    userSessions: USER_SESSION_FIXTURES,
    roles: ROLE_FIXTURES,
    security: SECURITY_FIXTURES,
    mfaAdmin: MFA_FIXTURES,
    config: CONFIG_FIXTURES,
    styles: STYLE_FIXTURES,
    apps: APP_FIXTURES,
    menus: MENU_FIXTURES,
    reports: REPORT_FIXTURES,
    tags: TAG_FIXTURES,
    oidc: OIDC_FIXTURES,
    upstream: UPSTREAM_IDP_FIXTURES,
    userRelations: USER_RELATION_FIXTURES,
    dataAuth: DATA_AUTH_FIXTURES,
    audit: AUDIT_FIXTURES,
  }),
  rowOf(APP_ACCESS_CALLS.diagnosis, DIAGNOSIS_FIXTURE),
];

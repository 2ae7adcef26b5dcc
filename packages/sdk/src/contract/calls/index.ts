import type { CallDecl } from '../call';
import { APP_ACCESS_CALLS } from './app-access';
import { APP_CALLS } from './apps';
import { AUDIT_CALLS } from './audit';
import { DATA_AUTH_CALLS } from './custom-data-auth';
import { DEPARTMENT_CALLS } from './departments';
import { LAUNCHER_CALLS } from './launcher';
import { LOGIN_CALLS } from './login';
import { MESSAGE_CALLS, MESSAGE_PUBLISH_CALLS } from './messages';
import { MENU_CALLS } from './menus';
import { MY_REPORT_CALLS } from './my-reports';
import { ORG_CALLS } from './org';
import { RECOVERY_CALLS } from './recovery';
import { REPORT_CALLS } from './reports';
import { RESOURCE_CALLS } from './resources';
import { SELF_CALLS } from './self';
import { SELF_SESSION_CALLS, USER_SESSION_CALLS } from './self-sessions';
import { ROLE_CALLS } from './roles';
import { SECURITY_CALLS } from './security';
import { SSO_CALLS } from './sso';
import { PASSKEY_CALLS } from './passkeys';
import { SSO_TOKEN_CALLS } from './sso-tokens';
import { STYLE_CALLS, STYLE_FILE_CALLS } from './styles';
import { LOGO_CALLS } from './logos';
import { DOMAIN_CALLS } from './domains';
import { APP_CONFIG_CALLS } from './app-config';
import { UPSTREAM_SIGN_IN_CALLS } from './upstream-sign-in';
import { TAG_CALLS } from './tags';
import { THIRD_PLATFORM_CALLS } from './third-platform';
import { TRANSLATION_CALLS } from './translations';
import { UNIT_CALLS } from './units';
import { USER_CODE_CALLS, USER_RELATION_CALLS } from './user-relations';
import { USER_CALLS } from './users';
import { CONFIG_CALLS } from './config';
import { OIDC_CLIENT_CALLS } from './oidc';
import { UPSTREAM_IDP_CALLS } from './upstream-idp';
import { MFA_ADMIN_CALLS, MFA_CALLS } from './mfa';

/**
 * The administration calls by domain, typed by reference: declarations then name each domain's
 * calls once instead of writing every call out again here.
 */
export interface AdminCalls {
  readonly units: typeof UNIT_CALLS;
  readonly departments: typeof DEPARTMENT_CALLS;
  readonly users: typeof USER_CALLS;
  readonly userSessions: typeof USER_SESSION_CALLS;
  readonly roles: typeof ROLE_CALLS;
  readonly security: typeof SECURITY_CALLS;
  readonly config: typeof CONFIG_CALLS;
  readonly styles: typeof STYLE_CALLS;
  readonly apps: typeof APP_CALLS;
  readonly menus: typeof MENU_CALLS;
  readonly reports: typeof REPORT_CALLS;
  readonly tags: typeof TAG_CALLS;
  readonly oidc: typeof OIDC_CLIENT_CALLS;
  readonly upstream: typeof UPSTREAM_IDP_CALLS;
  readonly userRelations: typeof USER_RELATION_CALLS;
  readonly dataAuth: typeof DATA_AUTH_CALLS;
  readonly mfaAdmin: typeof MFA_ADMIN_CALLS;
  readonly audit: typeof AUDIT_CALLS;
}

/**
 * The administration screens' calls, by domain (each domain's file keys its calls by name): the
 * authorization matrix makes every one of them as each kind of administrator.
 */
export const ADMIN_CALLS: AdminCalls = {
  units: UNIT_CALLS,
  departments: DEPARTMENT_CALLS,
  users: USER_CALLS,
  userSessions: USER_SESSION_CALLS,
  roles: ROLE_CALLS,
  security: SECURITY_CALLS,
  config: CONFIG_CALLS,
  styles: STYLE_CALLS,
  apps: APP_CALLS,
  menus: MENU_CALLS,
  reports: REPORT_CALLS,
  tags: TAG_CALLS,
  oidc: OIDC_CLIENT_CALLS,
  upstream: UPSTREAM_IDP_CALLS,
  userRelations: USER_RELATION_CALLS,
  dataAuth: DATA_AUTH_CALLS,
  mfaAdmin: MFA_ADMIN_CALLS,
  audit: AUDIT_CALLS,
};

/** Every declared call by domain, typed by reference like `AdminCalls`. */
export interface Calls extends AdminCalls {
  readonly userCodes: typeof USER_CODE_CALLS;
  readonly self: typeof SELF_CALLS;
  readonly selfSessions: typeof SELF_SESSION_CALLS;
  readonly org: typeof ORG_CALLS;
  readonly myReports: typeof MY_REPORT_CALLS;
  readonly translations: typeof TRANSLATION_CALLS;
  readonly sso: typeof SSO_CALLS;
  readonly passkeys: typeof PASSKEY_CALLS;
  readonly ssoTokens: typeof SSO_TOKEN_CALLS;
  readonly resources: typeof RESOURCE_CALLS;
  readonly launcher: typeof LAUNCHER_CALLS;
  readonly appAccess: typeof APP_ACCESS_CALLS;
  readonly login: typeof LOGIN_CALLS;
  readonly thirdPlatform: typeof THIRD_PLATFORM_CALLS;
  readonly recovery: typeof RECOVERY_CALLS;
  readonly styleFiles: typeof STYLE_FILE_CALLS;
  readonly logos: typeof LOGO_CALLS;
  readonly domains: typeof DOMAIN_CALLS;
  readonly appConfig: typeof APP_CONFIG_CALLS;
  readonly upstreamSignIn: typeof UPSTREAM_SIGN_IN_CALLS;
  readonly messages: typeof MESSAGE_CALLS;
  readonly messagePublishing: typeof MESSAGE_PUBLISH_CALLS;
  readonly mfa: typeof MFA_CALLS;
}

/** Every declared call, by domain: the administration calls and the others. */
export const CALLS: Calls = {
  ...ADMIN_CALLS,
  userCodes: USER_CODE_CALLS,
  self: SELF_CALLS,
  selfSessions: SELF_SESSION_CALLS,
  org: ORG_CALLS,
  myReports: MY_REPORT_CALLS,
  translations: TRANSLATION_CALLS,
  sso: SSO_CALLS,
  passkeys: PASSKEY_CALLS,
  ssoTokens: SSO_TOKEN_CALLS,
  resources: RESOURCE_CALLS,
  launcher: LAUNCHER_CALLS,
  appAccess: APP_ACCESS_CALLS,
  login: LOGIN_CALLS,
  thirdPlatform: THIRD_PLATFORM_CALLS,
  recovery: RECOVERY_CALLS,
  styleFiles: STYLE_FILE_CALLS,
  logos: LOGO_CALLS,
  domains: DOMAIN_CALLS,
  appConfig: APP_CONFIG_CALLS,
  upstreamSignIn: UPSTREAM_SIGN_IN_CALLS,
  messages: MESSAGE_CALLS,
  messagePublishing: MESSAGE_PUBLISH_CALLS,
  mfa: MFA_CALLS,
};

/** The same declarations as one list, for whoever iterates them (OpenAPI, README, matrix). */
export const CALL_LIST: readonly CallDecl[] = Object.values(CALLS).flatMap((domain): CallDecl[] =>
  Object.values(domain),
);

export {
  APP_ACCESS_CALLS,
  APP_CALLS,
  AUDIT_CALLS,
  CONFIG_CALLS,
  DATA_AUTH_CALLS,
  DEPARTMENT_CALLS,
  LAUNCHER_CALLS,
  LOGIN_CALLS,
  MENU_CALLS,
  MESSAGE_CALLS,
  MESSAGE_PUBLISH_CALLS,
  MFA_ADMIN_CALLS,
  MFA_CALLS,
  MY_REPORT_CALLS,
  OIDC_CLIENT_CALLS,
  ORG_CALLS,
  RECOVERY_CALLS,
  REPORT_CALLS,
  RESOURCE_CALLS,
  ROLE_CALLS,
  SECURITY_CALLS,
  SELF_CALLS,
  PASSKEY_CALLS,
  SELF_SESSION_CALLS,
  SSO_CALLS,
  SSO_TOKEN_CALLS,
  STYLE_CALLS,
  STYLE_FILE_CALLS,
  LOGO_CALLS,
  DOMAIN_CALLS,
  APP_CONFIG_CALLS,
  TAG_CALLS,
  THIRD_PLATFORM_CALLS,
  TRANSLATION_CALLS,
  UNIT_CALLS,
  UPSTREAM_IDP_CALLS,
  UPSTREAM_SIGN_IN_CALLS,
  USER_CALLS,
  USER_SESSION_CALLS,
  USER_CODE_CALLS,
  USER_RELATION_CALLS,
};
export type { SignedInSession } from './self-sessions';

import { registerMessages } from '../registry';
import { errors } from './areas/errors';
import { fixedMessages } from './areas/fixed-messages';
import { validation } from './areas/validation';
import { loginRules } from './areas/login-rules';
import { server } from './areas/server';
import { serverAdmin } from './areas/server-admin';
import { session } from './areas/session';
import { login } from './areas/login';
import { apps } from './areas/apps';
import { userBar } from './areas/user-bar';
import { ssoHub } from './areas/sso-hub';
import { ssoRules } from './areas/sso-rules';
import { links } from './areas/links';
import { common } from './areas/common';
import { adminRoutes } from './areas/admin-routes';
import { shell } from './areas/shell';
import { message } from './areas/message';
import { account } from './areas/account';
import { preferences } from './areas/preferences';
import { messagingLive } from './areas/messaging-live';
import { elements } from './areas/elements';
import { adminServer } from './areas/admin-server';
import { adminUnits } from './areas/admin-units';
import { adminUsers } from './areas/admin-users';
import { audit } from './areas/audit';
import { applications } from './areas/applications';
import { reports } from './areas/reports';
import { tags } from './areas/tags';
import { oidc } from './areas/oidc';
import { menus } from './areas/menus';
import { adminRoles } from './areas/admin-roles';
import { styles } from './areas/styles';
import { adminPages } from './areas/admin-pages';
import { config } from './areas/config';
import { messageRules } from './areas/message-rules';
import { mfa } from './areas/mfa';
import { signInFactors } from './areas/sign-in-factors';
import { passkeys } from './areas/passkeys';
import { announcements } from './areas/announcements';

/**
 * The areas' types by reference, in the order of `areas`: written out, the declarations would
 * repeat every area's keys here.
 */
type Areas = readonly [
  typeof errors,
  typeof fixedMessages,
  typeof validation,
  typeof loginRules,
  typeof server,
  typeof serverAdmin,
  typeof login,
  typeof apps,
  typeof userBar,
  typeof session,
  typeof ssoRules,
  typeof ssoHub,
  typeof links,
  typeof common,
  typeof adminRoutes,
  typeof shell,
  typeof message,
  typeof account,
  typeof preferences,
  typeof messagingLive,
  typeof elements,
  typeof adminServer,
  typeof adminUnits,
  typeof adminUsers,
  typeof audit,
  typeof applications,
  typeof reports,
  typeof tags,
  typeof oidc,
  typeof menus,
  typeof styles,
  typeof adminPages,
  typeof adminRoles,
  typeof config,
  typeof messageRules,
  typeof mfa,
  typeof signInFactors,
  typeof passkeys,
  typeof announcements,
];

/** Every area of the catalogue; add a new area here and to `Areas`. */
export const areas: Areas = [
  errors,
  fixedMessages,
  validation,
  loginRules,
  server,
  serverAdmin,
  login,
  apps,
  userBar,
  session,
  ssoRules,
  ssoHub,
  links,
  common,
  adminRoutes,
  shell,
  message,
  account,
  preferences,
  messagingLive,
  elements,
  adminServer,
  adminUnits,
  adminUsers,
  audit,
  applications,
  reports,
  tags,
  oidc,
  menus,
  styles,
  adminPages,
  adminRoles,
  config,
  messageRules,
  mfa,
  signInFactors,
  passkeys,
  announcements,
];

type Area = (typeof areas)[number];
type AreaKeys<A> = A extends { 'zh-CN': Record<infer K, string> } ? K : never;
/** A key of the message catalogue. */
export type MessageKey = AreaKeys<Area>;

function merge(locale: 'zh-CN' | 'en-US'): Record<MessageKey, string> {
  return Object.assign({}, ...areas.map((area) => area[locale])) as Record<MessageKey, string>;
}

/** zh-CN is the fallback locale (api-contract.md §9). */
export const zhCN = merge('zh-CN');
export const enUS = merge('en-US');

/**
 * Makes every text of the catalogue available to translate(). Apps that show many screens
 * (the console, the server) call it once at start; the SDK core and each element register
 * only the areas they show, so a child app that only signs in does not ship every string.
 */
export function registerAllMessages(): void {
  registerMessages(...areas);
}

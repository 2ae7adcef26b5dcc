import { accountTexts } from './areas/account';
import { adminFieldsTexts } from './areas/admin-fields';
import { adminPagesTexts } from './areas/admin-pages';
import { adminRolesTexts } from './areas/admin-roles';
import { adminRoutesTexts } from './areas/admin-routes';
import { adminSecurityTexts } from './areas/admin-security';
import { adminUnitsTexts } from './areas/admin-units';
import { adminUsersMoreTexts } from './areas/admin-users-more';
import { adminUsersTexts } from './areas/admin-users';
import { agreementTexts } from './areas/agreement';
import { announcementsTexts } from './areas/announcements';
import { applicationsTexts } from './areas/applications';
import { appsTexts } from './areas/apps';
import { auditTexts } from './areas/audit';
import { commonTexts } from './areas/common';
import { configTexts } from './areas/config';
import { fixedMessagesTexts } from './areas/fixed-messages';
import { linksTexts } from './areas/links';
import { lockScreenTexts } from './areas/lock-screen';
import { loginRulesTexts } from './areas/login-rules';
import { loginTexts } from './areas/login';
import { menusTexts } from './areas/menus';
import { messageTexts } from './areas/message';
import { mfaTexts } from './areas/mfa';
import { oidcTexts } from './areas/oidc';
import { pagesTexts } from './areas/pages';
import { passkeysTexts } from './areas/passkeys';
import { preferencesTexts } from './areas/preferences';
import { reportsTexts } from './areas/reports';
import { serverTexts } from './areas/server';
import { sessionTexts } from './areas/session';
import { shellTexts } from './areas/shell';
import { signInFactorsTexts } from './areas/sign-in-factors';
import { stylesTexts } from './areas/styles';
import { tagsTexts } from './areas/tags';
import { translationsTexts } from './areas/translations';
import { uilibTexts } from './areas/uilib';
import type { MessageKey } from '@portico/sdk';

/**
 * The areas' types by reference, in the order of `consoleAreas`: written out, the declarations
 * would repeat every area's keys here.
 */
type ConsoleAreas = readonly [
  typeof accountTexts,
  typeof adminFieldsTexts,
  typeof adminPagesTexts,
  typeof adminRolesTexts,
  typeof adminRoutesTexts,
  typeof adminSecurityTexts,
  typeof adminUnitsTexts,
  typeof adminUsersMoreTexts,
  typeof adminUsersTexts,
  typeof agreementTexts,
  typeof announcementsTexts,
  typeof applicationsTexts,
  typeof appsTexts,
  typeof auditTexts,
  typeof commonTexts,
  typeof configTexts,
  typeof fixedMessagesTexts,
  typeof linksTexts,
  typeof lockScreenTexts,
  typeof loginRulesTexts,
  typeof loginTexts,
  typeof menusTexts,
  typeof messageTexts,
  typeof mfaTexts,
  typeof oidcTexts,
  typeof pagesTexts,
  typeof passkeysTexts,
  typeof preferencesTexts,
  typeof reportsTexts,
  typeof serverTexts,
  typeof sessionTexts,
  typeof shellTexts,
  typeof signInFactorsTexts,
  typeof stylesTexts,
  typeof tagsTexts,
  typeof translationsTexts,
  typeof uilibTexts,
];

/**
 * The texts only the console shows (its administration screens above all), kept out of the SDK
 * that every child app installs. Each area has the file name of the SDK area it completes, whose
 * remaining texts the SDK, the elements or the server show too. Add a new area here and to
 * `ConsoleAreas`.
 */
export const consoleAreas: ConsoleAreas = [
  accountTexts,
  adminFieldsTexts,
  adminPagesTexts,
  adminRolesTexts,
  adminRoutesTexts,
  adminSecurityTexts,
  adminUnitsTexts,
  adminUsersMoreTexts,
  adminUsersTexts,
  agreementTexts,
  announcementsTexts,
  applicationsTexts,
  appsTexts,
  auditTexts,
  commonTexts,
  configTexts,
  fixedMessagesTexts,
  linksTexts,
  lockScreenTexts,
  loginRulesTexts,
  loginTexts,
  menusTexts,
  messageTexts,
  mfaTexts,
  oidcTexts,
  pagesTexts,
  passkeysTexts,
  preferencesTexts,
  reportsTexts,
  serverTexts,
  sessionTexts,
  shellTexts,
  signInFactorsTexts,
  stylesTexts,
  tagsTexts,
  translationsTexts,
  uilibTexts,
];

type AreaKeys<A> = A extends { 'zh-CN': Record<infer K, string> } ? K : never;
/** A key of the console's own texts. */
export type ConsoleTextKey = AreaKeys<(typeof consoleAreas)[number]>;
/** A key the console translates: the SDK catalogue's or its own. */
export type TextKey = MessageKey | ConsoleTextKey;

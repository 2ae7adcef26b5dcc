import { ADMIN_ROUTE_FAMILIES } from '@portico/sdk/contract';
import { type MessageArea } from '@portico/sdk';
import {
  accountMessages,
  adminPagesMessages,
  adminRoutesMessages,
  appsMessages,
  commonMessages,
  elementsMessages,
  fixedMessagesMessages,
  linksMessages,
  messageMessages,
  preferencesMessages,
  shellMessages,
  stylesMessages,
  userBarMessages,
  ssoMessages,
} from '@portico/sdk/internal';
import { accountTexts } from '../../../texts/areas/account';
import { adminFieldsTexts } from '../../../texts/areas/admin-fields';
import { adminPagesTexts } from '../../../texts/areas/admin-pages';
import { adminRoutesTexts } from '../../../texts/areas/admin-routes';
import { appsTexts } from '../../../texts/areas/apps';
import { commonTexts } from '../../../texts/areas/common';
import { fixedMessagesTexts } from '../../../texts/areas/fixed-messages';
import { linksTexts } from '../../../texts/areas/links';
import { messageTexts } from '../../../texts/areas/message';
import { pagesTexts } from '../../../texts/areas/pages';
import { preferencesTexts } from '../../../texts/areas/preferences';
import { shellTexts } from '../../../texts/areas/shell';
import { stylesTexts } from '../../../texts/areas/styles';
import { translationsTexts } from '../../../texts/areas/translations';
import { uilibTexts } from '../../../texts/areas/uilib';
import { paths } from '../../../config/paths';

/**
 * One editable area: an SDK catalogue area with the console's own texts of the same area (the
 * console keeps the texts only it shows), saved under one `page` name.
 */
const both = (...parts: MessageArea[]): MessageArea => ({
  'zh-CN': Object.assign({}, ...parts.map((part) => part['zh-CN'])) as Record<string, string>,
  'en-US': Object.assign({}, ...parts.map((part) => part['en-US'])) as Record<string, string>,
});

/**
 * The catalogue areas the editor offers, by the name it saves as the translation's `page`
 * (product.md §3 "Translation": key, value, page). Only areas a signed-in page shows are here; the
 * server's and the SDK core's texts are not edited in a page.
 */
export const EDITABLE_AREAS = {
  shell: both(shellMessages, shellTexts),
  apps: both(appsMessages, appsTexts),
  userBar: userBarMessages,
  elements: elementsMessages,
  message: both(messageMessages, messageTexts),
  preferences: both(preferencesMessages, preferencesTexts),
  translations: translationsTexts,
  account: both(accountMessages, accountTexts),
  fixedMessages: both(fixedMessagesMessages, fixedMessagesTexts),
  // Saved translations name the links texts' page `sso`, as when one area held both.
  sso: both(ssoMessages, linksMessages, linksTexts),
  adminRoutes: both(adminRoutesMessages, adminRoutesTexts),
  adminFields: adminFieldsTexts,
  pages: pagesTexts,
  common: both(commonMessages, commonTexts),
  styles: both(stylesMessages, stylesTexts),
  uilib: uilibTexts,
  adminPages: both(adminPagesMessages, adminPagesTexts),
} satisfies Record<string, MessageArea>;
export type EditableArea = keyof typeof EDITABLE_AREAS;

/** What every signed-in page has around its content: the user bar, its modals, common widgets. */
const AROUND: EditableArea[] = [
  'userBar',
  'elements',
  'message',
  'preferences',
  'translations',
  'account',
  'common',
];
const SHELL: EditableArea[] = ['shell', 'fixedMessages', 'sso', ...AROUND];
const ADMIN: EditableArea[] = ['adminRoutes', 'adminFields', ...SHELL];

/** Shell route families of the administration screens (product.md §2.5). */
const ADMIN_PREFIXES: readonly string[] = [...ADMIN_ROUTE_FAMILIES, '/password'];

/** Screens whose own texts are an area of their own, before the admin ones. */
const OWN_AREAS: [prefix: string, area: EditableArea][] = [
  ['/style', 'styles'],
  ['/uilib', 'uilib'],
  ['/config/translations', 'adminPages'],
  [paths.passwordUpdate, 'adminPages'],
];
const STANDALONE: readonly string[] = [
  paths.agreement,
  paths.unsubscribeEmail,
  paths.validationReport,
  paths.validationShuxiang,
  paths.forbidden,
  paths.serverError,
  paths.notImplemented,
];

const under = (pathname: string, prefix: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);

/** The areas whose texts the page at `pathname` shows, the page's own first. */
export function areasForPage(pathname: string): EditableArea[] {
  if (under(pathname, paths.apps)) return ['apps', 'sso', ...AROUND];
  if (STANDALONE.includes(pathname)) return ['pages', 'common'];
  const own = OWN_AREAS.find(([prefix]) => under(pathname, prefix));
  if (own) return [own[1], ...ADMIN];
  if (ADMIN_PREFIXES.some((prefix) => under(pathname, prefix))) return ADMIN;
  return SHELL;
}

/**
 * Whether the page shows the user centre's menus, whose titles the shell reads as `menu.<identity>`
 * overrides: the shell pages except /gc (another app's menus) and the launcher.
 */
export function showsSessionMenus(pathname: string): boolean {
  return (
    !under(pathname, paths.apps) && !under(pathname, paths.gc) && !STANDALONE.includes(pathname)
  );
}

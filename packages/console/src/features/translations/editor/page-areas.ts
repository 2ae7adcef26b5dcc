import { ADMIN_ROUTE_FAMILIES } from '@portico/sdk/contract';
import { type MessageArea } from '@portico/sdk';
import {
  accountMessages,
  adminFieldsMessages,
  adminPagesMessages,
  adminRoutesMessages,
  appsMessages,
  commonMessages,
  elementsMessages,
  fixedMessagesMessages,
  linksMessages,
  messageMessages,
  pagesMessages,
  preferencesMessages,
  shellMessages,
  stylesMessages,
  translationsMessages,
  uilibMessages,
  userBarMessages,
  ssoMessages,
} from '@portico/sdk/internal';
import { paths } from '../../../config/paths';

/**
 * The catalogue areas the editor offers, by the name it saves as the translation's `page`
 * (product.md §3 "Translation": key, value, page). Only areas a signed-in page shows are here; the
 * server's and the SDK core's texts are not edited in a page.
 */
/** Saved translations name the links texts' page `sso`, as when one area held both. */
const ssoAndLinks: MessageArea = {
  'zh-CN': { ...ssoMessages['zh-CN'], ...linksMessages['zh-CN'] },
  'en-US': { ...ssoMessages['en-US'], ...linksMessages['en-US'] },
};

export const EDITABLE_AREAS = {
  shell: shellMessages,
  apps: appsMessages,
  userBar: userBarMessages,
  elements: elementsMessages,
  message: messageMessages,
  preferences: preferencesMessages,
  translations: translationsMessages,
  account: accountMessages,
  fixedMessages: fixedMessagesMessages,
  sso: ssoAndLinks,
  adminRoutes: adminRoutesMessages,
  adminFields: adminFieldsMessages,
  pages: pagesMessages,
  common: commonMessages,
  styles: stylesMessages,
  uilib: uilibMessages,
  adminPages: adminPagesMessages,
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

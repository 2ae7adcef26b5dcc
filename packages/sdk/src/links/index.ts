/**
 * Links of product.md §2.7, §2.8, §5: app launch, menu targets, outside links, the redirect allow-
 * list.
 */
export { appLinkWithToken } from './app-link';
export { appTileLink, appTileTarget, hubLaunchLink, PLATFORM_MEMBER } from './app-link';
export {
  appLaunch,
  HOTEL_APP_CODE,
  HOTEL_ORG_TYPE,
  NATIVE_APP_CODES,
  nativeAppLink,
} from './app-launch';
export type { AppLaunch, AppLaunchOptions } from './app-launch';
export { APP_CODES, appNameKey, isKnownAppCode } from './app-names';
export type { KnownAppCode } from './app-names';
export { iframeRoute, menuTarget } from './menu-target';
export { withLanguage } from './page-link';
export { BARE_PROJECT, readShellFlags, withShellFlags } from './shell-flags';
export type { ShellFlags } from './shell-flags';
export type { MenuTarget, MenuTargetOptions } from './menu-target';
export { checkOutsideLink, effectivePort, isAllowedOutsideLink } from './outside-links';
export type { OutsideLinkCheck } from './outside-links';
export {
  isRegisteredRedirect,
  parseHttpUrl,
  registeredOrigins,
  toRegisteredRedirect,
} from './redirect-allow-list';

/**
 * `@portico/sdk/internal`: what the Portico console, elements and server share beyond a child
 * app's needs (the envelope client's factory, the hub's link and launch rules, the administration
 * validators, kv translations, the message catalogue's areas, the SSO rules' parts). The root entry
 * (`@portico/sdk`) keeps only what a child app uses (root-exports.test.ts pins that list); these
 * names have no stability promise towards other apps.
 */
export { listApps } from './apps/apps-api';
export { loadStartupConfig, pickHostConfig } from './config/load-config';
export { CUSTOMER_FLAGS, DEFAULT_MODULES, resolveSystemConfig } from './config/system-config';
export type { CustomerFlag } from './config/system-config';
export { DEFAULT_API_BASES } from './contract/app-config';
export type { AppCodeToHostUrl, OutsideLinkRules } from './contract/app-config-types';
export type { AppLinkInfo, CodeDictEntry } from './contract/apps';
export { LOGIN_MAX_LENGTH } from './contract/login';
export type { RemindTone, UnitNode, UnitParameter, UnitRecord } from './contract/org';
export type { PmsLoginRequest } from './contract/sso';
export type {
  EmailResetCodeRequest,
  LogoEntry,
  PossibleLoginGroup,
  ResetEmailRequest,
} from './contract/users';
export { DEFAULT_TIMEOUT_MS, NO_MESSAGE_HEADER, createHttpClient } from './http/create-http-client';
export type { HttpClientOptions } from './http/create-http-client';
export { BLANK_VALUE } from './http/paging';
export { uploadFile } from './http/upload-file';
export {
  TRANSLATIONS_STORAGE_PREFIX,
  createTranslationStore,
  diffTranslations,
  pullTranslations,
  saveTranslations,
  unsavedTranslationsWarning,
} from './i18n/kv-translations';
export type {
  PullTranslationsOptions,
  PullTranslationsResult,
  SaveTranslationsOptions,
  StoredTranslations,
  TranslationEdit,
  TranslationPullAnswer,
  TranslationRow,
  TranslationStore,
} from './i18n/kv-translations';
export { messagesLoaded } from './i18n/lazy-messages';
export {
  acceptedTags,
  browserLanguages,
  decideLocale,
  requestedLocale,
  toLocale,
} from './i18n/decide-locale';
export { formatMessage, messageKeyOf } from './i18n/message-ref';
export type { MessageParams, MessageRef, Translator } from './i18n/message-ref';
export * from './i18n/messages/areas/index';
export { registerAllMessages } from './i18n/messages/catalogue';
// The type of every area above (`defineMessages`), so that code holding areas can name it.
export type { MessageTexts } from './i18n/messages/define-messages';
export { lookupMessage } from './i18n/registry';
export { LANGUAGE_SWITCH_MIN_MS, minDuration } from './i18n/switch-locale';
export type { Clock, SwitchLocaleOptions } from './i18n/switch-locale';
export { isMessageKey } from './i18n/translate';
export {
  HOTEL_APP_CODE,
  HOTEL_ORG_TYPE,
  NATIVE_APP_CODES,
  appLaunch,
  nativeAppLink,
} from './links/app-launch';
export type { AppLaunch, AppLaunchOptions } from './links/app-launch';
export {
  PLATFORM_MEMBER,
  appLinkWithToken,
  appTileLink,
  appTileTarget,
  hubLaunchLink,
} from './links/app-link';
export { APP_CODES, appNameKey, isKnownAppCode } from './links/app-names';
export type { KnownAppCode } from './links/app-names';
export { iframeRoute, menuTarget } from './links/menu-target';
export type { MenuTarget, MenuTargetOptions } from './links/menu-target';
export { checkOutsideLink, effectivePort, isAllowedOutsideLink } from './links/outside-links';
export type { OutsideLinkCheck } from './links/outside-links';
export { withLanguage } from './links/page-link';
export {
  isRegisteredRedirect,
  parseHttpUrl,
  registeredOrigins,
  toRegisteredRedirect,
} from './links/redirect-allow-list';
export { BARE_PROJECT, withShellFlags } from './links/shell-flags';
export { getOrgByCode } from './org/org-api';
export {
  ACTIVITY_EVENTS,
  IDLE_STORAGE_KEY,
  SHARE_EVERY_MS,
  tokenFingerprint,
  watchIdle,
} from './session/idle-lock';
export type { IdleLock, IdleLockOptions } from './session/idle-lock';
export {
  PASSWORD_STRATEGY_CODE,
  fetchPasswordStrategy,
  updateUserPassword,
} from './session/password-api';
export {
  USER_CENTER_APP_CODE,
  forcedPasswordChange,
  forcedPasswordMessage,
} from './session/password-rules';
export type { ForcedPasswordChange } from './session/password-rules';
export { SESSION_STORAGE_KEY, createSession } from './session/session';
export { cancelPasswordChange, changeLoginInfo, fetchLoginByToken } from './session/session-api';
export {
  SESSION_CHANNEL,
  TOKEN_POLL_MS,
  createSessionAnnouncer,
  watchSession,
} from './session/session-watch';
export type { WatchSessionOptions } from './session/session-watch';
export {
  DEFAULT_TOKEN_COOKIE,
  HUB_APP_CODE,
  sessionStorageKey,
  tokenCookieName,
} from './session/token-store';
export {
  CREDENTIAL_PARAMS,
  childRules,
  findMenu,
  pageTitle,
  resumeChild,
  stripCredentials,
  stripHandOff,
} from './sso/child-rules';
export { decide, resumeAfter } from './sso/decide';
export { hubNavigation } from './sso/hub-navigation';
export type { HubNavigation } from './sso/hub-navigation';
export { hubRules, resumeHub, withSsoToken } from './sso/hub-rules';
// The real window as the runners' env: the console's guard passes it with its own toast.
export {
  browserEnv,
  decideFor,
  keepsOtherUser,
  performStep,
  settleDecision,
} from './sso/run-navigation';
// Every named route as a list, for the rules' tables and tests; apps name routes by type.
export { NAMED_ROUTES } from './sso/types';
// The result codes beyond the ones a caller tests (`ResultCode`): the server's and the user
// centre's own, which the server answers and the console and elements show.
export { ServerCode } from './contract/result-codes';
export { UcCode } from './contract/uc-codes';
export type { UcCodeValue } from './contract/uc-codes';
export {
  CODE_CHALLENGE_PARAM,
  pendingState,
  signInStorage,
  SSO_STATE_PARAM,
  startSignIn,
  takeVerifier,
} from './sso/sign-in-binding';
export type { SettleOptions } from './sso/run-navigation';
export { hubOf, routeUrl } from './sso/setup';
export {
  checkToken,
  getLoginByToken,
  iamCheck,
  tokenAvailable,
  verifyLaunchToken,
} from './sso/sso-api';
export { standaloneRules } from './sso/standalone-rules';
export type {
  Decision,
  Effect,
  HubContext,
  RouteQuery as SsoQuery,
  ServerStep,
  StandaloneContext,
  StepOutcome,
} from './sso/types';
// The validation rules whole: the folder's index is the one list of their names (none of them
// is in the root entry).
export * from './validation/index';

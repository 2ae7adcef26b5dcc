// What a child app uses of the contract: the envelope, sign-in and config shapes and the result
// codes. The calls' zod schemas and the administration shapes are `@portico/sdk/contract`.
export { DEFAULT_PAGE_SIZE } from './contract/envelope';
export type { Envelope, PagedResult, PageQuery } from './contract/envelope';
export { ResultCode, ServerCode } from './contract/result-codes';
export { UcCode } from './contract/uc-codes';
export type { UcCodeValue } from './contract/uc-codes';
export { LOGIN_MAX_LENGTH } from './contract/login';
export type {
  AppInfo,
  Flag,
  LoginRequest,
  LoginResult,
  MenuItem,
  SessionUser,
} from './contract/login';
export { DEFAULT_API_BASES } from './contract/app-config';
export type {
  ApiBaseName,
  ApiBases,
  AppCodeToHostUrl,
  AppConfigByHost,
  HostAppConfig,
  LoginSystemConfig,
  ModuleSwitches,
  OutsideLinkRules,
} from './contract/app-config';
export type { PmsLoginRequest } from './contract/sso';
export type { AppLinkInfo, CodeDictEntry } from './contract/apps';
export type { RemindTone, UnitNode, UnitParameter } from './contract/org';
export type {
  EmailResetCodeRequest,
  LogoEntry,
  PossibleLoginGroup,
  ResetEmailRequest,
} from './contract/users';

// i18n
export {
  FALLBACK_LOCALE,
  LOCALES,
  format,
  isLocale,
  isMessageKey,
  translate,
} from './i18n/translate';
export { lookupMessage, registerMessages } from './i18n/registry';
export type { MessageArea } from './i18n/registry';
export { loadMessages, messagesLoaded, registerLazyMessages } from './i18n/lazy-messages';
export type { LazyMessageArea, LocaleTexts } from './i18n/lazy-messages';
export { registerAllMessages } from './i18n/messages/catalogue';
export * from './i18n/messages/areas/index';
export type { Locale, MessageKey } from './i18n/translate';
export { createI18n, LOCALE_STORAGE_KEY } from './i18n/i18n';
export type { I18n } from './i18n/i18n';

// HTTP: the one envelope client (api-contract.md §7.1, §8)
export { createHttpClient, DEFAULT_TIMEOUT_MS, NO_MESSAGE_HEADER } from './http/create-http-client';
export type {
  BaseClient,
  HttpClient,
  HttpClientOptions,
  PageParams,
  Query,
  RequestOptions,
} from './http/create-http-client';
export { PorticoApiError, isPorticoApiError } from './http/errors';
export type { ApiErrorKind } from './http/errors';
export { BLANK_VALUE, toPageQuery } from './http/paging';
export type { FilterValue } from './http/paging';

// Session and token
export {
  createCookieTokenStore,
  createMemoryTokenStore,
  DEFAULT_TOKEN_COOKIE,
  HUB_APP_CODE,
  sessionStorageKey,
  tokenCookieName,
} from './session/token-store';
export type { TokenStore } from './session/token-store';
export { createSession, SESSION_STORAGE_KEY } from './session/session';
export type { Session, SessionInfo } from './session/session';
export {
  forcedPasswordChange,
  forcedPasswordMessage,
  USER_CENTER_APP_CODE,
} from './session/password-rules';
export type { ForcedPasswordChange } from './session/password-rules';
export {
  createSessionAnnouncer,
  SESSION_CHANNEL,
  TOKEN_POLL_MS,
  watchSession,
} from './session/session-watch';
export type { SessionEndReason, WatchSessionOptions } from './session/session-watch';
export { cancelPasswordChange, changeLoginInfo, fetchLoginByToken } from './session/session-api';
export {
  fetchPasswordStrategy,
  PASSWORD_STRATEGY_CODE,
  updateUserPassword,
} from './session/password-api';
export * from './session/idle-lock';
export { createMemoryStorage, defaultStorage } from './core/storage';
export type { KeyValueStorage } from './core/storage';

// Startup config
export { ConfigError, loadStartupConfig, pickHostConfig } from './config/load-config';
export type { StartupConfig } from './config/load-config';
export { CUSTOMER_FLAGS, DEFAULT_MODULES, resolveSystemConfig } from './config/system-config';
export type { CustomerFlag } from './config/system-config';

// Validation (product.md §5), shared by server and clients
export * from './validation/index';

// The client
export { createPortico, LoginValidationError } from './client/create-portico';
export type { PorticoClient, PorticoOptions } from './client/create-portico';
export { getDefaultPortico, setDefaultPortico } from './client/default-client';
export { listApps } from './apps/apps-api';
export { getOrgByCode } from './org/org-api';
export type { UnitRecord } from './org/org-api';

// Links (product.md §2.7, §2.8, §5)
export * from './links/index';

// Message references and kv translations (api-contract.md §7.8)
export { formatMessage, messageKeyOf } from './i18n/message-ref';
export type { MessageParams, MessageRef, Translator } from './i18n/message-ref';
export {
  createTranslationStore,
  diffTranslations,
  pullTranslations,
  saveTranslations,
  TRANSLATIONS_STORAGE_PREFIX,
  unsavedTranslationsWarning,
} from './i18n/kv-translations';
export type {
  PullTranslationsOptions,
  PullTranslationsResult,
  SaveTranslationsOptions,
  StoredTranslations,
  TranslationRow,
  TranslationEdit,
  TranslationPullAnswer,
  TranslationStore,
} from './i18n/kv-translations';
export { LANGUAGE_SWITCH_MIN_MS, minDuration, switchLocale } from './i18n/switch-locale';
export type { Clock, SwitchLocaleOptions } from './i18n/switch-locale';

// SSO navigation rules (product.md §2.2–2.4)
export * from './sso/index';

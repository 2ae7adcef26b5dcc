/**
 * `@portico/sdk`: what a child app uses, and nothing more (root-exports.test.ts pins the list).
 * The set is the one of docs/guides/child-app.md, the README quick start and the consumer tests:
 * create the client, run the navigation rules (or guard routes), read the session, call the API
 * and read its errors, load the startup config, show texts in a locale. What the console, the
 * elements and the server share besides is `@portico/sdk/internal`; the calls' zod schemas are
 * `@portico/sdk/contract`, the hub's rules `@portico/sdk/hub`, messaging `@portico/sdk/messaging`.
 */

// The client (README quick start, child-app guide "Install").
export { createPortico, LoginValidationError } from './client/create-portico';
export type { PorticoClient, PorticoOptions } from './client/create-portico';
export type { ForcedPasswordChange } from './session/password-rules';
// One client per page, read by the custom elements (embed-elements guide).
export { getDefaultPortico, setDefaultPortico } from './client/default-client';

// The navigation rules on page load, the router guard and the framed child's exit message
// (child-app guide "Run the navigation rules", "Routing", "Sign out"; product.md §2.2–2.4).
export { isNamedRoute, SSO_EXIT_MESSAGE } from './sso/types';
export type {
  BaseContext,
  ChildContext,
  Decision,
  Effect,
  Ending,
  HubContext,
  HubNavigation,
  HubStep,
  NamedRoute,
  RouteName,
  RouteQuery,
  ServerStep,
  SsoContext,
  SsoExitMessage,
  StandaloneContext,
  StepOutcome,
} from './sso/types';
export { setupFromConfig } from './sso/setup';
export type { SsoClient, SsoSetup } from './sso/setup';
export { runNavigation } from './sso/run-navigation';
export type { FinalEnding, NavigationEnv } from './sso/run-navigation';
// A child app's own signed-out page sends the user to the hub itself (examples/child-app).
export { createSsoContext } from './sso/setup';
export { hubSsoUrl } from './sso/child-rules';
// A child app framed by the shell hides its own header and menu (product.md §2.8).
export { readShellFlags } from './links/shell-flags';
export type { ShellFlags } from './links/shell-flags';
export { createSsoGuard } from './sso/router-guard';
export type { GuardRedirect, SsoGuard } from './sso/router-guard';
export { isSsoExitMessage } from './sso/exit-message';

// Calling the API: the envelope, its one error type and the result codes a caller tests
// (child-app guide "Call the API"; api-contract.md §7.1, §8), and the paging helpers of a list.
export { DEFAULT_PAGE_SIZE } from './contract/envelope';
export type { Envelope, PagedResult, PageQuery } from './contract/envelope';
export { ResultCode } from './contract/result-codes';
export { PorticoApiError, isPorticoApiError } from './http/errors';
export type { ApiErrorKind } from './http/errors';
export type {
  BaseClient,
  HttpClient,
  PageParams,
  Query,
  RequestOptions,
} from './http/create-http-client';
export { toPageQuery } from './http/paging';
export type { FilterValue } from './http/paging';

// The session a child app reads (`portico.session`) and the shapes of a sign-in.
export type { Session, SessionInfo } from './session/session';
export type { SessionEndReason } from './session/session-watch';
export { createCookieTokenStore, createMemoryTokenStore } from './session/token-store';
export type { TokenStore } from './session/token-store';
export type {
  AppInfo,
  Flag,
  LoginRequest,
  LoginResult,
  MenuItem,
  PmsLoginRequest,
  SessionUser,
} from './contract/login';
export { createMemoryStorage, defaultStorage } from './core/storage';
export type { KeyValueStorage } from './core/storage';

// The startup config `portico.loadConfig()` answers (api-contract.md §7.2).
export { ConfigError } from './config/load-config';
export type { StartupConfig } from './config/load-config';
export type { ApiBaseName } from './contract/app-config';
export type {
  ApiBases,
  AppCodeToHostUrl,
  AppConfigByHost,
  HostAppConfig,
  LoginSystemConfig,
  ModuleSwitches,
  OutsideLinkRules,
} from './contract/app-config-types';

// Texts and locale (child-app guide "Texts and locale", README "Locales on demand").
export { FALLBACK_LOCALE, LOCALES, format, isLocale, translate } from './i18n/translate';
export type { Locale, MessageKey } from './i18n/translate';
export { registerMessages } from './i18n/registry';
export type { MessageArea } from './i18n/registry';
export { loadMessages, registerLazyMessages } from './i18n/lazy-messages';
export type { LazyMessageArea, LocaleTexts } from './i18n/lazy-messages';
export { createI18n, LOCALE_STORAGE_KEY } from './i18n/i18n';
export type { I18n, LocaleHints } from './i18n/i18n';
export type { LocaleInputs } from './i18n/decide-locale';
export { switchLocale } from './i18n/switch-locale';
export type { Clock, SwitchLocaleOptions } from './i18n/switch-locale';
export type { StoredTranslations, TranslationStore } from './i18n/kv-translations';
export { validationByLocale } from './i18n/messages/areas/validation-by-locale';

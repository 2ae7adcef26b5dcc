// Contract: types and validators shared by the server and every client.
export { DEFAULT_PAGE_SIZE } from './contract/envelope';
export type { Envelope, PagedResult, PageQuery } from './contract/envelope';
export { ResultCode, ServerCode } from './contract/result-codes';
export { loginRequestSchema } from './contract/login';
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

// i18n
export { FALLBACK_LOCALE, LOCALES, format, isLocale, isMessageKey, translate } from './i18n/translate';
export type { Locale, MessageKey } from './i18n/translate';

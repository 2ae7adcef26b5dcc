// Contract: types and validators shared by the server and every client.
export { DEFAULT_PAGE_SIZE } from './contract/envelope';
export type { Envelope, PagedResult, PageQuery } from './contract/envelope';
export { ResultCode, ServerCode } from './contract/result-codes';
export { LOGIN_MAX_LENGTH } from './contract/login';
export { loginRequestSchema } from './contract/login-schema';
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
export { createMemoryStorage, defaultStorage } from './core/storage';
export type { KeyValueStorage } from './core/storage';

// Startup config
export { ConfigError, loadStartupConfig, pickHostConfig } from './config/load-config';
export type { StartupConfig } from './config/load-config';
export { CUSTOMER_FLAGS, DEFAULT_MODULES, resolveSystemConfig } from './config/system-config';
export type { CustomerFlag } from './config/system-config';

// Validation (product.md §5), shared by server and clients
export { firstLoginError, validateLoginForm } from './validation/login-form';
export type { LoginField, LoginFormErrors } from './validation/login-form';

// The client
export { createPortico, LoginValidationError } from './client/create-portico';
export type { PorticoClient, PorticoOptions } from './client/create-portico';
export { getDefaultPortico, setDefaultPortico } from './client/default-client';
export { listApps } from './apps/apps-api';
export { appLinkWithToken } from './links/app-link';
export { getOrgByCode } from './org/org-api';
export type { UnitRecord } from './org/org-api';

// Validation rules (product.md §5) and translations (api-contract.md §7.8)
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
export { collectErrors, firstError, isBlank, required } from './validation/form-errors';
export type { FieldErrors } from './validation/form-errors';
export {
  formatIssue,
  formObject,
  MAX_TEXT_LENGTH,
  secretField,
  textField,
  withRules,
} from './validation/zod-rules';
export {
  EMAIL_PATTERN,
  ID_NUMBER_PATTERN,
  MESSAGE_EMAIL_PATTERN,
  MOBILE_PATTERN,
  validateEmail,
  validateIdNumber,
  validateMessageEmail,
  validateMobile,
} from './validation/contact-rules';
export {
  USER_CENTRE_PASSWORD_PATTERN,
  validateUserCentrePassword,
} from './validation/user-centre-password';
export {
  buildPasswordStrategy,
  DEFAULT_PASSWORD_STRATEGY,
  MAX_PASSWORD_LENGTH,
  PASSWORD_CLASS_KEYS,
  PASSWORD_CLASSES,
  parsePasswordStrategy,
  passwordStrategyMessage,
  toPasswordClass,
  validatePasswordStrategy,
} from './validation/password-strategy';
export type {
  PasswordClass,
  PasswordStrategy,
  PasswordStrategyParameter,
} from './validation/password-strategy';
export {
  MIN_STRATEGY_LENGTH,
  validateNewPassword,
  validatePasswordChange,
  validatePasswordConfirmation,
  validatePasswordParameters,
  validateResetPassword,
} from './validation/password-forms';
export type {
  NewPasswordRule,
  PasswordChangeField,
  PasswordChangeForm,
  PasswordParameterForm,
  ResetPasswordForm,
} from './validation/password-forms';
export { USER_CODE_EXISTS, USER_CODE_MAX_LENGTH, validateUserCode } from './validation/user-code';
export { validateDepartment, validateRole, validateUserAdd } from './validation/admin-forms';
export type { DepartmentForm, RoleForm, UserAddField, UserAddForm } from './validation/admin-forms';
export {
  validateEmailBeforeSend,
  validateEmailBinding,
  validatePasswordRecovery,
  validateUnitChoice,
} from './validation/account-forms';
export type { EmailBindingForm, PasswordRecoveryForm } from './validation/account-forms';
// The forms' zod schemas (server-side parsing), apart from the pure rules above.
export {
  departmentSchema,
  emailBindingSchema,
  passwordChangeSchema,
  passwordRecoverySchema,
  passwordUpdateSchema,
  resetPasswordSchema,
  roleSchema,
  userAddSchema,
} from './validation/form-schemas';
export {
  defaultMessageSearchRange,
  formatSearchDate,
  MESSAGE_SEARCH_MAX_DAYS,
  parseSearchDate,
  validateBatchSelection,
  validateMessageSearch,
} from './validation/message-search';
export type { DateInput, MessageSearchFilters } from './validation/message-search';
export { validateLogoFiles } from './validation/logo-files';
export type { UploadedFile } from './validation/logo-files';
export {
  normaliseNumber,
  NUMBER_RANGE_LIMIT,
  parseNumberInput,
  resolveBounds,
  stepNumber,
  validateNumberRange,
} from './validation/number-range';
export type { NumberBounds, NumberRangeInput, ResolvedBounds } from './validation/number-range';

// SSO navigation rules and links (product.md §2.2–2.4, §2.7, §2.8)
export { isNamedRoute, NAMED_ROUTES, SSO_EXIT_MESSAGE } from './sso/types';
export type {
  ChildContext,
  Decision,
  Effect,
  Ending,
  HubContext,
  NamedRoute,
  Query as SsoQuery,
  RouteName,
  ServerStep,
  SsoContext,
  SsoExitMessage,
  StandaloneContext,
  StepOutcome,
} from './sso/types';
export { hubRules, resumeHub, withSsoToken } from './sso/hub-rules';
export { standaloneRules } from './sso/standalone-rules';
export {
  childRules,
  CREDENTIAL_PARAMS,
  findMenu,
  hubSsoUrl,
  pageTitle,
  resumeChild,
  stripCredentials,
} from './sso/child-rules';
export { decide, resumeAfter } from './sso/decide';
export { createSsoContext, routeUrl, setupFromConfig } from './sso/setup';
export type { SsoClient, SsoSetup } from './sso/setup';
export {
  checkToken,
  getLoginByToken,
  iamCheck,
  tokenAvailable,
  verifyLaunchToken,
} from './sso/sso-api';
export { browserEnv, performStep, runNavigation, settleDecision } from './sso/run-navigation';
export type { FinalEnding, NavigationEnv, SettleOptions } from './sso/run-navigation';
export { createSsoGuard } from './sso/router-guard';
export { isSsoExitMessage } from './sso/exit-message';
export type { GuardRedirect, SsoGuard } from './sso/router-guard';
export { appTileLink, PLATFORM_MEMBER } from './links/app-link';
export {
  appLaunch,
  HOTEL_APP_CODE,
  HOTEL_ORG_TYPE,
  NATIVE_APP_CODES,
  nativeAppLink,
} from './links/app-launch';
export type { AppLaunch, AppLaunchOptions } from './links/app-launch';
export { APP_CODES, appNameKey, isKnownAppCode } from './links/app-names';
export type { KnownAppCode } from './links/app-names';
export { iframeRoute, menuTarget } from './links/menu-target';
export { withLanguage } from './links/page-link';
export type { MenuTarget, MenuTargetOptions } from './links/menu-target';
export { checkOutsideLink, effectivePort, isAllowedOutsideLink } from './links/outside-links';
export type { OutsideLinkCheck } from './links/outside-links';
export {
  isRegisteredRedirect,
  parseHttpUrl,
  registeredOrigins,
  toRegisteredRedirect,
} from './links/redirect-allow-list';

// Contract of the user-centre calls (api-contract.md §7)
export { UcCode } from './contract/uc-codes';
export type { UcCodeValue } from './contract/uc-codes';
export { codeSchema, MAX_PAGE_SIZE, pageQuerySchema, queryFlagSchema } from './contract/page-query';
export {
  changeLoginInfoRequestSchema,
  decodeMobileCodeKey,
  encodeMobileCodeKey,
  iamCheckQuerySchema,
  pmsLoginRequestSchema,
  resetPasswordRequestSchema,
  sendMobileCodeQuerySchema,
  sendResetPasswordMailRequestSchema,
  ssoLoginRequestSchema,
  TICKET_TTL_SECONDS,
  ticketQuerySchema,
  tokenAppQuerySchema,
} from './contract/sso';
export type {
  CasLoginOption,
  ChangeLoginInfoRequest,
  IamCheckQuery,
  PmsLoginRequest,
  ResetPasswordRequest,
  SendResetPasswordMailRequest,
  SsoLoginRequest,
  TicketQuery,
  TokenAppQuery,
} from './contract/sso';
export {
  authTreeQuerySchema,
  emailResetCodeRequestSchema,
  logoQuerySchema,
  MAX_LOGO_BYTES,
  resetEmailRequestSchema,
  searchQuerySchema,
  updateUserPasswordQuerySchema,
  userAuthInfoQuerySchema,
  VERIFICATION_CODE_TTL_MINUTES,
} from './contract/users';
export type {
  AuthTreeNode,
  AuthTreeQuery,
  BackgroundUnit,
  EmailResetCodeRequest,
  LoginUnitOption,
  LogoEntry,
  PossibleLoginGroup,
  ResetEmailRequest,
  UserAuthInfo,
} from './contract/users';
export {
  listChildNodesQuerySchema,
  managedUnitsQuerySchema,
  unitCodeQuerySchema,
  unitParameterQuerySchema,
} from './contract/org';
export type { RemindTone, UnitNode, UnitParameter } from './contract/org';
export { codeDictQuerySchema, pmsTokenQuerySchema, resourceQuerySchema } from './contract/apps';
export type {
  AppLinkInfo,
  CodeDictEntry,
  HotelInfo,
  MenuResource,
  ReportResource,
} from './contract/apps';
export { kvBatchRequestSchema, kvTranslatesQuerySchema } from './contract/translate';
export type {
  KvBatchRequest,
  KvBatchResult,
  KvTranslatesResult,
  TranslationDTO,
} from './contract/translate';
export * from './contract/domains';
export * from './contract/login-check';
export * from './contract/user-relations';
export * from './contract/app-access';
export * from './contract/third-platform';
export * from './contract/custom-data-auth';

// Contract of the message calls (api-contract.md §7.7)
export {
  MAX_AUDIENCE_ENTRIES,
  MAX_BATCH_MESSAGE_IDS,
  MAX_MESSAGE_TEXT_LENGTH,
  messageAudienceSchema,
  noticeListQuerySchema,
  publishedMessagesQuerySchema,
  publishMessageRequestSchema,
  readStateRequestSchema,
  readStatesRequestSchema,
  updateMessageRequestSchema,
  userMessageListQuerySchema,
} from './contract/messages';
export type {
  MessageAudienceInput,
  MessageDetail,
  MessageStatistics,
  PublishedMessage,
  PublishedMessagesQuery,
  PublishMessageRequest,
  PublishResult,
  ReadStateRequest,
  ReadStateResult,
  ReadStatesRequest,
  UnreadNum,
  UpdateMessageRequest,
  UserMessageListQuery,
} from './contract/messages';

// Contract of the administration calls (product.md §2.5, §6)
export {
  dateInputSchema,
  flagSchema,
  idListSchema,
  idRequestSchema,
  idSchema,
  isoDateSchema,
  optionalField,
  optionalText,
  unitIdQuerySchema,
  withinColumns,
} from './contract/admin-common';
export type { Counts, IdRequest } from './contract/admin-common';
export {
  ADMIN_UNIT_TYPES,
  APP_OPEN_STEP_STATUSES,
  areaListQuerySchema,
  passwordStrategySaveSchema,
  UNIT_CODE_PATTERN,
  UNIT_STATUS_VALUES,
  unitAddSchema,
  unitAppSaveSchema,
  unitAppStepsQuerySchema,
  unitListQuerySchema,
  unitParamDeleteSchema,
  unitParamSaveSchema,
  unitStateSchema,
  unitTypeSchema,
  unitUpdateSchema,
} from './contract/admin-units';
export type {
  AdminArea,
  AdminUnit,
  AdminUnitType,
  AppOpenStepStatus,
  AreaListQuery,
  PasswordStrategySaveRequest,
  UnitAddRequest,
  UnitAppRow,
  UnitAppSaveRequest,
  UnitAppStepRow,
  UnitAppStepsQuery,
  UnitListQuery,
  UnitListStatistic,
  UnitParamDeleteRequest,
  UnitParamRow,
  UnitParamSaveRequest,
  UnitStateRequest,
  UnitStatus,
  UnitUpdateRequest,
} from './contract/admin-units';
export {
  departmentAddSchema,
  departmentMoveSchema,
  departmentRolesSaveSchema,
  departmentUpdateSchema,
} from './contract/admin-departments';
export type {
  AdminDepartment,
  AssignableRole,
  DepartmentAddRequest,
  DepartmentMoveRequest,
  DepartmentNode,
  DepartmentRolesSaveRequest,
  DepartmentUpdateRequest,
} from './contract/admin-departments';
export {
  groupAndHotelUsersQuerySchema,
  saveUserAuthInfoBatchSchema,
  saveUserAuthInfoSchema,
  updateUserResourceByCodeSchema,
  USER_STATUS_VALUES,
  userAddRequestSchema,
  userListQuerySchema,
  userResetPasswordSchema,
  userStateSchema,
  userUnitsSaveSchema,
  userUpdateSchema,
} from './contract/admin-users';
export type {
  AdminUser,
  AdminUserDetail,
  GroupAndHotelUsersQuery,
  SavedCount,
  SaveUserAuthInfoBatchRequest,
  SaveUserAuthInfoRequest,
  UpdateUserResourceByCodeRequest,
  UserAddRequest,
  UserListQuery,
  UserListStatistic,
  UserResetPasswordRequest,
  UserStateRequest,
  UserStatus,
  UserUnitRelation,
  UserUnitsSaveRequest,
  UserUpdateRequest,
} from './contract/admin-users';
export {
  ROLE_AUTH_KINDS,
  roleAddSchema,
  roleAssignUsersSchema,
  roleAuthSaveSchema,
  roleAuthTreeQuerySchema,
  roleDispatchSchema,
  roleListQuerySchema,
  roleMembersQuerySchema,
  roleUpdateSchema,
} from './contract/admin-roles';
export type {
  AdminRole,
  RoleAddRequest,
  RoleAssignUsersRequest,
  RoleAuthKind,
  RoleAuthSaveRequest,
  RoleAuthTreeQuery,
  RoleDispatchRequest,
  RoleDispatchTarget,
  RoleListQuery,
  RoleMembers,
  RoleUpdateRequest,
} from './contract/admin-roles';
export {
  adminLoginLogQuerySchema,
  LOGIN_STATE_VALUES,
  loginLogQuerySchema,
} from './contract/admin-logs';
export type {
  AdminLoginLogQuery,
  LoginLogQuery,
  LoginLogRow,
  LoginLogStatistic,
  LoginState,
} from './contract/admin-logs';
export {
  ipWhitelistSaveSchema,
  loginLimitListQuerySchema,
  loginLimitSaveSchema,
  SECURITY_EXCEPTION_KINDS,
  securityExceptionsSaveSchema,
  securitySaveSchema,
} from './contract/admin-security';
export type {
  IpWhitelistEntry,
  IpWhitelistSaveRequest,
  LoginLimitListQuery,
  LoginLimitRow,
  LoginLimitSaveRequest,
  SecurityException,
  SecurityExceptionKind,
  SecurityExceptionsSaveRequest,
  SecuritySaveRequest,
  UnitSecuritySettings,
} from './contract/admin-security';

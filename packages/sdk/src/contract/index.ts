/**
 * `@portico/sdk/contract`: the calls of api-contract.md §7 and the administration calls, their
 * types and zod schemas, one place for the server and the console (DESIGN.md "Contracts that
 * everything shares"). A child app needs none of it: the root entry keeps the types and the
 * zod-free constants it uses, so signing in never bundles zod.
 */
export { DEFAULT_PAGE_SIZE } from './envelope';
export type { Envelope, PagedResult, PageQuery } from './envelope';
export { ResultCode, ServerCode } from './result-codes';
export { LOGIN_MAX_LENGTH } from './login';
export { loginRequestSchema } from './login-schema';
export type { AppInfo, Flag, LoginRequest, LoginResult, MenuItem, SessionUser } from './login';
export { DEFAULT_API_BASES } from './app-config';
export type { ApiBaseName } from './app-config';
// The startup files' types, written out as plain interfaces (public-types.test.ts checks them
// against the schemas in app-config-schema.ts both ways).
export type {
  ApiBases,
  AppCodeToHostUrl,
  AppConfigByHost,
  HostAppConfig,
  LoginSystemConfig,
  ModuleSwitches,
  OutsideLinkRules,
} from './app-config-types';
export { UcCode } from './uc-codes';
export type { UcCodeValue } from './uc-codes';
export { codeSchema, MAX_PAGE_SIZE, pageQuerySchema, queryFlagSchema } from './page-query';
export {
  changeLoginInfoRequestSchema,
  checkedTokenSchema,
  decodeMobileCodeKey,
  encodeMobileCodeKey,
  iamCheckQuerySchema,
  pmsLoginRequestSchema,
  checkResetCodeRequestSchema,
  resetPasswordRequestSchema,
  sendMobileCodeQuerySchema,
  sendResetPasswordMailRequestSchema,
  ssoCheckQuerySchema,
  ssoLoginRequestSchema,
  TICKET_TTL_SECONDS,
  ticketQuerySchema,
  tokenAppQuerySchema,
  unlockAccountRequestSchema,
} from './sso';
export type {
  CasLoginOption,
  ChangeLoginInfoRequest,
  IamCheckQuery,
  PmsLoginRequest,
  CheckResetCodeRequest,
  ResetPasswordRequest,
  SsoCheckQuery,
  SendResetPasswordMailRequest,
  SsoLoginRequest,
  TicketQuery,
  TokenAppQuery,
  UnlockAccountRequest,
} from './sso';
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
} from './users';
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
} from './users';
export {
  listChildNodesQuerySchema,
  managedUnitsQuerySchema,
  orgCodeParamsSchema,
  unitCodeQuerySchema,
  unitParameterQuerySchema,
} from './org';
export type { RemindTone, UnitNode, UnitParameter, UnitRecord } from './org';
export { codeDictQuerySchema, pmsTokenQuerySchema, resourceQuerySchema } from './apps';
export type { AppLinkInfo, CodeDictEntry, HotelInfo, MenuResource, ReportResource } from './apps';
export {
  kvBatchRequestSchema,
  kvTranslatesHeadersSchema,
  kvTranslatesQuerySchema,
} from './translate';
export type {
  KvBatchRequest,
  KvBatchResult,
  KvTranslatesResult,
  TranslationDTO,
} from './translate';
export * from './domains';
export * from './login-check';
export * from './mfa';
export { passkeySchema, passkeyNameSchema, type Passkey } from './calls/passkeys';
export * from './user-relations';
export * from './app-access';
export * from './third-platform';
export * from './custom-data-auth';
export {
  MAX_AUDIENCE_ENTRIES,
  MAX_BATCH_MESSAGE_IDS,
  MAX_MESSAGE_TEXT_LENGTH,
  MAX_MESSAGE_TITLE_LENGTH,
  instantSchema,
  messageAudienceSchema,
  messageLocaleQuerySchema,
  PUBLISH_STATUSES,
  storedAudienceSchema,
  noticeListQuerySchema,
  publishedMessagesQuerySchema,
  publishMessageRequestSchema,
  readStateRequestSchema,
  readStatesRequestSchema,
  updateMessageRequestSchema,
  userMessageListQuerySchema,
} from './messages';
export { csvCell, csvDocument } from './csv';
export {
  AUDIENCE_DIRECTORY_KINDS,
  audienceDirectoryEntrySchema,
  audienceDirectoryQuerySchema,
  reachRequestSchema,
  reachResultSchema,
} from './message-audience';
export type {
  AudienceDirectoryEntry,
  AudienceDirectoryQuery,
  MessageAudience,
  MessageAudienceRequest,
  ReachResult,
} from './message-audience';
export {
  MESSAGE_READERS_CSV_COLUMNS,
  messageReaderSchema,
  messageReadersFilterSchema,
  messageReadersQuerySchema,
  remindResultSchema,
} from './message-reports';
export type { MessageReader, MessageReadersQuery, RemindResult } from './message-reports';
export type {
  MessageAudienceInput,
  MessageDetail,
  PublishStatus,
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
} from './messages';
export {
  dateInputSchema,
  flagSchema,
  idListSchema,
  idRequestSchema,
  idSchema,
  isoDateSchema,
  localeTextsSchema,
  optionalField,
  optionalText,
  unitIdQuerySchema,
  withinColumns,
} from './admin-common';
export type { Counts, IdRequest, LocaleTexts } from './admin-common';
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
} from './admin-units';
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
} from './admin-units';
export {
  departmentAddSchema,
  departmentMoveSchema,
  departmentRolesSaveSchema,
  departmentUpdateSchema,
} from './admin-departments';
export type {
  AdminDepartment,
  AssignableRole,
  DepartmentAddRequest,
  DepartmentMoveRequest,
  DepartmentNode,
  DepartmentRolesSaveRequest,
  DepartmentUpdateRequest,
} from './admin-departments';
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
} from './admin-users';
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
} from './admin-users';
export {
  ROLE_AUTH_KINDS,
  roleAddSchema,
  roleAssignDepartmentsSchema,
  roleGroupsQuerySchema,
  roleMoveSchema,
  roleAssignUsersSchema,
  roleAuthSaveSchema,
  roleAuthTreeQuerySchema,
  roleDispatchSchema,
  roleListQuerySchema,
  roleMembersQuerySchema,
  roleUpdateSchema,
} from './admin-roles';
export type {
  AdminRole,
  RoleAddRequest,
  RoleAssignDepartmentsRequest,
  RoleMoveRequest,
  RoleAssignUsersRequest,
  RoleAuthKind,
  RoleAuthSaveRequest,
  RoleAuthTreeQuery,
  RoleDispatchRequest,
  RoleDispatchTarget,
  RoleListQuery,
  RoleMembers,
  RoleUpdateRequest,
} from './admin-roles';
export { adminLoginLogQuerySchema, LOGIN_STATE_VALUES, loginLogQuerySchema } from './admin-logs';
export type {
  AdminLoginLogQuery,
  LoginLogQuery,
  LoginLogRow,
  LoginLogStatistic,
  LoginState,
} from './admin-logs';
export {
  ipWhitelistSaveSchema,
  loginLimitListQuerySchema,
  loginLimitSaveSchema,
  SECURITY_EXCEPTION_KINDS,
  securityExceptionsSaveSchema,
  securitySaveSchema,
} from './admin-security';
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
} from './admin-security';
export * from './admin-tags';
export * from './admin-oidc';
export * from './admin-upstream-idp';
export * from './admin-styles';
export * from './admin-apps';
export * from './admin-menus';
export * from './admin-reports';
export * from './admin-config';
export * from './admin-project-config';
export * from './audit';

// The forms' zod schemas (server-side parsing of product.md §5); the clients call the same
// rules as plain functions from the root entry.
export {
  formatIssue,
  formObject,
  MAX_TEXT_LENGTH,
  secretField,
  textField,
  withRules,
} from '../validation/zod-rules';
export {
  departmentSchema,
  emailBindingSchema,
  passwordChangeSchema,
  passwordRecoverySchema,
  passwordUpdateSchema,
  resetPasswordSchema,
  roleSchema,
  userAddSchema,
} from '../validation/form-schemas';
export {
  answer,
  CALL_BASES,
  CALL_FAMILIES,
  defineCall,
  fileAnswerSchema,
  inputPlace,
  isAdminFamily,
  isAudited,
  methodsOf,
  pathParamsOf,
  redirectAnswerSchema,
} from './call';
export type {
  Answer,
  AnswerKind,
  AuditTarget,
  CallAccess,
  CallBase,
  CallDecl,
  CallDefinition,
  CallFamily,
  CallInput,
  CallMethod,
  CallOutput,
  CallParsed,
  CallRule,
  FileAnswer,
  RedirectAnswer,
} from './call';
export { callApi, callApiEnvelope, listApi } from './call-api';
export type { PageInput } from './call-api';
export * from './calls';
export * from './screens';
export { fieldErrorsOf } from './field-errors';
export type { FieldPath, FormSchema } from './field-errors';

/**
 * Validation rules of product.md §5: pure functions returning message keys, no zod. The forms'
 * zod schemas (server-side parsing) are in `@portico/sdk/contract`.
 */
export { firstLoginError, validateLoginForm } from './login-form';
export type { LoginField, LoginFormErrors } from './login-form';
export { collectErrors, firstError, isBlank, required } from './form-errors';
export type { FieldErrors } from './form-errors';
export {
  EMAIL_PATTERN,
  ID_NUMBER_PATTERN,
  MESSAGE_EMAIL_PATTERN,
  MOBILE_PATTERN,
  validateEmail,
  validateIdNumber,
  validateMessageEmail,
  validateMobile,
} from './contact-rules';
export {
  PRINTABLE_ASCII,
  USER_CENTRE_MIN_LENGTH,
  USER_CENTRE_PASSWORD_PATTERN,
  validateUserCentrePassword,
} from './user-centre-password';
export { passwordChecks } from './password-checks';
export type { PasswordCheck } from './password-checks';
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
} from './password-strategy';
export type {
  PasswordClass,
  PasswordStrategy,
  PasswordStrategyParameter,
} from './password-strategy';
export {
  MIN_STRATEGY_LENGTH,
  validateNewPassword,
  validatePasswordChange,
  validatePasswordConfirmation,
  validatePasswordParameters,
  validateResetPassword,
} from './password-forms';
export type {
  NewPasswordRule,
  PasswordChangeField,
  PasswordChangeForm,
  PasswordParameterForm,
  ResetPasswordForm,
} from './password-forms';
export { USER_CODE_EXISTS, USER_CODE_MAX_LENGTH, validateUserCode } from './user-code';
export { validateDepartment, validateRole, validateUserAdd } from './admin-forms';
export type { DepartmentForm, RoleForm, UserAddField, UserAddForm } from './admin-forms';
export {
  validateEmailBeforeSend,
  validateEmailBinding,
  validatePasswordRecovery,
  validateUnitChoice,
} from './account-forms';
export type { EmailBindingForm, PasswordRecoveryForm } from './account-forms';
export {
  defaultMessageSearchRange,
  formatSearchDate,
  MESSAGE_SEARCH_MAX_DAYS,
  parseSearchDate,
  validateBatchSelection,
  validateMessageSearch,
} from './message-search';
export type { DateInput, MessageSearchFilters } from './message-search';
export { validateLogoFiles } from './logo-files';
export type { UploadedFile } from './logo-files';
export {
  normaliseNumber,
  NUMBER_RANGE_LIMIT,
  parseNumberInput,
  resolveBounds,
  stepNumber,
  validateNumberRange,
} from './number-range';
export type { NumberBounds, NumberRangeInput, ResolvedBounds } from './number-range';

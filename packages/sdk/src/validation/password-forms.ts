import type { MessageRef } from '../i18n/message-ref';
import { collectErrors, isBlank, required, type FieldErrors } from './form-errors';
import {
  DEFAULT_PASSWORD_STRATEGY,
  MAX_PASSWORD_LENGTH,
  PASSWORD_CLASSES,
  validatePasswordStrategy,
  type PasswordClass,
  type PasswordStrategy,
} from './password-strategy';
import { validateUserCentrePassword } from './user-centre-password';

/** Which rule a new password must pass (product.md §5 "Password change"). */
export interface NewPasswordRule {
  /** The unit's parsed PASSWORD_STRATEGY; the default rule when absent. */
  strategy?: PasswordStrategy;
  /** In the user-centre app the fixed user-centre rule applies instead of the strategy. */
  userCentre?: boolean;
}

function passwordRule(password: string, rule: NewPasswordRule): MessageRef | null {
  return rule.userCentre
    ? validateUserCentrePassword(password)
    : validatePasswordStrategy(password, rule.strategy ?? DEFAULT_PASSWORD_STRATEGY);
}

/** New password: required, different from the old one, then the strength rule. */
export function validateNewPassword(
  passwd: string,
  passwdOld: string,
  rule: NewPasswordRule = {},
): MessageRef | null {
  if (isBlank(passwd)) return 'validation.password.newRequired';
  if (passwdOld !== '' && passwd === passwdOld) return 'validation.password.sameAsOld';
  return passwordRule(passwd, rule);
}

/** Confirmation: required, then equal to the new password. */
export function validatePasswordConfirmation(passwdCheck: string, passwd: string) {
  if (isBlank(passwdCheck)) return 'validation.password.confirmRequired' as const;
  return passwdCheck === passwd ? null : ('validation.password.mismatch' as const);
}

/** The change-password form of product.md §3 "Forms: password (passwdOld, passwd, passwdCheck)". */
export interface PasswordChangeForm {
  passwdOld: string;
  passwd: string;
  passwdCheck: string;
}
export type PasswordChangeField = keyof PasswordChangeForm;

export function validatePasswordChange(
  form: PasswordChangeForm,
  rule: NewPasswordRule = {},
): FieldErrors<PasswordChangeField, MessageRef> {
  return collectErrors<PasswordChangeField, MessageRef>([
    ['passwdOld', required(form.passwdOld, 'validation.password.oldRequired')],
    ['passwd', validateNewPassword(form.passwd, form.passwdOld, rule)],
    ['passwdCheck', validatePasswordConfirmation(form.passwdCheck, form.passwd)],
  ]);
}

/** Reset password (/unsubscribeEmailHtml): new and confirm required, must match, default rule. */
export interface ResetPasswordForm {
  passwd: string;
  passwdCheck: string;
}

export function validateResetPassword(
  form: ResetPasswordForm,
): FieldErrors<keyof ResetPasswordForm, MessageRef> {
  return collectErrors<keyof ResetPasswordForm, MessageRef>([
    ['passwd', validateNewPassword(form.passwd, '')],
    ['passwdCheck', validatePasswordConfirmation(form.passwdCheck, form.passwd)],
  ]);
}

/** Parameter screen (product.md §5): the complexity classes and the minimum length. */
export interface PasswordParameterForm {
  complexity: readonly string[] | null | undefined;
  length: string | number | null | undefined;
}

/** product.md §5: "length required, positive integer, at least 6". */
export const MIN_STRATEGY_LENGTH = 6;

function validateStrategyLength(length: PasswordParameterForm['length']): MessageRef | null {
  if (isBlank(length)) return 'validation.parameter.lengthRequired';
  const text = String(length).trim();
  if (!/^\d+$/.test(text) || Number(text) === 0) return 'validation.parameter.lengthInteger';
  const value = Number(text);
  if (value < MIN_STRATEGY_LENGTH) return 'validation.parameter.lengthMin';
  // Longer than any accepted password would lock every user of the unit out.
  if (value > MAX_PASSWORD_LENGTH) {
    return { key: 'validation.parameter.lengthMax', params: { max: MAX_PASSWORD_LENGTH } };
  }
  return null;
}

export function validatePasswordParameters(
  form: PasswordParameterForm,
): FieldErrors<keyof PasswordParameterForm, MessageRef> {
  const complexity = form.complexity ?? [];
  const known = complexity.every((c) => PASSWORD_CLASSES.includes(c as PasswordClass));
  return collectErrors<keyof PasswordParameterForm, MessageRef>([
    [
      'complexity',
      complexity.length === 0 || !known ? 'validation.parameter.complexityRequired' : null,
    ],
    ['length', validateStrategyLength(form.length)],
  ]);
}

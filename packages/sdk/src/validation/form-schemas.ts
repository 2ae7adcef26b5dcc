import type { MessageRef } from '../i18n/message-ref';
import { validateEmailBinding, validatePasswordRecovery } from './account-forms';
import { validateDepartment, validateRole, validateUserAdd } from './admin-forms';
import { collectErrors, required } from './form-errors';
import {
  validateNewPassword,
  validatePasswordChange,
  validateResetPassword,
  type NewPasswordRule,
} from './password-forms';
import { USER_CODE_MAX_LENGTH } from './user-code';
import { formObject, secretField, textField, withRules } from './zod-rules';

/**
 * The zod schemas of the forms, for the server (and any caller that parses input): each runs the
 * same pure rule as the client (product.md §5), written once in the *-forms.ts files. Kept apart so
 * a page that only checks a form with the pure rules does not bundle zod.
 */

export function passwordChangeSchema(rule: NewPasswordRule = {}) {
  return withRules(
    formObject({
      passwdOld: secretField('validation.password.oldRequired'),
      passwd: secretField('validation.password.newRequired'),
      passwdCheck: secretField('validation.password.confirmRequired'),
    }),
    (form) => validatePasswordChange(form, rule),
  );
}

/**
 * What POST /user/updateUserPassword carries (api-contract.md §7.4: oldPassword, newPassword):
 * the same rules minus the confirmation, which never leaves the form.
 */
export function passwordUpdateSchema(rule: NewPasswordRule = {}) {
  return withRules(
    formObject({
      oldPassword: secretField('validation.password.oldRequired'),
      newPassword: secretField('validation.password.newRequired'),
    }),
    (body) =>
      collectErrors<'oldPassword' | 'newPassword', MessageRef>([
        ['oldPassword', required(body.oldPassword, 'validation.password.oldRequired')],
        ['newPassword', validateNewPassword(body.newPassword, body.oldPassword, rule)],
      ]),
  );
}

export const resetPasswordSchema = withRules(
  formObject({
    passwd: secretField('validation.password.newRequired'),
    passwdCheck: secretField('validation.password.confirmRequired'),
  }),
  validateResetPassword,
);

export const passwordRecoverySchema = withRules(
  formObject({
    unitCode: textField('validation.recovery.unitRequired'),
    userCode: textField('validation.recovery.accountRequired'),
    email: textField('validation.recovery.emailRequired'),
    validateCode: textField('validation.verifyCode.required'),
  }),
  validatePasswordRecovery,
);

export const emailBindingSchema = withRules(
  formObject({
    email: textField('validation.email.required'),
    validateCode: textField('validation.verifyCode.required'),
    password: textField('validation.password.currentRequired'),
  }),
  validateEmailBinding,
);

export const userAddSchema = withRules(
  formObject({
    // One character of slack over the rule so an over-long code gets the rule's own message.
    userCode: textField('validation.userCode.required', USER_CODE_MAX_LENGTH + 1),
    name: textField('validation.user.nameRequired'),
    email: textField('validation.email.required'),
    unitName: textField('validation.user.unitNameRequired'),
    mobile: textField('validation.mobile.invalid'),
    idcard: textField('validation.idNumber.invalid'),
  }),
  validateUserAdd,
);

export const departmentSchema = withRules(
  formObject({
    code: textField('validation.department.codeRequired'),
    name: textField('validation.department.nameRequired'),
  }),
  validateDepartment,
);

export const roleSchema = withRules(
  formObject({
    code: textField('validation.role.codeRequired'),
    descript: textField('validation.role.descriptRequired'),
  }),
  validateRole,
);

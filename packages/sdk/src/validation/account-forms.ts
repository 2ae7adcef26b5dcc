import type { MessageKey } from '../i18n/translate';
import { validateEmail } from './contact-rules';
import { collectErrors, isBlank, required, type FieldErrors } from './form-errors';

/** E-mail required, then its format: the pair every e-mail field here uses. */
function requiredEmail(email: string): MessageKey | null {
  return required(email, 'validation.email.required') ?? validateEmail(email);
}

/** Password recovery by e-mail (product.md §2.6, §5): unit, account, bound e-mail, code. */
export interface PasswordRecoveryForm {
  unitCode: string;
  userCode: string;
  email: string;
  validateCode: string;
}

export function validatePasswordRecovery(
  form: PasswordRecoveryForm,
): FieldErrors<keyof PasswordRecoveryForm> {
  return collectErrors<keyof PasswordRecoveryForm, MessageKey>([
    ['unitCode', required(form.unitCode, 'validation.recovery.unitRequired')],
    ['userCode', required(form.userCode, 'validation.recovery.accountRequired')],
    [
      'email',
      required(form.email, 'validation.recovery.emailRequired') ?? validateEmail(form.email),
    ],
    ['validateCode', required(form.validateCode, 'validation.verifyCode.required')],
  ]);
}

/**
 * E-mail binding (product.md §3 "Forms: e-mail (email, validateCode)"), with the current
 * password: the recovery address is rebound only by who knows the password.
 */
export interface EmailBindingForm {
  email: string;
  validateCode: string;
  password: string;
}

export function validateEmailBinding(form: EmailBindingForm): FieldErrors<keyof EmailBindingForm> {
  return collectErrors<keyof EmailBindingForm, MessageKey>([
    ['email', requiredEmail(form.email)],
    ['validateCode', required(form.validateCode, 'validation.verifyCode.required')],
    ['password', required(form.password, 'validation.password.currentRequired')],
  ]);
}

/**
 * product.md §5: "the send-code button first validates the e-mail" — only the e-mail, since the
 * code is what the button is about to send. Also the body check of POST /user/emailResetCode.
 */
export function validateEmailBeforeSend(email: string): MessageKey | null {
  return requiredEmail(email);
}

/** Change unit (product.md §5): 'Please select a unit'. */
export function validateUnitChoice(unit: unknown): MessageKey | null {
  return isBlank(unit) ? 'validation.unit.required' : null;
}

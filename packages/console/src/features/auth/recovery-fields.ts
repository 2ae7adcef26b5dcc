import { validatePasswordRecovery, type PasswordRecoveryForm } from '@portico/sdk/internal';

export type RecoveryErrors = ReturnType<typeof validatePasswordRecovery>;

export const EMPTY_RECOVERY: PasswordRecoveryForm = {
  unitCode: '',
  userCode: '',
  email: '',
  validateCode: '',
};

/**
 * What the send-code button checks first (product.md §5 "Password recovery"): unit, account and
 * the bound e-mail with its format; the code is what the button is about to send.
 */
export function validateBeforeSend(form: PasswordRecoveryForm): RecoveryErrors {
  const errors = validatePasswordRecovery(form);
  delete errors.validateCode;
  return errors;
}

/** The recovery details the dialog hands to /unsubscribeEmailHtml in the history state. */
export interface RecoveryState {
  recovery: PasswordRecoveryForm;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The recovery details of the history state, or of the query (a link in a mail may carry them). */
export function recoveryFrom(state: unknown, query: URLSearchParams): PasswordRecoveryForm {
  const fromState = (state as Partial<RecoveryState> | null)?.recovery;
  if (fromState && typeof fromState === 'object') {
    return {
      unitCode: text(fromState.unitCode),
      userCode: text(fromState.userCode),
      email: text(fromState.email),
      validateCode: text(fromState.validateCode),
    };
  }
  return {
    unitCode: query.get('unitCode') ?? '',
    userCode: query.get('userCode') ?? '',
    email: query.get('email') ?? '',
    validateCode: query.get('validateCode') ?? query.get('code') ?? '',
  };
}

/** Whether every recovery field is filled in and well-formed. */
export function isRecoveryComplete(form: PasswordRecoveryForm): boolean {
  return Object.keys(validatePasswordRecovery(form)).length === 0;
}

/** The details as they are sent: each trimmed, so a pasted code or e-mail keeps no spaces. */
export function trimmedRecovery(form: PasswordRecoveryForm): PasswordRecoveryForm {
  return {
    unitCode: form.unitCode.trim(),
    userCode: form.userCode.trim(),
    email: form.email.trim(),
    validateCode: form.validateCode.trim(),
  };
}

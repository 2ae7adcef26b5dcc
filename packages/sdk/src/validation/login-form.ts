import { LOGIN_MAX_LENGTH, type LoginRequest } from '../contract/login';
import type { MessageKey } from '../i18n/translate';

export type LoginField = keyof LoginRequest | 'agreement';
export type LoginFormErrors = Partial<Record<LoginField, MessageKey>>;

const requiredKey = {
  unitCode: 'validation.login.unitCodeRequired',
  userCode: 'validation.login.userCodeRequired',
  password: 'validation.login.passwordRequired',
} as const satisfies Record<keyof LoginRequest, MessageKey>;

/**
 * Login rules of product.md §5: account, password and unit code cannot be empty; the agreement
 * checkbox is required when the form shows it. Returns message keys, one per failing field.
 * Plain code, no zod: the sign-in path of a child app stays small (the server's schema in
 * contract/login-schema.ts holds the same keys and limits).
 */
export function validateLoginForm(
  input: Partial<LoginRequest> & { agreement?: boolean },
  { requireAgreement = false } = {},
): LoginFormErrors {
  const errors: LoginFormErrors = {};
  for (const field of ['unitCode', 'userCode', 'password'] as const) {
    const raw = input[field] ?? '';
    // Codes are trimmed; a password is taken as typed.
    const value = field === 'password' ? raw : raw.trim();
    if (value.length === 0) errors[field] = requiredKey[field];
    else if (value.length > LOGIN_MAX_LENGTH[field]) errors[field] = 'validation.tooLong';
  }
  if (requireAgreement && !input.agreement) errors.agreement = 'validation.login.agreementRequired';
  return errors;
}

/** The first failing rule's key in form order, or null. */
export function firstLoginError(input: Partial<LoginRequest>): MessageKey | null {
  const errors = validateLoginForm(input);
  return errors.unitCode ?? errors.userCode ?? errors.password ?? null;
}

/** The body that is sent: codes trimmed, the password as typed. */
export function normaliseLogin(input: LoginRequest): LoginRequest {
  return {
    unitCode: input.unitCode.trim(),
    userCode: input.userCode.trim(),
    password: input.password,
  };
}

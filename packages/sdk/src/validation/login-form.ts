import { loginRequestSchema, type LoginRequest } from '../contract/login';
import { isMessageKey, type MessageKey } from '../i18n/translate';

export type LoginField = keyof LoginRequest | 'agreement';
export type LoginFormErrors = Partial<Record<LoginField, MessageKey>>;

/**
 * Login rules of product.md §5: account, password and unit code cannot be empty; the agreement
 * checkbox is required when the form shows it. Returns message keys, one per failing field.
 */
export function validateLoginForm(
  input: Partial<LoginRequest> & { agreement?: boolean },
  { requireAgreement = false } = {},
): LoginFormErrors {
  const errors: LoginFormErrors = {};
  const parsed = loginRequestSchema.safeParse({
    unitCode: input.unitCode ?? '',
    userCode: input.userCode ?? '',
    password: input.password ?? '',
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof LoginRequest;
      if (!errors[field] && isMessageKey(issue.message)) errors[field] = issue.message;
    }
  }
  if (requireAgreement && !input.agreement) errors.agreement = 'validation.login.agreementRequired';
  return errors;
}

/** The first failing rule's key in form order, or null. */
export function firstLoginError(input: Partial<LoginRequest>): MessageKey | null {
  const errors = validateLoginForm(input);
  return errors.unitCode ?? errors.userCode ?? errors.password ?? null;
}

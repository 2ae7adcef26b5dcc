import type { TextKey } from '../../texts/catalogue';
import { validateLoginForm } from '@portico/sdk/internal';

/** Account login (unit, user code, password) or PMS account login (product.md §2.6). */
export type LoginMode = 'account' | 'pms';

export interface LoginFields {
  unitCode: string;
  /** The user code, or the hotel-system (PMS) account in PMS mode. */
  account: string;
  password: string;
  rememberMe: boolean;
  agreement: boolean;
}

export type LoginFieldName = 'unitCode' | 'account' | 'password' | 'agreement';
export type LoginFieldErrors = Partial<Record<LoginFieldName, TextKey>>;

/** The input's `name` for the account field: what the server calls it in each mode. */
export const accountInputName = (mode: LoginMode) => (mode === 'pms' ? 'pmsAccount' : 'userCode');

/**
 * The login rules of product.md §5 for either mode, from the SDK's one validator: unit code,
 * account and password cannot be empty, the agreement must be accepted. A PMS account is the
 * account of that mode, so it gets the account's message.
 */
export function validateLoginFields(fields: LoginFields): LoginFieldErrors {
  const found = validateLoginForm(
    {
      unitCode: fields.unitCode,
      userCode: fields.account,
      password: fields.password,
      agreement: fields.agreement,
    },
    { requireAgreement: true },
  );
  const errors: LoginFieldErrors = {};
  if (found.unitCode) errors.unitCode = found.unitCode;
  if (found.userCode) errors.account = found.userCode;
  if (found.password) errors.password = found.password;
  if (found.agreement) errors.agreement = found.agreement;
  return errors;
}

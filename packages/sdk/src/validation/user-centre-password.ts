import type { MessageKey } from '../i18n/translate';
import { MAX_PASSWORD_LENGTH } from './password-strategy';

/**
 * product.md §5 "User-center password": digits and letters, printable ASCII only (space to tilde),
 * min 6.
 */
export const USER_CENTRE_PASSWORD_PATTERN = /^(?=.*[0-9])(?=.*[A-Za-z])[\x20-\x7E]{6,}$/;

export function validateUserCentrePassword(password: string): MessageKey | null {
  if (password.length > MAX_PASSWORD_LENGTH) return 'validation.tooLong';
  return USER_CENTRE_PASSWORD_PATTERN.test(password) ? null : 'validation.password.userCentre';
}

import type { MessageKey } from '../i18n/translate';
import { MAX_PASSWORD_LENGTH } from './password-strategy';

/** product.md §5: the user-centre rule's character set, printable ASCII (space to tilde). */
export const PRINTABLE_ASCII = /^[\x20-\x7E]*$/;
export const USER_CENTRE_MIN_LENGTH = 6;

/**
 * product.md §5 "User-center password": digits and letters, printable ASCII only (space to tilde),
 * min 6.
 */
export const USER_CENTRE_PASSWORD_PATTERN = /* @__PURE__ */ new RegExp(
  `^(?=.*[0-9])(?=.*[A-Za-z])${PRINTABLE_ASCII.source.slice(1, -2)}{${USER_CENTRE_MIN_LENGTH},}$`,
);

export function validateUserCentrePassword(password: string): MessageKey | null {
  if (password.length > MAX_PASSWORD_LENGTH) return 'validation.tooLong';
  return USER_CENTRE_PASSWORD_PATTERN.test(password) ? null : 'validation.password.userCentre';
}

import type { MessageKey } from '../i18n/translate';

/** product.md §5 "Mobile": 11 digits starting with 1. */
export const MOBILE_PATTERN = /^1\d{10}$/;

/** product.md §5 "ID number": 15 digits, 18 digits, or 17 digits plus a digit or X. */
export const ID_NUMBER_PATTERN = /^(?:\d{15}|\d{17}[\dX])$/;

/**
 * product.md §5 "E-mail: valid address". The WHATWG `input[type=email]` grammar, narrowed to
 * at least two domain labels: an address without a dot cannot receive the recovery mail.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** product.md §5: "in the message area the form local@domain with a 2-6 character top level". */
export const MESSAGE_EMAIL_PATTERN =
  /^[A-Za-z0-9_.+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,6}$/;

/** RFC 5321's limit on a whole address; also keeps the pattern's work bounded. */
const MAX_EMAIL_LENGTH = 254;

// Format rules check trimmed text (the schemas trim too) and leave emptiness to the required rules,
// so an optional field may stay empty.

export function validateMobile(value: string): MessageKey | null {
  const text = value.trim();
  return text === '' || MOBILE_PATTERN.test(text) ? null : 'validation.mobile.invalid';
}

export function validateEmail(value: string): MessageKey | null {
  const text = value.trim();
  if (text === '') return null;
  return text.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(text)
    ? null
    : 'validation.email.invalid';
}

/** The message area's stricter form (product.md §5), same message. */
export function validateMessageEmail(value: string): MessageKey | null {
  const text = value.trim();
  if (text === '') return null;
  return text.length <= MAX_EMAIL_LENGTH && MESSAGE_EMAIL_PATTERN.test(text)
    ? null
    : 'validation.email.invalid';
}

export function validateIdNumber(value: string): MessageKey | null {
  const text = value.trim();
  return text === '' || ID_NUMBER_PATTERN.test(text) ? null : 'validation.idNumber.invalid';
}

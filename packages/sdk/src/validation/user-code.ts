import type { MessageKey } from '../i18n/translate';

/** product.md §5 "User add": user code max 30 (api-contract.md §9). */
export const USER_CODE_MAX_LENGTH = 30;

const USER_CODE_CHARS = /^[A-Za-z0-9_-]+$/;
const SYMBOL_AT_END = /^[_-]|[_-]$/;

/**
 * product.md §5 "User add": required, max 30, letters, digits, _ and - only, no symbol at start or
 * end. Uniqueness needs the user table, so the server answers it with `validation.userCode.exists`.
 */
export function validateUserCode(value: string): MessageKey | null {
  const code = value.trim();
  if (code === '') return 'validation.userCode.required';
  if (code.length > USER_CODE_MAX_LENGTH) return 'validation.userCode.tooLong';
  if (!USER_CODE_CHARS.test(code)) return 'validation.userCode.invalidChars';
  if (SYMBOL_AT_END.test(code)) return 'validation.userCode.symbolAtEnds';
  return null;
}

/** The server's answer when the code is taken (product.md §5 'User code already exists'). */
export const USER_CODE_EXISTS: MessageKey = 'validation.userCode.exists';

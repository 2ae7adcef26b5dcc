import type { MessageKey } from '../i18n/translate';
import type { MessageRef } from '../i18n/message-ref';

/** One message per failing field; a field that passes has no entry. */
export type FieldErrors<F extends string, M extends MessageRef = MessageKey> = Partial<
  Record<F, M>
>;

/** Blank means absent or only whitespace: a code of spaces is as empty as no code. */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || String(value).trim() === '';
}

/** The required key when blank, null otherwise; the start of most field rules. */
export function required<K extends MessageKey>(value: unknown, key: K): K | null {
  return isBlank(value) ? key : null;
}

/** Builds a FieldErrors map from `[field, rule result]` pairs, keeping only failures. */
export function collectErrors<F extends string, M extends MessageRef>(
  checks: ReadonlyArray<readonly [F, M | null]>,
): FieldErrors<F, M> {
  const errors: FieldErrors<F, M> = {};
  for (const [field, message] of checks) {
    if (message !== null && errors[field] === undefined) errors[field] = message;
  }
  return errors;
}

/** The first failure in the form's visual order, for forms that show one toast at a time. */
export function firstError<F extends string, M extends MessageRef>(
  errors: FieldErrors<F, M>,
  order: readonly F[],
): M | null {
  for (const field of order) {
    const message = errors[field];
    if (message !== undefined) return message;
  }
  return null;
}

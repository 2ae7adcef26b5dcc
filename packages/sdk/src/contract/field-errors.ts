import { isMessageKey, type MessageKey } from '../i18n/translate';

/** What a form needs of a contract schema (a console or elements form need not depend on zod). */
export interface FormSchema {
  safeParse(
    value: unknown,
  ):
    | { success: true }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

/** A field's path as a form names it: `domain`, `apiBases.UC`, `outsideLinks.ports`. */
export type FieldPath = string;

/**
 * The fields a form value fails, by the contract schema the server parses with, so a form
 * refuses exactly what the server would (validators written once). Each field gets its first
 * issue; list items report on their list (`outsideLinks.ports`).
 *
 * With a translator, every failing path gets the schema's message: key messages translated,
 * zod's own (a wrong type) passed through. With a table of the form's message keys, only the
 * fields the form shows are named (by their top-level name), each with the form's key (a key of
 * the catalogue or of the form's own texts).
 */
export function fieldErrorsOf(
  schema: FormSchema,
  value: unknown,
  t: (key: MessageKey) => string,
): Record<FieldPath, string>;
export function fieldErrorsOf<F extends string, K extends string = MessageKey>(
  schema: FormSchema,
  value: unknown,
  messages: Record<F, K>,
): Partial<Record<F, K>>;
export function fieldErrorsOf(
  schema: FormSchema,
  value: unknown,
  t: ((key: MessageKey) => string) | object,
): Partial<Record<string, string>> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const names = issue.path.filter((part) => typeof part === 'string');
    if (typeof t === 'function') {
      const path = names.join('.');
      if (errors[path] === undefined) {
        errors[path] = isMessageKey(issue.message) ? t(issue.message) : issue.message;
      }
      continue;
    }
    const field = String(issue.path[0] ?? '');
    const messages = t as Record<string, string>;
    if (Object.hasOwn(messages, field) && errors[field] === undefined) {
      errors[field] = messages[field]!;
    }
  }
  return errors;
}

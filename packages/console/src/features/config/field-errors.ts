import { isMessageKey, type MessageKey } from '@portico/sdk';

/** What the forms need of an SDK zod schema (the console does not depend on zod itself). */
export interface FormSchema {
  safeParse(
    value: unknown,
  ):
    | { success: true }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

/** A field's path as the forms name it: `domain`, `apiBases.UC`, `outsideLinks.ports`. */
export type FieldPath = string;

/**
 * The first message per field of the SDK schema the server parses with, so a form refuses
 * exactly what the server would (validators written once). Key messages are translated; zod's
 * own (a wrong type) are passed through. List items report on their list (`outsideLinks.ports`).
 */
export function fieldErrorsOf(
  schema: FormSchema,
  value: unknown,
  t: (key: MessageKey) => string,
): Record<FieldPath, string> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return {};
  const errors: Record<FieldPath, string> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.filter((part) => typeof part === 'string').join('.');
    if (errors[path] !== undefined) continue;
    errors[path] = isMessageKey(issue.message) ? t(issue.message) : issue.message;
  }
  return errors;
}

/** A textarea's lines as a list: trimmed, blank lines dropped. */
export function linesOf(text: string): string[] {
  return text
    .split(/\r?\n|,/)
    .map((line) => line.trim())
    .filter(Boolean);
}

import type { MessageKey } from '@portico/sdk';
import type { z } from 'zod';

/**
 * The fields a form value fails, by the SDK's contract schema (validators are written once, in
 * the SDK): the first failing field of each name gets the form's message key for that field.
 */
export function fieldErrorsOf<F extends string>(
  schema: z.ZodType,
  value: unknown,
  messages: Record<F, MessageKey>,
): Partial<Record<F, MessageKey>> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return {};
  const errors: Partial<Record<F, MessageKey>> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '') as F;
    if (field in messages && !errors[field]) errors[field] = messages[field];
  }
  return errors;
}

import { z } from 'zod';
import { formatMessage, messageKeyOf, type MessageRef, type Translator } from '../i18n/message-ref';
import { isMessageKey, type MessageKey } from '../i18n/translate';
import { MAX_PASSWORD_LENGTH } from './password-strategy';

/** Longest free text a form field takes unless its rule says otherwise. */
export const MAX_TEXT_LENGTH = 256;

/**
 * A text field for a server schema: wrong type → the field's required key, absent → '' so the
 * shared rule reports it, trimmed, and capped so no rule ever runs on megabytes.
 */
export function textField(requiredKey: MessageKey, max = MAX_TEXT_LENGTH) {
  return z.string({ error: requiredKey }).trim().max(max, 'validation.tooLong').default('');
}

/** Like textField but never trimmed: spaces are part of a password. */
export function secretField(requiredKey: MessageKey) {
  return z
    .string({ error: requiredKey })
    .max(MAX_PASSWORD_LENGTH, 'validation.tooLong')
    .default('');
}

/**
 * Wraps an object schema so that its refinement is the same pure rule the clients call: each
 * failing field becomes one issue whose message is the key (and whose params are the key's
 * params). The rules are written once, in the rule files; the schema only adapts them.
 */
export function withRules<S extends z.ZodObject, F extends string>(
  schema: S,
  validate: (value: z.output<S>) => Partial<Record<F, MessageRef>>,
) {
  return schema.superRefine((value, ctx) => {
    for (const [field, ref] of Object.entries(validate(value)) as [F, MessageRef | undefined][]) {
      if (ref === undefined) continue;
      ctx.addIssue({
        code: 'custom',
        path: [field],
        message: messageKeyOf(ref),
        params: typeof ref === 'string' ? undefined : ref.params,
      });
    }
  });
}

/** Object schema whose non-object input (null, a string…) also answers with a key. */
export function formObject<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object(shape, { error: 'validation.invalidForm' });
}

/** Text of an issue made by these schemas (key + params), or its raw message otherwise. */
export function formatIssue(
  issue: { message: string; params?: Record<string, unknown> },
  t: Translator,
): string {
  if (!isMessageKey(issue.message)) return issue.message;
  const ref: MessageRef = issue.params
    ? { key: issue.message, params: issue.params as Record<string, string | number> }
    : issue.message;
  return formatMessage(ref, t);
}

import {
  formatMessage,
  passwordChecks,
  validatePasswordChange,
  type MessageRef,
  type NewPasswordRule,
  type PasswordChangeField,
  type PasswordChangeForm,
} from '@portico/sdk/internal';
import { useId, useRef, useState } from 'react';
import { part } from '../../appearance/parts';
import { useUi } from '../../ui/ui-context';
import { PasswordField } from './password-field';
import { PasswordRules } from './password-rules';

const EMPTY: PasswordChangeForm = { passwdOld: '', passwd: '', passwdCheck: '' };
const FIELDS: readonly PasswordChangeField[] = ['passwdOld', 'passwd', 'passwdCheck'];

export interface PasswordFormProps {
  /** The form's id: a submit button outside it (a modal's footer) names it in `form`. */
  id: string;
  /** The unit's strategy, or the user-centre rule (product.md §5). */
  rule: NewPasswordRule;
  /** The rule in words, under the new password. */
  policy: string;
  /** Why the server refused the last change, if it did. */
  failure?: string | null;
  autoFocus?: boolean;
  /** Called with a form that passed the SDK's validatePasswordChange. */
  onSubmit: (form: PasswordChangeForm) => void;
}

/**
 * The one change-password form (product.md §2.9, §4, §5), in the elements' modal and the
 * console's /password/update: the three fields, the rule listed and ticked off while typing,
 * the SDK's validators on submit (focus goes to the first field in error).
 */
export function PasswordForm({
  id,
  rule,
  policy,
  failure,
  autoFocus,
  onSubmit,
}: PasswordFormProps) {
  const { t } = useUi();
  const tr = (ref: MessageRef) => formatMessage(ref, t);
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<PasswordChangeField, MessageRef>>>({});
  const uid = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const ids = { rules: `${uid}-rules`, policy: `${uid}-policy` };

  function change(field: PasswordChangeField, value: string) {
    const next = { ...form, [field]: value };
    setForm(next);
    // Errors already shown follow the typing; new ones wait for the submit.
    if (Object.keys(errors).length > 0) setErrors(validatePasswordChange(next, rule));
  }

  function submit() {
    const found = validatePasswordChange(form, rule);
    setErrors(found);
    const firstInvalid = FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      (formRef.current?.elements.namedItem(firstInvalid) as HTMLInputElement | null)?.focus();
      return;
    }
    onSubmit(form);
  }

  return (
    <form
      ref={formRef}
      id={id}
      part={part('form')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="flex flex-col gap-3"
    >
      {FIELDS.map((field) => (
        <PasswordField
          key={field}
          id={`${uid}-${field}`}
          field={field}
          value={form[field]}
          onChange={(value) => change(field, value)}
          error={errors[field] ? tr(errors[field]!) : null}
          describedBy={field === 'passwd' ? `${ids.policy} ${ids.rules}` : undefined}
          autoFocus={autoFocus && field === 'passwdOld'}
        >
          {field === 'passwd' && (
            <>
              {/* The rule's own message is the error when it fails: not twice. */}
              <p
                id={ids.policy}
                className="text-xs text-portico-muted"
                hidden={errors.passwd !== undefined}
              >
                {policy}
              </p>
              <PasswordRules
                id={ids.rules}
                checks={passwordChecks(form.passwd, form.passwdOld, rule)}
              />
            </>
          )}
        </PasswordField>
      ))}
      {failure && (
        <p part={part('error', 'alert')} role="alert" className="text-xs text-portico-danger">
          {failure}
        </p>
      )}
    </form>
  );
}

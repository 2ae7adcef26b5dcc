import { useState, type FormEvent } from 'react';
import {
  formatMessage,
  validatePasswordRecovery,
  validateResetPassword,
  type MessageRef,
  type PasswordRecoveryForm,
} from '@portico/sdk/internal';
import { useT } from '../../../lib/use-t';
import { useResetPassword } from '../api/password-recovery';
import { isRecoveryComplete, trimmedRecovery } from '../recovery-fields';
import { BackToLoginLink, PageNotice } from './page-notice';
import { RecoveryInputs } from './recovery-inputs';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';

type Field = keyof PasswordRecoveryForm | 'passwd' | 'passwdCheck';

/** The new password and its confirmation (product.md §5 "Reset password"). */
const PASSWORD_FIELDS = [
  ['passwd', 'password.change.new'],
  ['passwdCheck', 'password.change.confirm'],
] as const;

export interface ResetPasswordFormProps {
  /** The recovery details the dialog or a mail link brought; missing ones are asked for. */
  initial: PasswordRecoveryForm;
}

/**
 * Completes the recovery (product.md §2.5 /unsubscribeEmailHtml, §5 "Reset password"): new
 * password and confirmation, required and equal, at least a digit and 6 characters (the SDK's
 * rule); the server also applies the unit's PASSWORD_STRATEGY. POST /sso/resetPassword.
 */
export function ResetPasswordForm({ initial }: ResetPasswordFormProps) {
  const t = useT();
  const reset = useResetPassword();
  const [recovery, setRecovery] = useState(initial);
  const [passwords, setPasswords] = useState({ passwd: '', passwdCheck: '' });
  // Details that came complete are shown as a summary; a refusal opens them for correction.
  const [editing, setEditing] = useState(() => !isRecoveryComplete(initial));
  const [errors, setErrors] = useState<Partial<Record<Field, MessageRef>>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = { ...validatePasswordRecovery(recovery), ...validateResetPassword(passwords) };
    setErrors(found);
    if (Object.keys(found).some((field) => field !== 'passwd' && field !== 'passwdCheck')) {
      setEditing(true);
    }
    if (Object.keys(found).length > 0) return;
    reset.mutate(
      { ...trimmedRecovery(recovery), newPassword: passwords.passwd },
      {
        // The form itself turns into the success notice: no toast besides, success shows once.
        onError: () => setEditing(true),
      },
    );
  }

  if (reset.isSuccess) {
    return (
      <div className="space-y-5 text-center">
        <PageNotice tone="success" role="status" data-testid="reset-done">
          {t('password.reset.success')}
        </PageNotice>
        <BackToLoginLink />
      </div>
    );
  }

  const error = (field: Field) => (errors[field] ? formatMessage(errors[field], t) : null);
  const setField = (field: keyof PasswordRecoveryForm, value: string) =>
    setRecovery((current) => ({ ...current, [field]: value }));
  const setPassword = (field: 'passwd' | 'passwdCheck') => (value: string) =>
    setPasswords((current) => ({ ...current, [field]: value }));

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {editing ? (
        <>
          <p className="text-sm text-slate-500">{t('page.reset.fromMail')}</p>
          <RecoveryInputs idPrefix="reset" value={recovery} onChange={setField} error={error} />
        </>
      ) : (
        <PageNotice tone="info" data-testid="reset-account">
          {t('page.reset.intro', { userCode: recovery.userCode, unitCode: recovery.unitCode })}
        </PageNotice>
      )}
      {PASSWORD_FIELDS.map(([name, label]) => (
        <TextField
          key={name}
          idPrefix="reset"
          name={name}
          type="password"
          label={t(label)}
          autoComplete="new-password"
          value={passwords[name]}
          onChange={setPassword(name)}
          error={error(name)}
        />
      ))}
      <p className="text-xs text-slate-500">{t('page.reset.rule')}</p>
      {reset.isError && (
        <PageNotice tone="error" size="compact" role="alert" data-testid="reset-error">
          {reset.error.message}
        </PageNotice>
      )}
      <SubmitButton busy={reset.isPending} block>
        {t('password.reset.submit')}
      </SubmitButton>
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  formatMessage,
  validatePasswordRecovery,
  validateResetPassword,
  type MessageRef,
  type PasswordRecoveryForm,
} from '@portico/sdk/internal';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/use-t';
import { useResetPassword } from '../api/password-recovery';
import { isRecoveryComplete } from '../recovery-fields';
import { TextField } from './text-field';

type Field = keyof PasswordRecoveryForm | 'passwd' | 'passwdCheck';

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
      {
        unitCode: recovery.unitCode.trim(),
        userCode: recovery.userCode.trim(),
        email: recovery.email.trim(),
        validateCode: recovery.validateCode.trim(),
        newPassword: passwords.passwd,
      },
      {
        // The form itself turns into the success notice: no toast besides, success shows once.
        onError: () => setEditing(true),
      },
    );
  }

  if (reset.isSuccess) {
    return (
      <div className="space-y-5 text-center">
        <p
          role="status"
          data-testid="reset-done"
          className="rounded-lg bg-emerald-50 px-4 py-3 text-emerald-800 ring-1 ring-emerald-200"
        >
          {t('password.reset.success')}
        </p>
        <Link
          to={paths.login}
          className="inline-block rounded-lg bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700"
        >
          {t('page.backToLogin')}
        </Link>
      </div>
    );
  }

  const error = (field: Field) => (errors[field] ? formatMessage(errors[field], t) : null);
  const setField = (field: keyof PasswordRecoveryForm) => (value: string) =>
    setRecovery((current) => ({ ...current, [field]: value }));
  const setPassword = (field: 'passwd' | 'passwdCheck') => (value: string) =>
    setPasswords((current) => ({ ...current, [field]: value }));

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {editing ? (
        <>
          <p className="text-sm text-slate-500">{t('page.reset.fromMail')}</p>
          <TextField
            idPrefix="reset"
            name="unitCode"
            label={t('password.recovery.unit')}
            autoComplete="organization"
            value={recovery.unitCode}
            onChange={setField('unitCode')}
            error={error('unitCode')}
          />
          <TextField
            idPrefix="reset"
            name="userCode"
            label={t('password.recovery.account')}
            autoComplete="username"
            value={recovery.userCode}
            onChange={setField('userCode')}
            error={error('userCode')}
          />
          <TextField
            idPrefix="reset"
            name="email"
            type="email"
            label={t('password.recovery.email')}
            autoComplete="email"
            value={recovery.email}
            onChange={setField('email')}
            error={error('email')}
          />
          <TextField
            idPrefix="reset"
            name="validateCode"
            label={t('password.recovery.code')}
            autoComplete="one-time-code"
            value={recovery.validateCode}
            onChange={setField('validateCode')}
            error={error('validateCode')}
          />
        </>
      ) : (
        <p data-testid="reset-account" className="rounded-lg bg-brand-50 px-4 py-3 text-brand-900">
          {t('page.reset.intro', { userCode: recovery.userCode, unitCode: recovery.unitCode })}
        </p>
      )}
      <TextField
        idPrefix="reset"
        name="passwd"
        type="password"
        label={t('password.change.new')}
        autoComplete="new-password"
        value={passwords.passwd}
        onChange={setPassword('passwd')}
        error={error('passwd')}
      />
      <TextField
        idPrefix="reset"
        name="passwdCheck"
        type="password"
        label={t('password.change.confirm')}
        autoComplete="new-password"
        value={passwords.passwdCheck}
        onChange={setPassword('passwdCheck')}
        error={error('passwdCheck')}
      />
      <p className="text-xs text-slate-500">{t('page.reset.rule')}</p>
      {reset.isError && (
        <p
          role="alert"
          data-testid="reset-error"
          className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 ring-1 ring-red-200"
        >
          {reset.error.message}
        </p>
      )}
      <button
        type="submit"
        disabled={reset.isPending}
        className="w-full rounded-lg bg-brand-600 px-4 py-2.5 font-medium text-white shadow-sm transition hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70"
      >
        {reset.isPending ? t('common.loading') : t('password.reset.submit')}
      </button>
    </form>
  );
}

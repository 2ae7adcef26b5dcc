import { useMutationToasts } from '../../../components/admin/mutation-toasts';
import { formatMessage, validateResetPassword, type MessageRef } from '@portico/sdk/internal';
import { type AdminUser } from '@portico/sdk/contract';
import { FormDialog } from '../../../components/admin/form-dialog';
import { useFormFields } from '../../../components/admin/use-form-fields';
import {
  bindForm,
  NEW_PASSWORD,
  TextFields,
  type TextFieldSpec,
} from '../../../components/ui/bound-fields';
import { useT } from '../../../lib/use-t';
import { useResetUserPassword } from '../api/users';

type ResetField = 'passwd' | 'passwdCheck';

const PASSWORD = { required: true, ...NEW_PASSWORD };
const FIELDS: TextFieldSpec<Record<ResetField, string>>[] = [
  { name: 'passwd', label: 'users.newPassword', hint: 'users.form.passwordHint', ...PASSWORD },
  { name: 'passwdCheck', label: 'users.confirmPassword', ...PASSWORD },
];

/**
 * Reset a user's password (product.md §5 "Reset password"): new and confirm by the SDK's reset
 * rule here, the user's unit PASSWORD_STRATEGY on the server; the user changes it at next sign-in.
 */
export function ResetPasswordDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const t = useT();
  const toasts = useMutationToasts();
  const { form, errors, set, passes } = useFormFields<
    Record<ResetField, string>,
    Partial<Record<ResetField, MessageRef>>
  >({ passwd: '', passwdCheck: '' });
  const reset = useResetUserPassword();
  const bind = bindForm({ form, errors, set }, (message) => formatMessage(message, t));
  const submit = () => {
    if (!passes(validateResetPassword(form))) return;
    reset.mutate(
      { id: user.id, ...form },
      toasts.done(onClose, t('users.passwordReset', { code: user.userCode })),
    );
  };
  return (
    <FormDialog
      title={t('users.resetPasswordOf', { code: user.userCode, name: user.name })}
      saving={reset.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextFields bind={bind} fields={FIELDS} autoFocus />
    </FormDialog>
  );
}

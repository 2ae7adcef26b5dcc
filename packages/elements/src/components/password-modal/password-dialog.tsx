import { registerMessages } from '@portico/sdk';
import {
  accountMessages,
  commonMessages,
  elementsMessages,
  forcedPasswordMessage,
  sessionMessages,
  validationMessages,
  passwordStrategyMessage,
  USER_CENTER_APP_CODE,
  fetchPasswordStrategy,
  updateUserPassword,
  type ForcedPasswordChange,
  type PasswordChangeForm,
  type PasswordStrategy,
} from '@portico/sdk/internal';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useState } from 'react';
import { part } from '../../appearance/parts';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { usePortico } from '../../ui/portico-context';
import { PasswordForm } from './password-form';

registerMessages(
  accountMessages,
  commonMessages,
  elementsMessages,
  sessionMessages,
  validationMessages,
);

/** api-contract.md §9: the password modal is 520 px wide; logout 3 s after a change. */
export const PASSWORD_MODAL_WIDTH = 520;
export const LOGOUT_AFTER_CHANGE_S = 3;

export interface PasswordDialogProps {
  open: boolean;
  /** Why the change is forced, or null (normal mode: the user may close). */
  forced: ForcedPasswordChange | null;
  onOpenChange: (open: boolean) => void;
  /** The password changed: announce it; `logout` is called after the countdown. */
  onChanged: () => void;
  onLogout: () => Promise<void>;
}

/**
 * Change password (product.md §2.9, §4, §5): the unit's PASSWORD_STRATEGY listed and checked
 * while typing, the shared rules on submit, then a success message and the logout 3 s later.
 * Forced mode (first login or long unchanged) cannot be closed or cancelled: the way out is to
 * log out. It keeps the reason it opened with (a first login whose change is also due would
 * otherwise read "not changed for a long time" once the session's firstLogin is patched).
 */
export default function PasswordDialog({
  open,
  forced,
  onOpenChange,
  onChanged,
  onLogout,
}: PasswordDialogProps) {
  useSignals();
  const { client, t, tr } = usePortico();
  const userCentre = client.appCode.value === USER_CENTER_APP_CODE;
  const [strategy, setStrategy] = useState<PasswordStrategy | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<'submit' | 'logout' | null>(null);
  const [openedFor] = useState(forced);
  const reason = openedFor ?? forced;
  const [countdown, setCountdown] = useState<number | null>(null);
  const uid = useId();
  const ids = { form: `${uid}-form`, forced: `${uid}-forced` };

  useEffect(() => {
    if (userCentre) return;
    let live = true;
    void fetchPasswordStrategy(client.http, client.session.info.value?.unitCode ?? '').then(
      (found) => live && setStrategy(found),
    );
    return () => {
      live = false;
    };
  }, [client, userCentre]);

  // After a change: one tick a second, then the logout (product.md §4).
  useEffect(() => {
    if (countdown === null) return;
    if (countdown <= 0) {
      void onLogout();
      return;
    }
    const timer = setTimeout(() => setCountdown(countdown - 1), 1000);
    return () => clearTimeout(timer);
  }, [countdown, onLogout]);

  const rule = userCentre ? { userCentre: true } : { strategy: strategy ?? undefined };
  const policy = userCentre
    ? t('validation.password.userCentre')
    : strategy
      ? tr(passwordStrategyMessage(strategy))
      : t('common.loading');
  const done = countdown !== null;

  async function submit(form: PasswordChangeForm) {
    setFailure(null);
    setBusy('submit');
    try {
      await updateUserPassword(client.http, form.passwdOld, form.passwd);
      setCountdown(LOGOUT_AFTER_CHANGE_S);
      onChanged();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(null);
    }
  }

  async function logout() {
    setBusy('logout');
    try {
      await onLogout();
    } finally {
      setBusy(null);
    }
  }

  return (
    <Modal
      open={open}
      onClose={() => !reason && !done && onOpenChange(false)}
      title={t('password.change.title')}
      width={PASSWORD_MODAL_WIDTH}
      dismissable={!reason && !done}
      describedBy={reason ? ids.forced : undefined}
      testId="password-modal"
      footer={
        <>
          {!done &&
            (reason ? (
              <Button
                onClick={() => void logout()}
                loading={busy === 'logout'}
                disabled={busy === 'submit'}
              >
                {t('session.forcedPassword.logout')}
              </Button>
            ) : (
              <Button onClick={() => onOpenChange(false)} disabled={busy === 'submit'}>
                {t('common.cancel')}
              </Button>
            ))}
          <Button
            type="submit"
            form={ids.form}
            variant="primary"
            loading={busy === 'submit'}
            disabled={done || busy === 'logout'}
          >
            {t('password.change.submit')}
          </Button>
        </>
      }
    >
      {reason && (
        <p
          id={ids.forced}
          part={part('forced-message')}
          role="alert"
          className="mb-4 rounded-portico border border-portico-warning bg-portico-subtle px-3 py-2 font-medium text-portico-warning"
        >
          {t(forcedPasswordMessage[reason])}
        </p>
      )}
      {done ? (
        <p
          role="status"
          className="rounded-portico border border-portico-success px-3 py-3 text-portico-success"
        >
          {t('session.passwordChanged', { seconds: countdown })}
        </p>
      ) : (
        <PasswordForm
          id={ids.form}
          rule={rule}
          policy={policy}
          failure={failure}
          autoFocus
          onSubmit={(form) => void submit(form)}
        />
      )}
    </Modal>
  );
}

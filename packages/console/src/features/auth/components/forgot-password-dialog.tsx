import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { validatePasswordRecovery } from '@portico/sdk/internal';
import { VERIFICATION_CODE_TTL_MINUTES } from '@portico/sdk/contract';
import { paths } from '../../../config/paths';
import { CloseButton } from '../../../components/ui/close-button';
import { useT } from '../../../lib/use-t';
import { useCheckResetCode, useSendResetPasswordMail } from '../api/password-recovery';
import {
  EMPTY_RECOVERY,
  trimmedRecovery,
  validateBeforeSend,
  type RecoveryErrors,
  type RecoveryState,
} from '../recovery-fields';
import { useCountdown } from '../use-countdown';
import { PageNotice } from './page-notice';
import { RecoveryInputs } from './recovery-inputs';
import { SubmitButton } from './submit-button';
import { VerifyCodeButton } from './verify-code-button';

export interface ForgotPasswordDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Password recovery by e-mail (product.md §2.6, §5): unit, account, bound e-mail and the code
 * that /sso/sendResetPasswordMail mails; 'Next' checks the code (/sso/checkResetCode) and goes on to /unsubscribeEmailHtml, which sets
 * the new password. The fields and the countdown survive closing and reopening.
 */
export function ForgotPasswordDialog({ open, onClose }: ForgotPasswordDialogProps) {
  const t = useT();
  const navigate = useNavigate();
  const dialog = useRef<HTMLDialogElement>(null);
  const [form, setForm] = useState(EMPTY_RECOVERY);
  const [errors, setErrors] = useState<RecoveryErrors>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const countdown = useCountdown();
  const send = useSendResetPasswordMail();
  const check = useCheckResetCode();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      // A modal dialog keeps focus inside and closes on Escape; old engines get a plain one.
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    } else if (!open && element.open) {
      element.close();
    }
  }, [open]);

  const set = (key: keyof typeof form, value: string) =>
    setForm((current) => ({ ...current, [key]: value }));
  const error = (name: keyof RecoveryErrors) => (errors[name] ? t(errors[name]) : null);

  function sendCode() {
    const found = validateBeforeSend(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const email = form.email.trim();
    send.mutate(
      { unitCode: form.unitCode.trim(), userCode: form.userCode.trim(), email },
      {
        onSuccess: () => {
          setSentTo(email);
          countdown.start();
        },
      },
    );
  }

  function next(event: FormEvent) {
    event.preventDefault();
    const found = validatePasswordRecovery(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const state: RecoveryState = { recovery: trimmedRecovery(form) };
    // The server checks the code here without spending it: a wrong code stops at this step.
    check.mutate(state.recovery, {
      onSuccess: () => {
        onClose();
        // The code travels in the history state, never in the address bar.
        navigate(paths.unsubscribeEmail, { state });
      },
    });
  }
  const failure = check.isError ? check.error : send.isError ? send.error : null;

  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      aria-labelledby="recovery-title"
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/50"
    >
      {/* Rendered only while open, so that the page has one set of sign-in inputs. */}
      {open && (
        <form noValidate onSubmit={next} className="space-y-4 p-6">
          <div className="flex items-start justify-between gap-4">
            <h2 id="recovery-title" className="text-lg font-semibold">
              {t('password.recovery.title')}
            </h2>
            <CloseButton onClick={onClose} />
          </div>
          <p className="text-sm text-slate-500">{t('login.recovery.hint')}</p>
          <RecoveryInputs
            idPrefix="recovery"
            value={form}
            onChange={set}
            error={error}
            codeAddon={
              <VerifyCodeButton
                secondsLeft={countdown.left}
                sending={send.isPending}
                onSend={sendCode}
              />
            }
          />
          {failure && (
            <PageNotice tone="error" size="compact" role="alert" data-testid="recovery-error">
              {failure.message}
            </PageNotice>
          )}
          {sentTo && !failure && (
            <PageNotice tone="success" size="compact" role="status">
              {t('login.recovery.sentTo', {
                email: sentTo,
                minutes: VERIFICATION_CODE_TTL_MINUTES,
              })}
            </PageNotice>
          )}
          <div className="flex justify-end gap-2 pt-2">
            <button
              type="button"
              onClick={onClose}
              className="rounded-lg px-4 py-2 text-sm font-medium text-slate-600 hover:bg-slate-100"
            >
              {t('common.cancel')}
            </button>
            <SubmitButton busy={check.isPending} className="text-sm">
              {t('login.recovery.next')}
            </SubmitButton>
          </div>
        </form>
      )}
    </dialog>
  );
}

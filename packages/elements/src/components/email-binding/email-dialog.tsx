import { type MessageKey } from '@portico/sdk';
import {
  validateEmailBeforeSend,
  validateEmailBinding,
  type EmailBindingForm,
} from '@portico/sdk/internal';
import { useSignals } from '@preact/signals-react/runtime';
import { useId, useRef, useState, type ReactNode } from 'react';
import { part } from '../../appearance/parts';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { usePortico } from '../../ui/portico-context';
import { registerBarTexts } from '../user-bar/bar-texts';
import { bindEmail, sendEmailCode } from './email-api';
import { useCountdown } from './use-countdown';

registerBarTexts();

export interface EmailDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

type Field = keyof EmailBindingForm;

/**
 * Bind an e-mail for password reset (product.md §2.9, §3 "Forms: e-mail", §5): e-mail, code and
 * the current password (the recovery address is what password recovery trusts); the send-code
 * button first checks the e-mail, then counts down 60 s (§4); backdoor users' calls carry no user
 * id (§6).
 */
export default function EmailDialog({ open, onOpenChange }: EmailDialogProps) {
  useSignals();
  const { client, t, toast } = usePortico();
  const bound = client.session.info.value?.userInfoDO?.email ?? null;
  const [form, setForm] = useState<EmailBindingForm>({
    email: '',
    validateCode: '',
    password: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, MessageKey>>>({});
  const [busy, setBusy] = useState<'send' | 'bind' | null>(null);
  const countdown = useCountdown();
  const formRef = useRef<HTMLFormElement>(null);
  const uid = useId();

  function change(field: Field, value: string) {
    setForm((previous) => ({ ...previous, [field]: value }));
    if (errors[field]) setErrors((previous) => ({ ...previous, [field]: undefined }));
  }

  function focusField(field: Field) {
    (formRef.current?.elements.namedItem(field) as HTMLInputElement | null)?.focus();
  }

  async function sendCode() {
    const invalid = validateEmailBeforeSend(form.email);
    if (invalid) {
      setErrors((previous) => ({ ...previous, email: invalid }));
      focusField('email');
      return;
    }
    setBusy('send');
    try {
      await sendEmailCode(client, form.email);
      countdown.start();
      toast(t('verifyCode.sent'), 'success');
      focusField('validateCode');
    } catch (error) {
      toast(error instanceof Error ? error.message : String(error), 'error');
    } finally {
      setBusy(null);
    }
  }

  async function submit() {
    const found = validateEmailBinding(form);
    setErrors(found);
    const first = (['email', 'validateCode', 'password'] as const).find((field) => found[field]);
    if (first) return focusField(first);
    setBusy('bind');
    try {
      await bindEmail(client, form);
      toast(t('email.bind.success'), 'success');
      onOpenChange(false);
    } catch (error) {
      toast(error instanceof Error ? error.message : String(error), 'error');
    } finally {
      setBusy(null);
    }
  }

  return (
    <Modal
      open={open}
      onClose={() => onOpenChange(false)}
      title={t('email.bind.title')}
      width={520}
      testId="email-binding"
      footer={
        <>
          <Button onClick={() => onOpenChange(false)}>{t('common.cancel')}</Button>
          <Button
            type="submit"
            form={`${uid}-form`}
            variant="primary"
            loading={busy === 'bind'}
            disabled={busy === 'send'}
          >
            {t('email.bind.submit')}
          </Button>
        </>
      }
    >
      <p className="mb-4 text-portico-muted">
        {bound ? t('email.bind.current', { email: bound }) : t('email.bind.none')}
      </p>
      <form
        ref={formRef}
        id={`${uid}-form`}
        part={part('form')}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        className="flex flex-col gap-4"
      >
        <TextField
          id={`${uid}-email`}
          name="email"
          type="email"
          label={t('email.bind.email')}
          value={form.email}
          onChange={(value) => change('email', value)}
          error={errors.email ? t(errors.email) : null}
          autoComplete="email"
          autoFocus
        />
        <TextField
          id={`${uid}-code`}
          name="validateCode"
          label={t('email.bind.code')}
          value={form.validateCode}
          onChange={(value) => change('validateCode', value)}
          error={errors.validateCode ? t(errors.validateCode) : null}
          autoComplete="one-time-code"
          maxLength={16}
        >
          <Button
            part={part('button', 'code-button')}
            onClick={() => void sendCode()}
            loading={busy === 'send'}
            disabled={countdown.running}
            className="w-36"
          >
            {countdown.running
              ? t('verifyCode.countdown', { seconds: countdown.remaining })
              : t('verifyCode.send')}
          </Button>
        </TextField>
        <TextField
          id={`${uid}-password`}
          name="password"
          type="password"
          label={t('email.bind.password')}
          value={form.password}
          onChange={(value) => change('password', value)}
          error={errors.password ? t(errors.password) : null}
          autoComplete="current-password"
          maxLength={128}
        />
      </form>
    </Modal>
  );
}

function TextField({
  id,
  name,
  label,
  value,
  onChange,
  error,
  type = 'text',
  autoComplete,
  autoFocus,
  maxLength = 254,
  children,
}: {
  id: string;
  name: Field;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  autoFocus?: boolean;
  maxLength?: number;
  /** A button beside the input (the send-code button). */
  children?: ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <div part={part('field')} className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          id={id}
          name={name}
          type={type}
          part={part('input')}
          value={value}
          maxLength={maxLength}
          autoComplete={autoComplete}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          data-autofocus={autoFocus ? '' : undefined}
          className="h-9 w-full min-w-0 flex-1 rounded-portico border border-portico-border bg-portico-surface px-3 text-sm text-portico-text focus-visible:border-portico-primary focus-visible:outline-2 focus-visible:outline-portico-primary aria-invalid:border-portico-danger"
        />
        {children}
      </div>
      {error && (
        <p id={errorId} part={part('error')} className="text-xs text-portico-danger">
          {error}
        </p>
      )}
    </div>
  );
}

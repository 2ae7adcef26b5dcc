import {
  formatMessage,
  passwordStrategyMessage,
  USER_CENTER_APP_CODE,
  validatePasswordChange,
  type MessageRef,
  type PasswordChangeField,
  type PasswordChangeForm,
} from '@portico/sdk';
import { useSignals } from '@preact/signals-react/runtime';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@portico/elements/ui';
import { AdminPage, Panel } from '../../../components/admin/admin-page';
import { Field } from '../../../components/ui/form-controls';
import { controlClass } from '../../../components/ui/form-controls';
import { paths } from '../../../config/paths';
import { portico } from '../../../lib/portico';
import { useT } from '../../../lib/use-t';
import { passwordStrategyQueryOptions, useUpdatePassword } from '../api/password';
import { passwordChecks } from '../password-checks';

/** product.md §4: after a change a message shows and the user is logged out 3 s later. */
export const LOGOUT_AFTER_CHANGE_S = 3;

const EMPTY: PasswordChangeForm = { passwdOld: '', passwd: '', passwdCheck: '' };
const FIELDS: readonly PasswordChangeField[] = ['passwdOld', 'passwd', 'passwdCheck'];
const LABELS = {
  passwdOld: 'password.change.old',
  passwd: 'password.change.new',
  passwdCheck: 'password.change.confirm',
} as const;
const AUTOCOMPLETE = {
  passwdOld: 'current-password',
  passwd: 'new-password',
  passwdCheck: 'new-password',
} as const;

/**
 * /password/update (product.md §2.5): the change-password form as a page. The unit's
 * PASSWORD_STRATEGY (or the user-centre rule in the UC app) is listed and ticked off while the
 * user types; the SDK's validators decide on submit; after the change the page counts 3 s down
 * and signs out, as the modal does.
 */
export function PasswordUpdatePage() {
  useSignals();
  const t = useT();
  const navigate = useNavigate();
  const info = portico.session.info.value;
  const userCentre = portico.appCode.value === USER_CENTER_APP_CODE;
  const strategy = useQuery({
    ...passwordStrategyQueryOptions(info?.unitCode ?? ''),
    enabled: !userCentre && !!info,
  });
  const update = useUpdatePassword();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<PasswordChangeField, MessageRef>>>({});
  const [countdown, setCountdown] = useState<number | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const uid = useId();
  const rule = userCentre ? { userCentre: true } : { strategy: strategy.data };
  const tr = (ref: MessageRef) => formatMessage(ref, t);

  useEffect(() => {
    if (countdown === null) return;
    if (countdown <= 0) {
      void navigate(paths.logout, { replace: true });
      return;
    }
    const timer = setTimeout(() => setCountdown(countdown - 1), 1000);
    return () => clearTimeout(timer);
  }, [countdown, navigate]);

  function change(field: PasswordChangeField, value: string) {
    const next = { ...form, [field]: value };
    setForm(next);
    // Errors already shown follow the typing; new ones wait for the submit.
    if (Object.keys(errors).length > 0) setErrors(validatePasswordChange(next, rule));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validatePasswordChange(form, rule);
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) {
      (formRef.current?.elements.namedItem(first) as HTMLInputElement | null)?.focus();
      return;
    }
    update.mutate(
      { oldPassword: form.passwdOld, newPassword: form.passwd },
      { onSuccess: () => setCountdown(LOGOUT_AFTER_CHANGE_S) },
    );
  }

  const policy = userCentre
    ? t('validation.password.userCentre')
    : strategy.data
      ? tr(passwordStrategyMessage(strategy.data))
      : t('common.loading');
  const checks = passwordChecks(form.passwd, form.passwdOld, rule, (key) => t(key));

  return (
    <AdminPage
      title={t('route.password.update')}
      subtitle={
        info
          ? t('passwordPage.account', { userCode: info.userCode, unitName: info.unitName })
          : null
      }
    >
      <Panel label={t('route.password.update')} className="max-w-lg">
        <p className="mb-3 text-xs text-slate-600">{t('passwordPage.subtitle')}</p>
        {countdown !== null ? (
          <p
            role="status"
            data-testid="password-changed"
            className="rounded border border-emerald-200 bg-emerald-50 px-3 py-3 text-sm text-emerald-800"
          >
            {t('session.passwordChanged', { seconds: countdown })}
          </p>
        ) : (
          <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-3">
            {FIELDS.map((field) => (
              <Field
                key={field}
                label={t(LABELS[field])}
                required
                error={errors[field] ? tr(errors[field]) : null}
                hint={field === 'passwd' ? t('passwordPage.policy', { policy }) : undefined}
              >
                <input
                  type="password"
                  name={field}
                  autoComplete={AUTOCOMPLETE[field]}
                  value={form[field]}
                  onChange={(e) => change(field, e.target.value)}
                  className={controlClass}
                />
              </Field>
            ))}
            <section aria-labelledby={`${uid}-rules`} className="text-xs">
              <h2 id={`${uid}-rules`} className="mb-1 font-medium text-slate-700">
                {t('elements.password.rules')}
              </h2>
              <ul data-testid="password-rules" className="flex flex-col gap-0.5">
                {checks.map((check) => (
                  <li
                    key={check.id}
                    data-met={check.met}
                    className={check.met ? 'text-emerald-700' : 'text-slate-600'}
                  >
                    <span aria-hidden="true">{check.met ? '✓ ' : '○ '}</span>
                    {t(check.key, check.params)}
                    <span className="sr-only">
                      {' '}
                      (
                      {t(check.met ? 'elements.password.rule.met' : 'elements.password.rule.unmet')}
                      )
                    </span>
                  </li>
                ))}
              </ul>
            </section>
            {update.isError && (
              <p role="alert" className="text-xs text-red-600">
                {update.error.message}
              </p>
            )}
            <div>
              <Button type="submit" variant="primary" loading={update.isPending}>
                {t('password.change.submit')}
              </Button>
            </div>
          </form>
        )}
      </Panel>
    </AdminPage>
  );
}

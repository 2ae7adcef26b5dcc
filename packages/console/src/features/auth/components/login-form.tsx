import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { validateLoginForm, type LoginField, type LoginFormErrors } from '@portico/sdk';
import { portico } from '../../../lib/portico';
import { useT } from '../../../lib/use-t';
import { loadRemembered, saveRemembered } from '../remembered-login';

/** Login fields of product.md §2.6, checked with the shared rules of product.md §5. */
export function LoginForm() {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const remembered = loadRemembered();
  const [form, setForm] = useState({
    unitCode: remembered?.unitCode ?? '',
    userCode: remembered?.userCode ?? '',
    password: '',
    rememberMe: Boolean(remembered),
    agreement: false,
  });
  const [errors, setErrors] = useState<LoginFormErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setServerError(null);
    const found = validateLoginForm(form, { requireAgreement: true });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      await portico.login({
        unitCode: form.unitCode,
        userCode: form.userCode,
        password: form.password,
      });
      saveRemembered(form.rememberMe ? form : null);
      // The sso rules run again with the new token and decide where to go (product.md §2.2, §2.3).
      navigate(location.pathname + location.search, { replace: true });
    } catch (error) {
      setServerError(error instanceof Error ? error.message : t('error.unknown'));
    } finally {
      setSubmitting(false);
    }
  }

  const field = (name: Exclude<LoginField, 'agreement'>, type: string, autoComplete: string) => (
    <label className="block">
      <span className="mb-1 block text-sm font-medium text-slate-700">{t(`login.${name}`)}</span>
      <input
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={form[name]}
        aria-invalid={Boolean(errors[name])}
        aria-describedby={errors[name] ? `${name}-error` : undefined}
        onChange={(event) => setForm({ ...form, [name]: event.target.value })}
        className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm outline-none transition focus:border-brand-500 focus:ring-2 focus:ring-brand-100 aria-[invalid=true]:border-red-400"
      />
      {errors[name] && (
        <span id={`${name}-error`} role="alert" className="mt-1 block text-sm text-red-600">
          {t(errors[name])}
        </span>
      )}
    </label>
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label={t('login.title')}>
      {field('unitCode', 'text', 'organization')}
      {field('userCode', 'text', 'username')}
      {field('password', 'password', 'current-password')}
      <label className="flex items-center gap-2 text-sm text-slate-600">
        <input
          type="checkbox"
          name="rememberMe"
          checked={form.rememberMe}
          onChange={(event) => setForm({ ...form, rememberMe: event.target.checked })}
          className="size-4 accent-brand-600"
        />
        {t('login.rememberMe')}
      </label>
      <div>
        <label className="flex items-center gap-2 text-sm text-slate-600">
          <input
            type="checkbox"
            name="agreement"
            checked={form.agreement}
            aria-invalid={Boolean(errors.agreement)}
            onChange={(event) => setForm({ ...form, agreement: event.target.checked })}
            className="size-4 accent-brand-600"
          />
          {t('login.agreement')}
        </label>
        {errors.agreement && (
          <span role="alert" className="mt-1 block text-sm text-red-600">
            {t(errors.agreement)}
          </span>
        )}
      </div>
      {serverError && (
        <p
          role="alert"
          data-testid="login-error"
          className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 ring-1 ring-red-200"
        >
          {serverError}
        </p>
      )}
      <button
        type="submit"
        disabled={submitting}
        className="w-full rounded-lg bg-brand-600 px-4 py-2.5 font-medium text-white shadow-sm transition hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70"
      >
        {submitting ? t('login.submitting') : t('login.submit')}
      </button>
    </form>
  );
}

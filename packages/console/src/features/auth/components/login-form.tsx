import { isPorticoApiError, type LoginResult } from '@portico/sdk';
import { UcCode } from '@portico/sdk/internal';
import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loadAllMessages } from '../../../lib/messages';
import { portico } from '../../../lib/portico';
import { useT } from '../../../lib/use-t';
import {
  accountInputName,
  validateLoginFields,
  type LoginFieldErrors,
  type LoginFields,
  type LoginMode,
} from '../login-fields';
import { casReturnPath } from '../cas-return';
import { demandsSecondFactor, oidcReturnPath } from '../oidc-return';
import { loadRemembered, saveRemembered } from '../remembered-login';
import { AgreementField } from './agreement-field';
import type { SecondFactorChallenge } from './second-factor-entry';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';

// Loaded when a sign-in asks for a second factor, with the texts of the whole catalogue.
const SecondFactorEntry = lazy(() =>
  Promise.all([import('./second-factor-entry'), loadAllMessages()]).then(([m]) => ({
    default: m.SecondFactorEntry,
  })),
);

/** The answers of a sign-in that asks for a second factor instead of starting a session. */
function challengeOf(error: unknown): SecondFactorChallenge | null {
  if (!isPorticoApiError(error)) return null;
  const kind =
    error.result === UcCode.MFA_REQUIRED
      ? 'due'
      : error.result === UcCode.MFA_ENROLMENT_REQUIRED
        ? 'enrol'
        : null;
  const retVal = (error.retVal ?? {}) as {
    mfaToken?: unknown;
    factors?: unknown;
    recovery?: unknown;
  };
  if (!kind || typeof retVal.mfaToken !== 'string') return null;
  const factors = Array.isArray(retVal.factors)
    ? retVal.factors.filter((f): f is string => typeof f === 'string')
    : [];
  return { kind, mfaToken: retVal.mfaToken, factors, recovery: retVal.recovery === true };
}

export interface LoginFormProps {
  mode: LoginMode;
  /** Told the unit code as typed (the corporate sign-in button needs it). */
  onUnitCode?: (unitCode: string) => void;
  /** The user field also offers the hub's passkeys in its autofill (passwordless sign-in). */
  passkeyAutofill?: boolean;
}

/**
 * The sign-in form of product.md §2.6 in either mode, checked with the shared rules of
 * product.md §5, then POST /sso/login or /sso/pmsLogin (api-contract.md §7.3).
 */
export function LoginForm({ mode, onUnitCode, passkeyAutofill = false }: LoginFormProps) {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const [form, setForm] = useState<LoginFields>(() => {
    const remembered = loadRemembered();
    const same = remembered && remembered.mode === mode;
    return {
      unitCode: remembered?.unitCode ?? '',
      account: same ? remembered.userCode : '',
      password: '',
      rememberMe: Boolean(remembered),
      agreement: false,
    };
  });
  useEffect(() => onUnitCode?.(form.unitCode), [form.unitCode, onUnitCode]);
  const [errors, setErrors] = useState<LoginFieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null);
  const set = <K extends keyof LoginFields>(key: K, value: LoginFields[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setServerError(null);
    const found = validateLoginFields(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      if (mode === 'pms') {
        await portico.pmsLogin({
          unitCode: form.unitCode,
          pmsAccount: form.account,
          password: form.password,
        });
      } else if (demandsSecondFactor(location.search)) {
        // The SDK's login sends the three fields of every sign-in; this one also asks for a
        // second factor, so it goes as the call itself and its result starts the session.
        const login = await portico.http.request<LoginResult>('UC', '/sso/login', {
          method: 'POST',
          body: {
            unitCode: form.unitCode.trim(),
            userCode: form.account.trim(),
            password: form.password,
            secondFactor: true,
          },
        });
        portico.startSession(login);
      } else {
        await portico.login({
          unitCode: form.unitCode,
          userCode: form.account,
          password: form.password,
        });
      }
      signedIn();
    } catch (error) {
      // The password was right; a second factor (or its enrolment) comes before the session.
      const next = challengeOf(error);
      if (next) setChallenge(next);
      else setServerError(error instanceof Error ? error.message : t('error.unknown'));
    } finally {
      setSubmitting(false);
    }
  }

  function signedIn() {
    saveRemembered(
      form.rememberMe ? { unitCode: form.unitCode, userCode: form.account, mode } : null,
    );
    // An OpenID Connect client or a CAS service is waiting for this sign-in: back to it.
    const protocolReturn = oidcReturnPath(location.search) ?? casReturnPath(location.search);
    if (protocolReturn) {
      window.location.assign(protocolReturn);
      return;
    }
    // The sso rules run again with the new token and decide where to go (product.md §2.2, §2.3).
    navigate(location.pathname + location.search, { replace: true });
  }

  function secondFactorDone(login: LoginResult) {
    portico.startSession(login);
    signedIn();
  }

  const error = (name: keyof LoginFieldErrors) => (errors[name] ? t(errors[name]) : null);
  const idPrefix = `login-${mode}`;

  if (challenge) {
    const back = () => {
      setChallenge(null);
      set('password', '');
    };
    return (
      <Suspense fallback={<p className="text-sm text-slate-600">{t('common.loading')}</p>}>
        <SecondFactorEntry challenge={challenge} onSignedIn={secondFactorDone} onBack={back} />
        {challenge.kind === 'enrol' && (
          // The enrolment is a dialog over the page: the form stays behind it, inert.
          <p className="text-sm text-slate-600">{t('mfa.enrol.hint')}</p>
        )}
      </Suspense>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label={t('login.title')}>
      <TextField
        idPrefix={idPrefix}
        name="unitCode"
        label={t('login.unitCode')}
        autoComplete="organization"
        value={form.unitCode}
        onChange={(value) => set('unitCode', value)}
        error={error('unitCode')}
      />
      <TextField
        idPrefix={idPrefix}
        name={accountInputName(mode)}
        label={mode === 'pms' ? t('login.pmsAccount') : t('login.userCode')}
        autoComplete={passkeyAutofill ? 'username webauthn' : 'username'}
        value={form.account}
        onChange={(value) => set('account', value)}
        error={error('account')}
      />
      <TextField
        idPrefix={idPrefix}
        name="password"
        type="password"
        label={t('login.password')}
        autoComplete="current-password"
        value={form.password}
        onChange={(value) => set('password', value)}
        error={error('password')}
      />
      <label className="flex items-center gap-2 text-sm text-slate-600">
        <input
          type="checkbox"
          name="rememberMe"
          checked={form.rememberMe}
          onChange={(event) => set('rememberMe', event.target.checked)}
          className="size-4 accent-brand-600"
        />
        {t('login.rememberMe')}
      </label>
      <AgreementField
        checked={form.agreement}
        onChange={(checked) => set('agreement', checked)}
        error={error('agreement')}
      />
      {serverError && (
        <p
          role="alert"
          data-testid="login-error"
          className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 ring-1 ring-red-200"
        >
          {serverError}
        </p>
      )}
      <SubmitButton busy={submitting} busyLabel={t('login.submitting')} block>
        {t('login.submit')}
      </SubmitButton>
    </form>
  );
}

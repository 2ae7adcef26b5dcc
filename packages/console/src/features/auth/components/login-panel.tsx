import { lazy, Suspense, useState } from 'react';
import { LocaleButtons } from '../../../components/ui/locale-buttons';
import { useT } from '../../../lib/use-t';
import { ssoButtons, useLoginOptions } from '../api/get-login-options';
import type { LoginMode } from '../login-fields';
import { loadRemembered } from '../remembered-login';
import { LoginForm } from './login-form';
import { UpstreamSignIn } from './upstream-sign-in';
import { loadAllMessages } from '../../../lib/messages';

export interface LoginPanelProps {
  /** Classes of the page title, so that a brand can set its typeface. */
  titleClassName?: string;
}

// Loaded on the first click: the recovery rules are not part of the first paint of /login.
// The dialog's field rules read the validation texts, which come with the whole catalogue.
const ForgotPasswordDialog = lazy(() =>
  Promise.all([import('./forgot-password-entry'), loadAllMessages()]).then(([m]) => ({
    default: m.ForgotPasswordEntry,
  })),
);

// Loaded where some unit allows signing in with a passkey alone.
const PasskeySignIn = lazy(() =>
  import('./passkey-sign-in').then((m) => ({ default: m.PasskeySignIn })),
);

const tabClass = (selected: boolean) =>
  `flex-1 rounded-md px-3 py-1.5 text-sm font-medium transition ${
    selected ? 'bg-white text-brand-700 shadow-sm' : 'text-slate-500 hover:text-slate-700'
  }`;

/**
 * Everything the login page offers (product.md §2.6): the title and the Chinese/English switch,
 * account or PMS account login, forgot password, and the SSO buttons of /sso/casLoginOption.
 */
export function LoginPanel({ titleClassName = '' }: LoginPanelProps) {
  const t = useT();
  const options = useLoginOptions();
  const [mode, setMode] = useState<LoginMode>(() => loadRemembered()?.mode ?? 'account');
  // The corporate sign-in goes to the provider of the unit typed in the form.
  const [unitCode, setUnitCode] = useState('');
  const [recovering, setRecovering] = useState(false);
  // Mounted from the first opening on, so that its fields and countdown survive a close.
  const [recoveryLoaded, setRecoveryLoaded] = useState(false);
  // When the options cannot be read, the page still offers what product.md §2.6 lists; only an
  // SSO button needs an address from the server.
  const pmsLogin = options.data?.pmsLogin ?? !options.isPending;
  const recovery = options.data?.resetPasswordByMail ?? true;
  const sso = ssoButtons(options.data, location.origin);
  const current: LoginMode = pmsLogin ? mode : 'account';
  const passkey = options.data?.passkey?.enabled ?? false;

  return (
    <div>
      <div className="mb-6 flex items-start justify-between gap-4">
        <h1 className={`text-2xl font-semibold text-slate-900 ${titleClassName}`}>
          {t('login.title')}
        </h1>
        <LocaleButtons />
      </div>
      {pmsLogin && (
        <div
          role="tablist"
          aria-label={t('login.modes')}
          className="mb-5 flex gap-1 rounded-lg bg-slate-100 p-1"
        >
          {(['account', 'pms'] as const).map((value) => (
            <button
              key={value}
              type="button"
              role="tab"
              id={`login-tab-${value}`}
              aria-selected={current === value}
              aria-controls="login-tabpanel"
              onClick={() => setMode(value)}
              className={tabClass(current === value)}
            >
              {value === 'pms' ? t('login.pmsLogin') : t('login.accountLogin')}
            </button>
          ))}
        </div>
      )}
      <div
        id="login-tabpanel"
        role={pmsLogin ? 'tabpanel' : undefined}
        aria-labelledby={pmsLogin ? `login-tab-${current}` : undefined}
      >
        {/* A new form per mode: the fields of one mode never leak into the other. */}
        <LoginForm
          key={current}
          mode={current}
          onUnitCode={setUnitCode}
          passkeyAutofill={passkey}
        />
      </div>
      {passkey && (
        <Suspense fallback={null}>
          <PasskeySignIn key={current} />
        </Suspense>
      )}
      {recovery && (
        <div className="mt-4 flex justify-end">
          <button
            type="button"
            onClick={() => {
              setRecoveryLoaded(true);
              setRecovering(true);
            }}
            className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            {t('login.forgotPassword')}
          </button>
        </div>
      )}
      <UpstreamSignIn offered={options.data?.upstream?.enabled ?? false} unitCode={unitCode} />
      {sso.length > 0 && (
        <div className="mt-6">
          <p className="mb-3 flex items-center gap-3 text-xs text-slate-400 before:h-px before:flex-1 before:bg-slate-200 after:h-px after:flex-1 after:bg-slate-200">
            {t('login.otherWays')}
          </p>
          <div className="flex flex-wrap gap-2">
            {sso.map((button) => (
              <a
                key={button.id}
                href={button.url}
                data-testid={`sso-${button.id}`}
                className="flex-1 rounded-lg border border-slate-300 px-4 py-2 text-center text-sm font-medium text-slate-700 transition hover:border-brand-500 hover:text-brand-700"
              >
                {t('login.ssoLogin')}
              </a>
            ))}
          </div>
        </div>
      )}
      {recoveryLoaded && (
        <Suspense fallback={null}>
          <ForgotPasswordDialog open={recovering} onClose={() => setRecovering(false)} />
        </Suspense>
      )}
    </div>
  );
}

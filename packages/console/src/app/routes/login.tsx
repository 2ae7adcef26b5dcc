import { LanguageSwitch } from '../../components/ui/language-switch';
import { LoginForm } from '../../features/auth/components/login-form';
import { useT } from '../../lib/use-t';

/** /login (product.md §2.5, §2.6); with a token the user goes on (product.md §2.3). */
export function LoginRoute() {
  const t = useT();
  return (
    <main className="flex min-h-full items-center justify-center bg-gradient-to-br from-brand-900 via-brand-700 to-brand-500 p-6">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 shadow-2xl">
        <div className="mb-6 flex items-center justify-between">
          <div className="flex items-center gap-3">
            <img src="/favicon.svg" alt="" className="size-9" />
            <div>
              <p className="text-xs font-semibold uppercase tracking-widest text-brand-600">
                Portico
              </p>
              <h1 className="text-xl font-semibold text-slate-900">{t('login.title')}</h1>
            </div>
          </div>
          <LanguageSwitch />
        </div>
        <LoginForm />
      </div>
    </main>
  );
}

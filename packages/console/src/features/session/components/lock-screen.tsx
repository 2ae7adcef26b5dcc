import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '@portico/elements/ui';
import { paths } from '../../../config/paths';
import { portico } from '../../../lib/portico';
import { useT } from '../../../lib/use-t';

export interface LockScreenProps {
  minutes: number;
}

/**
 * The lock screen (product.md §2.5 /safety/lockScreen): a modal native dialog in the top layer,
 * so it covers the whole shell and any child app's frame, traps the focus and leaves the page
 * behind inert. Unlock signs in again with the same unit and user (POST /sso/login through the
 * client, so the unit's sign-in rules apply) and replaces the token; the new token is what
 * removes the lock (the idle watcher follows it), here and in the other tabs.
 */
export function LockScreen({ minutes }: LockScreenProps) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const introId = useId();
  const passwordId = useId();
  const errorId = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const info = portico.session.info.value;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal?.();
    // Explicitly: the focus may sit in a child app's frame, which the dialog's own focusing
    // does not take it out of.
    field.current?.focus();
    // Escape may close a modal dialog whatever `cancel` says: open it again while locked.
    const reopen = () => {
      if (!dialog.isConnected || dialog.open) return;
      dialog.showModal?.();
      field.current?.focus();
    };
    dialog.addEventListener('close', reopen);
    return () => {
      dialog.removeEventListener('close', reopen);
      dialog.close?.();
    };
  }, []);

  async function unlock(event: FormEvent) {
    event.preventDefault();
    if (!info || busy) return;
    if (!password) {
      setError(t('lockScreen.passwordRequired'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await portico.login({ unitCode: info.unitCode, userCode: info.userCode, password });
    } catch (failure) {
      // The server's own message: wrong password, account locked, IP not allowed…
      setError(failure instanceof Error ? failure.message : t('error.unknown'));
      setPassword('');
      setBusy(false);
      // The clicked button was disabled while the call ran: back to the field for the next try.
      field.current?.focus();
    }
  }

  if (!info) return null;
  return createPortal(
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={introId}
      onCancel={(event) => event.preventDefault()}
      className="m-0 h-full max-h-none w-full max-w-none items-center justify-center bg-transparent p-4 backdrop:bg-slate-900/90 backdrop:backdrop-blur-md open:flex"
    >
      <div className="w-full max-w-sm rounded-xl bg-white p-6 text-slate-800 shadow-2xl">
        <div className="mb-4 flex items-center gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <svg
              viewBox="0 0 24 24"
              aria-hidden="true"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth={2}
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <rect x="4" y="11" width="16" height="10" rx="2" />
              <path d="M8 11V7a4 4 0 0 1 8 0v4" />
            </svg>
          </span>
          <h2 id={titleId} className="text-lg font-semibold">
            {t('lockScreen.title')}
          </h2>
        </div>
        <p id={introId} className="mb-4 text-sm text-slate-600">
          {t('lockScreen.intro', { minutes })}
        </p>
        <dl className="mb-4 space-y-1 rounded-lg bg-slate-50 px-3 py-2 text-sm">
          <div className="flex gap-2">
            <dt className="sr-only">{t('login.userCode')}</dt>
            <dd className="font-medium">
              {t('lockScreen.user', { username: info.username, userCode: info.userCode })}
            </dd>
          </div>
          <div className="flex gap-2">
            <dt className="sr-only">{t('login.unitCode')}</dt>
            <dd className="text-slate-600">
              {t('lockScreen.user', { username: info.unitName, userCode: info.unitCode })}
            </dd>
          </div>
        </dl>
        <form noValidate onSubmit={unlock} aria-labelledby={titleId}>
          {/* For password managers: the account the password belongs to. */}
          <input
            type="text"
            name="username"
            autoComplete="username"
            value={info.userCode}
            readOnly
            hidden
          />
          <label htmlFor={passwordId} className="mb-1 block text-sm font-medium text-slate-700">
            {t('lockScreen.password')}
          </label>
          <input
            id={passwordId}
            name="password"
            type="password"
            autoComplete="current-password"
            ref={field}
            value={password}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => setPassword(event.target.value)}
            className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm outline-none transition focus:border-brand-500 focus:ring-2 focus:ring-brand-100 aria-[invalid=true]:border-red-400"
          />
          {error && (
            <p id={errorId} role="alert" className="mt-1 text-sm text-red-600">
              {error}
            </p>
          )}
          <div className="mt-5 flex justify-end gap-2">
            <Button onClick={() => location.assign(paths.logout)} disabled={busy}>
              {t('lockScreen.signOut')}
            </Button>
            <Button type="submit" variant="primary" loading={busy}>
              {busy ? t('lockScreen.unlocking') : t('lockScreen.unlock')}
            </Button>
          </div>
        </form>
      </div>
    </dialog>,
    document.body,
  );
}

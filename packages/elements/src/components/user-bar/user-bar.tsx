import {
  getDefaultPortico,
  isLocale,
  registerMessages,
  translate,
  userBarMessages,
  type MessageKey,
  type PorticoClient,
} from '@portico/sdk';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import { part } from '../../appearance/parts';
import { dispatchPorticoEvent, PORTICO_EVENTS } from '../../events/dispatch';
import { safeRedirect } from '../../ui/safe-redirect';

// The bar's own texts; registering is idempotent and leaves the rest of the catalogue out.
registerMessages(userBarMessages);

/** `detail` of the cancelable `portico-logout` event. */
export interface LogoutEventDetail {
  userCode: string;
  unitCode: string;
}

export interface UserBarProps {
  /** The SDK client whose session is shown; the page's shared client by default. */
  client?: PorticoClient;
  /** `zh-CN` or `en-US`; the client's current locale when absent or unknown. */
  locale?: string;
  /** Where to go after logout (http, https or relative); stays on the page when absent. */
  logoutRedirect?: string;
  /** React only: the `portico-logout` event; call `preventDefault()` to veto the logout. */
  onLogout?: (event: CustomEvent<LogoutEventDetail>) => void;
  /** React only: the `portico-logged-out` event, after the session was cleared. */
  onLoggedOut?: (event: CustomEvent<undefined>) => void;
}

/**
 * The top user bar of product.md §2.8, reduced to what a third-party page needs: who is
 * signed in (user and unit, names and codes) and a logout button (product.md §4 "Logout").
 */
export function UserBar({
  client: clientProp,
  locale,
  logoutRedirect,
  onLogout,
  onLoggedOut,
}: UserBarProps) {
  useSignals();
  const client = clientProp ?? getDefaultPortico();
  const info = client.session.isLoggedIn.value ? client.session.info.value : null;
  const t = (key: MessageKey) =>
    isLocale(locale)
      ? translate(locale, key, undefined, client.i18n.overrides.value)
      : client.i18n.t(key);

  const baseRef = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState(false);

  // A logout in another tab or page of the host shows when the user comes back.
  useEffect(() => {
    const sync = () => {
      if (document.visibilityState !== 'hidden') client.session.sync();
    };
    window.addEventListener('focus', sync);
    window.addEventListener('visibilitychange', sync);
    window.addEventListener('storage', sync);
    return () => {
      window.removeEventListener('focus', sync);
      window.removeEventListener('visibilitychange', sync);
      window.removeEventListener('storage', sync);
    };
  }, [client]);

  // React callers get the same DOM events as the custom element's host page.
  useEffect(() => {
    const base = baseRef.current;
    if (!base) return;
    const handlers = [
      [PORTICO_EVENTS.logout, onLogout],
      [PORTICO_EVENTS.loggedOut, onLoggedOut],
    ] as const;
    for (const [name, handler] of handlers)
      if (handler) base.addEventListener(name, handler as EventListener);
    return () => {
      for (const [name, handler] of handlers)
        if (handler) base.removeEventListener(name, handler as EventListener);
    };
  }, [onLogout, onLoggedOut]);

  async function logout() {
    const base = baseRef.current;
    if (!base || !info || busy) return;
    const detail: LogoutEventDetail = { userCode: info.userCode, unitCode: info.unitCode };
    if (!dispatchPorticoEvent(base, PORTICO_EVENTS.logout, { detail, cancelable: true })) return;
    setBusy(true);
    try {
      await client.logout();
    } finally {
      setBusy(false);
    }
    dispatchPorticoEvent(base, PORTICO_EVENTS.loggedOut);
    const target = safeRedirect(logoutRedirect);
    if (target) window.location.assign(target);
  }

  return (
    <div
      ref={baseRef}
      part={part('base')}
      className="flex items-center gap-3 rounded-portico border border-portico-border bg-portico-surface py-1.5 pr-1.5 pl-1.5 font-portico text-sm text-portico-text shadow-sm"
    >
      {info ? (
        <>
          <span
            part={part('avatar')}
            aria-hidden="true"
            className="flex size-8 shrink-0 items-center justify-center rounded-full bg-portico-primary text-sm font-semibold text-portico-on-primary select-none"
          >
            {initial(info.username || info.userCode)}
          </span>
          <div
            part={part('user')}
            title={`${t('userBar.user')}: ${info.username} (${info.userCode})`}
            className="flex min-w-0 flex-col leading-tight"
          >
            <span className="sr-only">{t('userBar.user')}</span>
            <span className="max-w-48 truncate font-medium">{info.username}</span>
            <span className="max-w-48 truncate text-xs text-portico-muted">{info.userCode}</span>
          </div>
          <span aria-hidden="true" className="h-7 w-px shrink-0 bg-portico-border" />
          <div
            part={part('unit')}
            title={`${t('userBar.unit')}: ${info.unitName} (${info.unitCode})`}
            className="flex min-w-0 flex-col leading-tight"
          >
            <span className="sr-only">{t('userBar.unit')}</span>
            <span className="max-w-56 truncate font-medium">{info.unitName}</span>
            <span className="max-w-56 truncate text-xs text-portico-muted">{info.unitCode}</span>
          </div>
          <button
            type="button"
            part={part('logout-button')}
            onClick={() => void logout()}
            disabled={busy}
            aria-busy={busy}
            className="ml-1 inline-flex shrink-0 cursor-pointer items-center gap-1.5 rounded-portico border border-portico-border px-2.5 py-1.5 text-xs font-medium text-portico-text transition-colors hover:border-portico-primary hover:text-portico-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-portico-primary disabled:cursor-wait disabled:opacity-60"
          >
            <LogoutIcon />
            {t('userBar.logout')}
          </button>
        </>
      ) : (
        <>
          <span
            part={part('avatar')}
            aria-hidden="true"
            className="flex size-8 shrink-0 items-center justify-center rounded-full bg-portico-border text-portico-muted"
          >
            <PersonIcon />
          </span>
          <span className="pr-2 text-portico-muted">{t('userBar.signedOut')}</span>
        </>
      )}
    </div>
  );
}

/** First character of a name, whole even outside the BMP (CJK extension names). */
function initial(name: string): string {
  return Array.from(name.trim())[0]?.toUpperCase() ?? '?';
}

export { safeRedirect };

function LogoutIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="size-3.5"
    >
      <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
      <path d="m16 17 5-5-5-5" />
      <path d="M21 12H9" />
    </svg>
  );
}

function PersonIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="size-4"
    >
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </svg>
  );
}

import type { PorticoClient } from '@portico/sdk';
import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, useCallback, useEffect, useRef } from 'react';
import { dispatchPorticoEvent, PORTICO_EVENTS } from '../../events/dispatch';
import { useLoggedOutEvent, useOpenChangeEvent } from '../../events/session-events';
import { withFullStyles } from '../../shadow/adopt-styles';
import { usePortico } from '../../ui/portico-context';
import { inRoot, type BodyProps } from '../../ui/portico-root';
import { safeRedirect } from '../../ui/safe-redirect';
import { useDomEvents } from '../../ui/use-dom-events';
import { credentialHub } from '../../config/hub-session';

// The form and the policy load when the modal first opens.
const PasswordDialog = lazy(withFullStyles(() => import('./password-dialog')));
const HubHandOffDialog = lazy(withFullStyles(() => import('../hub-hand-off/hub-hand-off-dialog')));

/** `detail` of `portico-password-changed`. */
export interface PasswordChangedDetail {
  userCode: string;
  unitCode: string;
}

export interface PasswordModalProps {
  client?: PorticoClient;
  locale?: string;
  apiBase?: string;
  appCode?: string;
  /** Normal mode: shown while true. Forced mode ignores it (the session decides). */
  open?: boolean;
  /** The user closed the modal (normal mode). */
  onOpenChange?: (open: boolean) => void;
  /** Whether the modal is on screen changed, for any reason (forced change included). */
  onShownChange?: (open: boolean) => void;
  /** Where to go after the logout that follows a change (http, https or relative). */
  logoutRedirect?: string;
  /**
   * The hub's address: a client of another app than the hub hands the change to the hub's page
   * (the server changes passwords for hub sessions only). `configure({ hubUrl })` when absent.
   */
  hubUrl?: string;
  container?: Element | DocumentFragment;
  /**
   * Inside another element that reports the end of the session itself (the user bar): no
   * second `portico-logged-out` from the same host.
   */
  embedded?: boolean;
  /** React only: `portico-password-changed`. */
  onPasswordChanged?: (event: CustomEvent<PasswordChangedDetail>) => void;
  /** React only: `portico-logged-out`, after the logout that follows a change. */
  onLoggedOut?: (event: CustomEvent<undefined>) => void;
}

/**
 * Change password (product.md §2.9, §4, §5). Opens at once and cannot be closed while the
 * client's `forcedPasswordChange` is set (first login, or unchanged too long); otherwise it
 * follows `open`. After a change: the success message, then logout 3 s later. A client of
 * another app than the hub, with the hub's address known, is sent to the hub's page instead.
 */
export function PasswordModal(props: PasswordModalProps) {
  return inRoot(props, Shell);
}

type ShellProps = BodyProps<PasswordModalProps>;

function Shell({
  open = false,
  onOpenChange,
  onShownChange,
  logoutRedirect,
  embedded = false,
  onPasswordChanged,
  onLoggedOut,
}: ShellProps) {
  useSignals();
  const { client, hubUrl } = usePortico();
  const hub = credentialHub(client, hubUrl);
  const forced = client.forcedPasswordChange.value;
  const signedIn = client.session.isLoggedIn.value;
  const anchor = useRef<HTMLSpanElement>(null);
  useDomEvents(anchor, {
    [PORTICO_EVENTS.passwordChanged]: onPasswordChanged,
    [PORTICO_EVENTS.loggedOut]: onLoggedOut,
  });
  const shown = signedIn && (forced !== null || open);
  useLoggedOutEvent(anchor, client, !embedded);
  useOpenChangeEvent(anchor, shown, onShownChange);
  // A forced change set `open` when it opened the modal; once it is over (cancelled at first
  // login, or done) `open` goes back, else the modal would stay up in normal mode.
  const wasForced = useRef(forced !== null);
  useEffect(() => {
    if (wasForced.current && forced === null) onShownChange?.(false);
    wasForced.current = forced !== null;
  }, [forced, onShownChange]);

  const emit = useCallback(
    (name: (typeof PORTICO_EVENTS)[keyof typeof PORTICO_EVENTS], detail?: unknown) => {
      if (anchor.current) dispatchPorticoEvent(anchor.current, name, { detail });
    },
    [],
  );

  // portico-open-change follows from `shown` (useOpenChangeEvent), whatever changed it.
  const changeOpen = useCallback((next: boolean) => onOpenChange?.(next), [onOpenChange]);

  const changed = useCallback(() => {
    const info = client.session.info.value;
    emit(PORTICO_EVENTS.passwordChanged, {
      userCode: info?.userCode ?? '',
      unitCode: info?.unitCode ?? '',
    } satisfies PasswordChangedDetail);
  }, [client, emit]);

  const logout = useCallback(async () => {
    // Clearing the session dispatches portico-logged-out (useLoggedOutEvent).
    await client.logout();
    onOpenChange?.(false);
    const target = safeRedirect(logoutRedirect);
    if (target) window.location.assign(target);
  }, [client, onOpenChange, logoutRedirect]);

  return (
    <>
      <span ref={anchor} hidden />
      {shown && hub && (
        <Suspense fallback={null}>
          <HubHandOffDialog
            action="password"
            hubUrl={hub}
            forced={forced !== null}
            onClose={() => changeOpen(false)}
          />
        </Suspense>
      )}
      {shown && !hub && (
        <Suspense fallback={null}>
          <PasswordDialog
            open
            forced={forced}
            onOpenChange={changeOpen}
            onChanged={changed}
            onLogout={logout}
          />
        </Suspense>
      )}
    </>
  );
}

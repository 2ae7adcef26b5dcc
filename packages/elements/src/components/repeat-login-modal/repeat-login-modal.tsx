import type { PorticoClient } from '@portico/sdk';
import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { dispatchPorticoEvent, PORTICO_EVENTS } from '../../events/dispatch';
import { useLoggedOutEvent, useOpenChangeEvent } from '../../events/session-events';
import { kickedSignal } from '../../messaging/shared-messaging';
import { withFullStyles } from '../../shadow/adopt-styles';
import { usePortico } from '../../ui/portico-context';
import { inRoot, type BodyProps } from '../../ui/portico-root';
import { safeRedirect } from '../../ui/safe-redirect';
import { useDomEvents } from '../../ui/use-dom-events';

const RepeatLoginDialog = lazy(withFullStyles(() => import('./repeat-login-dialog')));

/** A sign-in of the account (product.md §3 "Repeat-login record"). */
export interface RepeatLoginRecord {
  app?: string | null;
  descript?: string | null;
  time: string;
  ip?: string | null;
  location?: string | null;
}

/**
 * 'logged-in': variant one, the account is signed in at a time, IP and location (records given).
 * 'logged-out': variant two, this device was signed out because the account signed in elsewhere.
 */
export type RepeatLoginVariant = 'logged-in' | 'logged-out';

export interface RepeatLoginModalProps {
  client?: PorticoClient;
  locale?: string;
  apiBase?: string;
  appCode?: string;
  /** Shows the notice now (the host decides); the client's repeat-login flag opens it too. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Whether the notice is on screen changed, for any reason (a kick opens it by itself). */
  onShownChange?: (open: boolean) => void;
  /** React only: `portico-logged-out`, when the session ends. */
  onLoggedOut?: (event: CustomEvent<undefined>) => void;
  /** Sign-ins to report: shows variant one. Without records, variant two. */
  records?: readonly RepeatLoginRecord[];
  /** Variant two: where to go after acknowledging (http, https or relative). */
  logoutRedirect?: string;
  container?: Element | DocumentFragment;
  /** React only: `portico-repeat-login-acknowledged`. */
  onAcknowledged?: (event: CustomEvent<{ variant: RepeatLoginVariant }>) => void;
}

/**
 * The repeat-login notice (product.md §4), dismissable only by its button. It opens by itself
 * when the client's `repeatLogin` flag is set (a 52100 answer, api-contract.md §8) or when the
 * live connection reports that the account signed in elsewhere.
 */
export function RepeatLoginModal(props: RepeatLoginModalProps) {
  return inRoot(props, Shell);
}

type ShellProps = BodyProps<RepeatLoginModalProps>;

function Shell({
  open = false,
  onOpenChange,
  onShownChange,
  onLoggedOut,
  records,
  logoutRedirect,
  onAcknowledged,
}: ShellProps) {
  useSignals();
  const { client } = usePortico();
  const flagged = client.repeatLogin.value || kickedSignal(client).value;
  const [acknowledged, setAcknowledged] = useState(false);
  const anchor = useRef<HTMLSpanElement>(null);
  useDomEvents(anchor, {
    [PORTICO_EVENTS.repeatLoginAcknowledged]: onAcknowledged,
    [PORTICO_EVENTS.loggedOut]: onLoggedOut,
  });
  useLoggedOutEvent(anchor, client);

  // A new flag after an acknowledged one shows again.
  if (!flagged && acknowledged) setAcknowledged(false);

  const variant: RepeatLoginVariant = records && records.length > 0 ? 'logged-in' : 'logged-out';
  const shown = open || (flagged && !acknowledged);
  useOpenChangeEvent(anchor, shown, onShownChange);

  const acknowledge = useCallback(async () => {
    setAcknowledged(true);
    onOpenChange?.(false);
    if (anchor.current) {
      dispatchPorticoEvent(anchor.current, PORTICO_EVENTS.repeatLoginAcknowledged, {
        detail: { variant },
      });
    }
    if (variant !== 'logged-out') return;
    // The server already ended this session: clear it here too (which dispatches
    // portico-logged-out, useLoggedOutEvent), then leave if asked to.
    if (client.session.isLoggedIn.value) await client.logout();
    kickedSignal(client).value = false;
    const target = safeRedirect(logoutRedirect);
    if (target) window.location.assign(target);
  }, [client, variant, onOpenChange, logoutRedirect]);

  return (
    <>
      <span ref={anchor} hidden />
      {shown && (
        <Suspense fallback={null}>
          <RepeatLoginDialog
            variant={variant}
            records={records ?? []}
            onAcknowledge={acknowledge}
          />
        </Suspense>
      )}
    </>
  );
}

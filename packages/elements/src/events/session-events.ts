import type { PorticoClient } from '@portico/sdk';
import { effect } from '@preact/signals-core';
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { dispatchPorticoEvent, PORTICO_EVENTS } from './dispatch';

/**
 * Dispatches `portico-logged-out` from `anchor` whenever the client's session ends, whatever
 * ended it: the bar's logout, the logout after a password change, a 50001 answer, a
 * repeat-login kick from the socket, a logout in another tab. The signal effect runs as the
 * session is cleared, so the event comes before any redirect that follows the logout.
 */
export function useLoggedOutEvent(
  anchor: RefObject<EventTarget | null>,
  client: PorticoClient,
  enabled = true,
): void {
  useEffect(() => {
    if (!enabled) return;
    let was = client.session.isLoggedIn.peek();
    return effect(() => {
      const now = client.session.isLoggedIn.value;
      if (was && !now && anchor.current) {
        dispatchPorticoEvent(anchor.current, PORTICO_EVENTS.loggedOut);
      }
      was = now;
    });
  }, [anchor, client, enabled]);
}

/**
 * Reports every change of whether a modal is on screen: `show()`, `hide()`, the `open`
 * attribute, the user closing it, and a modal that opens itself (a forced password change,
 * a repeat-login kick). `onShownChange` lets the element's `open` follow, then
 * `portico-open-change` is dispatched from `anchor`. The first render reports only a modal
 * that is already shown.
 */
export function useOpenChangeEvent(
  anchor: RefObject<EventTarget | null>,
  shown: boolean,
  onShownChange?: (open: boolean) => void,
): void {
  const reported = useRef(false);
  const latest = useRef(onShownChange);
  useLayoutEffect(() => {
    latest.current = onShownChange;
  });
  useEffect(() => {
    if (reported.current === shown) return;
    reported.current = shown;
    latest.current?.(shown);
    if (anchor.current) {
      dispatchPorticoEvent(anchor.current, PORTICO_EVENTS.openChange, { detail: { open: shown } });
    }
  }, [anchor, shown]);
}

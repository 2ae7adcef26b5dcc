import type { PorticoClient } from '@portico/sdk';
import type { Messaging } from '@portico/sdk/messaging';
import { signal, type Signal } from '@preact/signals-react';
import { useEffect, useState } from 'react';
import { liveEnabled } from '../config/portico-config';

const shared = new WeakMap<PorticoClient, Promise<Messaging>>();
const kicked = new WeakMap<PorticoClient, Signal<boolean>>();
const users = new WeakMap<PorticoClient, number>();

/**
 * A `@preact/signals` signal of the flag, typed by its shape: the declarations of
 * `@preact/signals-react` do not compile with `skipLibCheck: false`, so the public types name
 * nothing of it.
 */
export interface KickedFlag {
  value: boolean;
  peek(): boolean;
  subscribe(listener: (value: boolean) => void): () => void;
}

/**
 * Set when the live connection ended this client's session because the account signed in
 * elsewhere (product.md §4 repeat-login, variant two); the repeat-login modal shows it.
 */
export function kickedSignal(client: PorticoClient): KickedFlag {
  let found = kicked.get(client);
  if (!found) {
    found = signal(false);
    kicked.set(client, found);
  }
  return found;
}

/**
 * One messaging per client for every element of the page (bell, notice stack, system tips),
 * so they share one unread count, one notice queue and one socket. The SDK's messaging entry
 * (and STOMP with it) loads after the first paint.
 */
export function loadMessaging(client: PorticoClient): Promise<Messaging> {
  let found = shared.get(client);
  if (!found) {
    found = import('@portico/sdk/messaging').then(({ createMessaging }) =>
      createMessaging(client, {
        live: liveEnabled()
          ? {
              onSessionEvent: (push) => {
                if (push.event === 'repeat-login') kickedSignal(client).value = true;
              },
            }
          : false,
      }),
    );
    shared.set(client, found);
  }
  return found;
}

/**
 * Stops the shared messaging of a client that is no longer used (its socket, timers and
 * queue); a later `loadMessaging` of the same client starts a fresh one.
 */
export function releaseMessaging(client: PorticoClient): void {
  const found = shared.get(client);
  shared.delete(client);
  void found?.then((messaging) => messaging.dispose());
}

/**
 * The `messaging` prop when given, else the page's shared one for the client (once loaded, which
 * waits for a signed-in session).
 */
export function useMessaging(client: PorticoClient, given?: Messaging): Messaging | null {
  const [loaded, setLoaded] = useState<{ client: PorticoClient; messaging: Messaging } | null>(
    null,
  );
  // Signed out, a page needs no messaging (nor STOMP): the entry loads once a user signs in,
  // and stays for later sign-ins. Callers render under `useSignals()`, so a sign-in re-renders.
  const wanted = client.session.isLoggedIn.value || shared.has(client);
  useEffect(() => {
    if (given || !wanted) return;
    let live = true;
    users.set(client, (users.get(client) ?? 0) + 1);
    void loadMessaging(client).then((messaging) => {
      if (live) setLoaded({ client, messaging });
    });
    return () => {
      live = false;
      users.set(client, (users.get(client) ?? 1) - 1);
      // The last element gone closes the socket and its timers. A task later, so an element
      // moved in the page (removed, then added again) keeps the connection.
      setTimeout(() => {
        if ((users.get(client) ?? 0) === 0) releaseMessaging(client);
      });
    };
  }, [client, given, wanted]);
  if (given) return given;
  return loaded?.client === client ? loaded.messaging : null;
}

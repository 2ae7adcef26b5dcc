import type { PorticoClient } from '@portico/sdk';
import type { LivePush, Messaging, MessagingCore } from '@portico/sdk/messaging';
import { signal, type Signal } from '@preact/signals-core';
import { useEffect, useState } from 'react';
import { pageShared } from '../config/page-state';

// One per page, whichever entries of the package the page imports: one socket per client.
const cores = pageShared('cores', () => new WeakMap<PorticoClient, Promise<MessagingCore>>());
const shared = pageShared('messaging', () => new WeakMap<PorticoClient, Promise<Messaging>>());
const attached = pageShared('attached', () => new WeakSet<PorticoClient>());
const missed = pageShared('missed', () => new WeakMap<PorticoClient, LivePush[]>());
const kicked = pageShared('kicked', () => new WeakMap<PorticoClient, Signal<boolean>>());
const users = pageShared('users', () => new WeakMap<PorticoClient, number>());

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
 * One messaging core per client for every element of the page (bell, notice stack, system
 * tips), so they share one unread count and one socket. Its chunk (and STOMP with it) loads
 * after the first paint, once signed in; the parts load when a screen or a message needs them.
 */
export function loadMessagingCore(client: PorticoClient): Promise<MessagingCore> {
  let found = cores.get(client);
  if (!found) {
    found = import('./messaging-core').then(({ startMessagingCore }) =>
      startMessagingCore(client, {
        onRepeatLogin: () => {
          kickedSignal(client).value = true;
        },
        onPartsPush: (push) => {
          // A message pops up and rings even on a page with only a bell: the parts load with
          // the first one and receive it then. Other pushes change nothing not yet loaded.
          if (attached.has(client) || push.type !== 'message') return;
          missed.set(client, [...(missed.get(client) ?? []), push]);
          void loadMessaging(client);
        },
      }),
    );
    cores.set(client, found);
  }
  return found;
}

/** The page's shared messaging with every part (centre, notice popups, tips, tone). */
export function loadMessaging(client: PorticoClient): Promise<Messaging> {
  let found = shared.get(client);
  if (!found) {
    found = Promise.all([loadMessagingCore(client), import('./messaging-parts')]).then(
      ([core, { withMessagingParts }]) => {
        const messaging = withMessagingParts(core, { missed: missed.get(client) ?? [] });
        missed.delete(client);
        attached.add(client);
        return messaging;
      },
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
  const core = cores.get(client);
  const full = shared.get(client);
  cores.delete(client);
  shared.delete(client);
  attached.delete(client);
  missed.delete(client);
  if (full) void full.then((messaging) => messaging.dispose());
  else void core?.then((found) => found.dispose());
}

function useShared<T>(
  client: PorticoClient,
  given: T | undefined,
  load: (client: PorticoClient) => Promise<T>,
  enabled: boolean,
): T | null {
  const [loaded, setLoaded] = useState<{ client: PorticoClient; value: T } | null>(null);
  // Signed out, a page needs no messaging (nor STOMP): the chunk loads once a user signs in,
  // and stays for later sign-ins. Callers render under `useSignals()`, so a sign-in re-renders.
  const wanted = enabled && (client.session.isLoggedIn.value || cores.has(client));
  useEffect(() => {
    if (given || !wanted) return;
    let live = true;
    users.set(client, (users.get(client) ?? 0) + 1);
    void load(client).then((value) => {
      if (live) setLoaded({ client, value });
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
  }, [client, given, wanted, load]);
  if (given) return given;
  return loaded?.client === client ? loaded.value : null;
}

/**
 * The `messaging` prop when given, else the page's shared one for the client with every part
 * (once loaded, which waits for a signed-in session, and `enabled`).
 */
export function useMessaging(
  client: PorticoClient,
  given?: Messaging,
  enabled = true,
): Messaging | null {
  return useShared(client, given, loadMessaging, enabled);
}

/** The unread count and socket only (the bell's badge): the given messaging, else the core. */
export function useMessagingCore(
  client: PorticoClient,
  given?: Messaging,
): Pick<MessagingCore, 'unread'> | null {
  return useShared<Pick<MessagingCore, 'unread'>>(client, given, loadMessagingCore, true);
}

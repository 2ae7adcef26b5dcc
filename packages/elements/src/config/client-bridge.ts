import type { PorticoClient } from '@portico/sdk';
import { Signal, signal } from '@preact/signals-core';

/**
 * A client made by another copy of the SDK on the page: a Vue app's own `@portico/sdk` passed as
 * `client` to the elements of the standalone script, which holds its own copy of the SDK and of
 * the signals library. That client's signals belong to the other copy, whose changes the
 * elements' renders and effects would not see (a sign-in would leave the bar "Not signed in").
 * Such a client is seen through a view whose signals are this copy's, each following its
 * original; everything else (methods, state, storage) is the client itself. The view is made
 * once per client, so every element and the messaging share it.
 */

const BRAND = Symbol.for('preact-signals');
type AnySignal = {
  brand?: symbol;
  peek(): unknown;
  subscribe(fn: (value: unknown) => void): () => void;
};

const isForeignSignal = (value: unknown): value is AnySignal =>
  typeof value === 'object' &&
  value !== null &&
  (value as AnySignal).brand === BRAND &&
  !(value instanceof Signal);

const views = new WeakMap<object, object>();

function viewOf<T extends object>(target: T): T {
  const known = views.get(target);
  if (known) return known as T;
  const members = new Map<PropertyKey, unknown>();
  const view = new Proxy(target, {
    get(object, key) {
      const value: unknown = Reflect.get(object, key, object);
      if (members.has(key)) return members.get(key);
      let seen: unknown;
      if (isForeignSignal(value)) {
        const local = signal(value.peek());
        value.subscribe((next) => {
          local.value = next;
        });
        seen = local;
      } else if (typeof value === 'function') {
        // Bound to the original: class methods with private fields need their own `this`.
        seen = (value as (...args: unknown[]) => unknown).bind(object);
      } else if (typeof value === 'object' && value !== null && !(value instanceof Signal)) {
        seen = viewOf(value);
      } else {
        return value;
      }
      members.set(key, seen);
      return seen;
    },
  });
  views.set(target, view);
  return view;
}

/** `client` itself when it uses this copy's signals; else the view of it described above. */
export function bridgeClient(client: PorticoClient): PorticoClient {
  return isForeignSignal(client.appCode) ? viewOf(client) : client;
}

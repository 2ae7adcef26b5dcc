import { Signal } from '@preact/signals-core';

/**
 * The elements' page-wide state (the configuration, the configured client, the clients per
 * attributes, the shared messaging) is one per page, not one per build of this package: an app
 * that imports `/define` (built on Preact) and the React entry holds two copies of every module
 * here, and `configure()` through one must be what the other's elements read, one socket serve
 * both. So it is kept on the global object under a registered symbol, like the SDK's default
 * client, and looked up by name.
 *
 * The state holds signals, which only the signals library that made them can track: a build
 * with its own copy of that library (the standalone script beside an app's bundle) keeps its own
 * state, so each copy of `Signal` has its own names.
 */
const KEY = Symbol.for('portico.elements.pageState');
const holder = globalThis as { [KEY]?: WeakMap<object, Map<string, unknown>> };

/** The page's value of `name` for this copy of the signals library, made by `make` the first time. */
export function pageShared<T>(name: string, make: () => T): T {
  const copies = (holder[KEY] ??= new WeakMap());
  let state = copies.get(Signal);
  if (!state) copies.set(Signal, (state = new Map()));
  if (!state.has(name)) state.set(name, make());
  return state.get(name) as T;
}

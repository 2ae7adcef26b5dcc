import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each event has its own detail
type Handlers = Record<string, ((event: CustomEvent<any>) => void) | undefined>;

/**
 * React callers get the same DOM events as a custom element's host page: each handler listens
 * on the node the component dispatches its `portico-*` events from (the latest handler runs).
 */
export function useDomEvents(ref: RefObject<EventTarget | null>, handlers: Handlers): void {
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });
  const names = Object.keys(handlers).join(' ');
  useEffect(() => {
    const target = ref.current;
    if (!target) return;
    const listener = (event: Event) => latest.current[event.type]?.(event as CustomEvent);
    const list = names.split(' ');
    for (const name of list) target.addEventListener(name, listener);
    return () => {
      for (const name of list) target.removeEventListener(name, listener);
    };
  }, [ref, names]);
}

/** Names of the events the elements dispatch; all bubble and are composed (STYLE.md §4). */
export const PORTICO_EVENTS = {
  /** Before logging out; cancelable so the host may veto. */
  logout: 'portico-logout',
  /** After the session has been cleared. */
  loggedOut: 'portico-logged-out',
} as const;
export type PorticoEventName = (typeof PORTICO_EVENTS)[keyof typeof PORTICO_EVENTS];

export interface PorticoEventInit<Detail> {
  detail?: Detail;
  /** Only for events the host may veto with `preventDefault()`. */
  cancelable?: boolean;
}

/**
 * Dispatches a `portico-*` CustomEvent from a node inside the element. `composed` lets it
 * cross the shadow boundary, where it is retargeted to the host element.
 * Returns false when a listener called `preventDefault()` on a cancelable event.
 */
export function dispatchPorticoEvent<Detail = undefined>(
  from: EventTarget,
  name: PorticoEventName,
  { detail, cancelable = false }: PorticoEventInit<Detail> = {},
): boolean {
  return from.dispatchEvent(
    new CustomEvent<Detail | undefined>(name, {
      detail,
      bubbles: true,
      composed: true,
      cancelable,
    }),
  );
}

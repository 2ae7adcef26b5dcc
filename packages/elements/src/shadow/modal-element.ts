/**
 * The attributes of the elements that are modals (the password change, the repeat-login
 * notice): `open`, and what any Portico element takes.
 */
export const MODAL_ATTRIBUTES = {
  open: 'boolean',
  locale: 'string',
  apiBase: 'string',
  appCode: 'string',
  logoutRedirect: 'string',
} as const;

/**
 * The callbacks a modal's component gets from its host element. Closing from inside clears
 * `open`, and a modal that opens by itself (a forced password change, a sign-in elsewhere) sets
 * it, so `open` always tells whether the modal is on screen.
 */
export const modalHostProps = (host: HTMLElement) => ({
  onOpenChange: (open: boolean) => host.toggleAttribute('open', open),
  onShownChange: (open: boolean) => host.toggleAttribute('open', open),
});

import { paths } from '../../config/paths';

/**
 * Credential actions the hub carries out for another app (the server changes credentials for
 * hub sessions only): `/sso?action=password|unit&appCode=X&redirect=R` opens the hub's page for
 * it, and that page goes back through the usual hand-off, `/sso?appCode=X&redirect=R`, where the
 * hub's rules send the browser only to the origin registered for app X.
 */
const PAGES = { password: paths.passwordUpdate, unit: paths.unitSwitch } as const;

type Action = keyof typeof PAGES;
const isAction = (value: string | null): value is Action => value !== null && value in PAGES;

/** The hub's page for the action of an `/sso` address, carrying where to go back; else null. */
export function hubActionPage(url: URL): string | null {
  const action = url.searchParams.get('action');
  const back = handOffQuery(url.search);
  return isAction(action) && back ? `${PAGES[action]}?${back}` : null;
}

/** Where an action page goes when done: the app, through the usual hand-off; else null. */
export function handOffBack(search: string): string | null {
  const back = handOffQuery(search);
  return back ? `${paths.sso}?${back}` : null;
}

function handOffQuery(search: string): string | null {
  const query = new URLSearchParams(search);
  const appCode = query.get('appCode');
  const redirect = query.get('redirect');
  return appCode && redirect ? new URLSearchParams({ appCode, redirect }).toString() : null;
}

/**
 * Set while an action page hands the browser back to its app: the session ends on the way (a
 * password change ends them all), and the console must not send the page to its own logout.
 */
export const handingBack = { active: false };

/**
 * After `delayMs` (the message's time), signs the hub out and goes back to the app's hand-off.
 * From now on, an end of the session (the server's push after a password change) is this page's.
 */
export function leaveForApp(back: string, signOut: () => Promise<void>, delayMs = 0): void {
  handingBack.active = true;
  window.setTimeout(() => {
    void signOut()
      .catch(() => undefined)
      .then(() => window.location.assign(back));
  }, delayMs);
}

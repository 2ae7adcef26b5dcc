import type { SessionInfo } from '@portico/sdk';

/**
 * The app code this page signs in as. The demo registers this one build under several app codes
 * (`/examples/child-app/?app=GC`, `?app=WK`, …), and the hub hands each of them a one-time code
 * issued for that app alone, which only that app may spend. So the `app` of the link names the
 * app, but only when the startup config registers that app at this very page
 * (appCode2HostUrl.json): a link cannot make the page sign in as an app that lives elsewhere
 * (`?app=UC` is the hub's own), and anything else is the example's own code.
 */
export async function appCodeOfLink(own: string, base: string): Promise<string> {
  const named = new URL(location.href).searchParams.get('app');
  if (!named || named === own) return own;
  try {
    const answer = await fetch('/app-config/appCode2HostUrl.json', {
      headers: { accept: 'application/json' },
    });
    const registered: unknown = answer.ok ? await answer.json() : null;
    const address =
      registered && typeof registered === 'object'
        ? (registered as Record<string, unknown>)[named]
        : null;
    return address === new URL(base, location.href).href ? named : own;
  } catch {
    // Without the startup config the page is the example's own app; its sign-in says the rest.
    return own;
  }
}

/** The query the app's own pages keep so that they sign in as the same app (`app=GC`). */
export function appQuery(appCode: string, own: string): string {
  return appCode === own ? '' : `?${new URLSearchParams({ app: appCode })}`;
}

/** The app's name as its registration gives it (the launcher tile's), else its code. */
export function registeredName(info: SessionInfo | null | undefined, appCode: string): string {
  return info?.apps.find((app) => app.code === appCode)?.descript || appCode;
}

import { useEffect, useEffectEvent } from 'react';
import { isSsoExitMessage } from '@portico/sdk';

/** The origins of `urls` (a frame's src will do), relative to this page; bad entries drop out. */
export function frameOriginsOf(urls: readonly string[], base: string = location.href): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    try {
      const { origin } = new URL(url, base);
      if (origin !== 'null') origins.add(origin);
    } catch {
      // Not a URL: no frame can have come from it.
    }
  }
  return [...origins];
}

/**
 * Calls `onExit` when a child app framed by the hub says it has left: it went to
 * `sso-logout?clear`, cleared its session and posted SSO_EXIT_MESSAGE to this page (product.md
 * §2.4). Only messages from `frameOrigins` count (DESIGN.md "listeners check `event.origin`"):
 * any other page that posts the same data is ignored. `frameOrigins` may be origins or the
 * frames' URLs.
 */
export function useSsoExit(
  frameOrigins: readonly string[],
  onExit: (event: MessageEvent) => void,
): void {
  const handleExit = useEffectEvent(onExit);
  // A new array with the same origins must not re-subscribe on every render.
  const key = frameOriginsOf(frameOrigins).join(' ');
  useEffect(() => {
    const origins = key ? key.split(' ') : [];
    if (origins.length === 0) return;
    const listener = (event: MessageEvent) => {
      if (isSsoExitMessage(event, origins)) handleExit(event);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [key]);
}

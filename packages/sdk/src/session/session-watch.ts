import type { Session } from './session';

/** SSO token poll interval (api-contract.md §9). */
export const TOKEN_POLL_MS = 1000;
export const SESSION_CHANNEL = 'portico-session';

/** Why a watched session ended: the token cookie is gone, or another tab signed out. */
export type SessionEndReason = 'token-gone' | 'other-tab';
type SessionMessage = { type: 'logout' } | { type: 'login' };

/** Tells the other tabs of this origin that the session started or ended. */
export interface SessionAnnouncer {
  announce(message: SessionMessage): void;
  close(): void;
}

export function createSessionAnnouncer(
  Channel: typeof BroadcastChannel | undefined = globalThis.BroadcastChannel,
): SessionAnnouncer {
  // Opened on the first announcement, not on creation: a client that never signs in (a page
  // that only renders, a script in Node) holds no channel open.
  let channel: BroadcastChannel | null = null;
  let closed = false;
  return {
    announce(message) {
      if (!Channel || closed) return;
      channel ??= new Channel(SESSION_CHANNEL);
      // Node keeps a process alive while a channel is open; a tab announcement must not.
      (channel as BroadcastChannel & { unref?: () => void }).unref?.();
      channel.postMessage(message);
    },
    close() {
      closed = true;
      channel?.close();
      channel = null;
    },
  };
}

export interface WatchSessionOptions {
  onEnded: (reason: SessionEndReason) => void;
  intervalMs?: number;
  Channel?: typeof BroadcastChannel;
}

/**
 * While logged in, checks every second that the sso token still exists and ends the session
 * when it is gone (product.md §4 "Logout"); a BroadcastChannel makes the other tabs of the
 * origin follow a logout or login at once instead of on the next tick. Returns a stop function.
 */
export function watchSession(session: Session, options: WatchSessionOptions): () => void {
  const end = (reason: SessionEndReason) => {
    if (!session.isLoggedIn.value) return;
    session.clear();
    options.onEnded(reason);
  };
  const timer = setInterval(() => {
    if (!session.isLoggedIn.value) return;
    session.sync();
    // sync() dropped the info when the token store no longer has a token.
    if (!session.token.value) {
      session.clear();
      options.onEnded('token-gone');
    }
  }, options.intervalMs ?? TOKEN_POLL_MS);

  const Channel = options.Channel ?? globalThis.BroadcastChannel;
  const channel = Channel ? new Channel(SESSION_CHANNEL) : null;
  channel?.addEventListener('message', (event: MessageEvent<SessionMessage>) => {
    if (event.data?.type === 'logout') end('other-tab');
    if (event.data?.type === 'login') session.sync();
  });

  return () => {
    clearInterval(timer);
    channel?.close();
  };
}

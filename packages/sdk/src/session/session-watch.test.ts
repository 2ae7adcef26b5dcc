import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoginResult } from '../contract/login';
import { createMemoryStorage } from '../core/storage';
import { createSession } from './session';
import { createSessionAnnouncer, watchSession } from './session-watch';
import { createMemoryTokenStore } from './token-store';

const result = { jwtToken: 'tok', userCode: 'admin' } as LoginResult;

describe('session watch (product.md §4 "Logout", api-contract.md §9 "SSO token poll 1 s")', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('logs out within a second when the sso token disappears', () => {
    const tokens = createMemoryTokenStore();
    const session = createSession(tokens, createMemoryStorage());
    session.start(result);
    const onEnded = vi.fn();
    const stop = watchSession(session, { onEnded, Channel: undefined });

    vi.advanceTimersByTime(1000);
    expect(onEnded).not.toHaveBeenCalled();
    tokens.clear();
    vi.advanceTimersByTime(1000);
    expect(onEnded).toHaveBeenCalledWith('token-gone');
    expect(session.isLoggedIn.value).toBe(false);
    stop();
  });

  it('does nothing while logged out, and stops polling when stopped', () => {
    const tokens = createMemoryTokenStore();
    const session = createSession(tokens, createMemoryStorage());
    const onEnded = vi.fn();
    const stop = watchSession(session, { onEnded, Channel: undefined });
    vi.advanceTimersByTime(5000);
    session.start(result);
    stop();
    tokens.clear();
    vi.advanceTimersByTime(5000);
    expect(onEnded).not.toHaveBeenCalled();
  });
});

describe('cross-tab logout over BroadcastChannel', () => {
  it('another tab of the origin logs out at once when one tab logs out', async () => {
    const session = createSession(createMemoryTokenStore(), createMemoryStorage());
    session.start(result);
    const ended = new Promise((resolve) => {
      const stop = watchSession(session, {
        onEnded: (reason) => {
          stop();
          resolve(reason);
        },
        intervalMs: 60_000,
      });
    });
    const otherTab = createSessionAnnouncer();
    otherTab.announce({ type: 'logout' });
    await expect(ended).resolves.toBe('other-tab');
    expect(session.isLoggedIn.value).toBe(false);
    otherTab.close();
  });
});

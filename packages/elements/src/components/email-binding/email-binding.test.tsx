import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '../../testing/render';
import { createFakeClient, fakeLoginResult } from '../../testing/fake-client';
import { barFakeFetch, createBarFakes } from '../user-bar/bar-fakes';
import { bindEmail, sendEmailCode } from './email-api';
import { CODE_COUNTDOWN_S, useCountdown } from './use-countdown';

/** The hook's latest answer, rendered in a component. */
function renderHook<T>(hook: () => T) {
  const result = { current: undefined as T };
  function Probe() {
    result.current = hook();
    return null;
  }
  render(<Probe />);
  return { result };
}

describe('verification-code countdown (product.md §4: 60 s, then enabled again)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('starts at 60, ticks each second, and stops at 0', () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current).toMatchObject({ remaining: 0, running: false });
    act(() => result.current.start());
    expect(result.current).toMatchObject({ remaining: CODE_COUNTDOWN_S, running: true });
    act(() => void vi.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(59);
    act(() => void vi.advanceTimersByTime(58_000));
    expect(result.current).toMatchObject({ remaining: 1, running: true });
    act(() => void vi.advanceTimersByTime(1000));
    expect(result.current).toMatchObject({ remaining: 0, running: false });
    act(() => void vi.advanceTimersByTime(5000));
    expect(result.current.remaining).toBe(0);
  });

  it('counts from the start time, so late ticks do not stretch it', () => {
    let now = 0;
    const { result } = renderHook(() => useCountdown(60, () => now));
    act(() => result.current.start());
    now = 30_500; // a throttled tab: one tick 30.5 s later
    act(() => void vi.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(30);
  });
});

describe('e-mail binding calls (api-contract.md §7.4, product.md §6)', () => {
  function client(userInfo: Partial<ReturnType<typeof fakeLoginResult>['userInfoDO']> = {}) {
    const fakes = createBarFakes();
    const login = fakeLoginResult();
    const portico = createFakeClient({
      fetch: barFakeFetch(fakes, fetch),
      login: { userInfoDO: { ...login.userInfoDO, ...userInfo } },
    });
    return { fakes, portico };
  }

  it('send the user id, trimmed e-mail and code, the current password; binding updates the session user', async () => {
    const { fakes, portico } = client();
    await sendEmailCode(portico, ' fd@harbour.example ');
    await bindEmail(portico, {
      email: 'fd@harbour.example',
      validateCode: ' 246810 ',
      password: ' pass word ',
    });
    expect(fakes.calls.map((c) => c.body)).toEqual([
      { id: '1001', email: 'fd@harbour.example' },
      {
        id: '1001',
        email: 'fd@harbour.example',
        validateCode: '246810',
        password: ' pass word ',
      },
    ]);
    expect(portico.session.info.value?.userInfoDO.email).toBe('fd@harbour.example');
  });

  it('omit the id of a backdoor user', async () => {
    const { fakes, portico } = client({ isBackdoor: 'T' });
    await sendEmailCode(portico, 'support@portico.example');
    expect(fakes.calls[0]?.body).toEqual({ email: 'support@portico.example' });
  });
});

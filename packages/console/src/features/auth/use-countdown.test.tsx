import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { portico } from '../../lib/portico';
import { VerifyCodeButton } from './components/verify-code-button';
import { useCountdown, VERIFY_CODE_COUNTDOWN_SECONDS } from './use-countdown';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
let container: HTMLElement;
const sent = vi.fn();

/** The recovery dialog's pairing of hook and button, without the dialog around it. */
function CodeButton() {
  const countdown = useCountdown();
  return (
    <VerifyCodeButton
      secondsLeft={countdown.left}
      sending={false}
      onSend={() => {
        sent();
        countdown.start();
      }}
    />
  );
}

beforeEach(() => {
  // The texts below are the Chinese ones; the console would otherwise follow jsdom's en-US.
  portico.i18n.setLocale('zh-CN');
  vi.useFakeTimers();
  container = document.createElement('div');
  document.body.append(container);
  act(() => {
    root = createRoot(container);
    root.render(<CodeButton />);
  });
});
afterEach(() => {
  act(() => root?.unmount());
  container.remove();
  vi.useRealTimers();
  sent.mockReset();
});

const button = () => container.querySelector('button')!;
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('verification-code button (product.md §4: a 60-second countdown, then enabled again)', () => {
  it('counts down from 60 s after a click, disabled, then offers the code again', () => {
    expect(VERIFY_CODE_COUNTDOWN_SECONDS).toBe(60);
    expect(button().textContent).toBe('获取验证码');
    act(() => button().click());
    expect(sent).toHaveBeenCalledTimes(1);
    expect(button().disabled).toBe(true);
    expect(button().textContent).toBe('60 秒后重新获取');
    for (let i = 0; i < 5; i += 1) tick(1000);
    expect(button().textContent).toBe('55 秒后重新获取');
    // A click while counting does nothing.
    act(() => button().click());
    expect(sent).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 55; i += 1) tick(1000);
    expect(button().disabled).toBe(false);
    expect(button().textContent).toBe('获取验证码');
    tick(5000);
    expect(button().textContent).toBe('获取验证码');
  });
});

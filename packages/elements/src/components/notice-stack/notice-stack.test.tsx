import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeMessages } from '../../testing/fake-messages';
import { byText, cleanup, click, render, settle, waitFor } from '../../testing/render';
import { createStoryEnv } from '../../testing/story-env';
import { SystemTips } from '../system-tips/system-tips';
import { NoticeStack } from './notice-stack';

afterEach(cleanup);

const notices = () => Array.from(document.querySelectorAll<HTMLElement>('[part~="notice"]'));

describe('NoticeStack (product.md §4 "Notice popup actions")', () => {
  it("shows pushed notices; 'I know' marks read, 'handle later' only closes", async () => {
    const env = createStoryEnv({ unread: 0 });
    render(<NoticeStack client={env.client} messaging={env.messaging} />);
    expect(notices()).toHaveLength(0);
    const pushed = fakeMessages(2, { type: 'NOTICE', unread: 2, prefix: 'pushed' });
    env.backend.messages.push(...pushed);
    act(() => pushed.forEach((message) => env.messaging.handlePush({ type: 'message', message })));
    // 300 ms display delay, then one a second (api-contract.md §9).
    await waitFor(() => expect(notices()).toHaveLength(2), 4000);
    expect(notices()[0]!.textContent).toContain('Maintenance window 1');

    await click(byText(notices()[0]!, 'I know'));
    await waitFor(() => expect(notices()).toHaveLength(1));
    expect(env.backend.calls.filter((c) => c.path.endsWith('/readState'))).toHaveLength(1);
    expect(pushed[0]!.readState).toBe('T');

    await click(byText(notices()[0]!, 'handle later'));
    await settle(10);
    expect(notices()).toHaveLength(0);
    expect(pushed[1]!.readState).toBe('F');
  });
});

describe('SystemTips (product.md §4 "System tips")', () => {
  it('shows the current isShow tip with a counter, and nothing without tips', async () => {
    const env = createStoryEnv();
    render(<SystemTips client={env.client} messaging={env.messaging} />);
    act(() => env.messaging.tips.set(fakeMessages(3, { type: 'NOTICE' })));
    const strip = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('[part~="base"]');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(strip.querySelector('[part~="tip"]')?.textContent).toContain('Maintenance window 1');
    expect(strip.querySelector('[part~="counter"]')?.textContent).toBe('1/3');
    expect(strip.getAttribute('aria-label')).toBe('System tip');
    act(() => env.messaging.tips.set([]));
    expect(document.querySelector('[part~="base"]')).toBeNull();
  });
});

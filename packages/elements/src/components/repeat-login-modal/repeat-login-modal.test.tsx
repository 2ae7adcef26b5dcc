import { afterEach, describe, expect, it, vi } from 'vitest';
import { kickedSignal } from '../../messaging/shared-messaging';
import { byText, cleanup, click, render, waitFor } from '../../testing/render';
import { createStoryEnv } from '../../testing/story-env';
import { RepeatLoginModal } from './repeat-login-modal';

afterEach(cleanup);

const dialog = () => document.querySelector<HTMLElement>('[data-testid="repeat-login-modal"]');
const shownDialog = () =>
  waitFor(() => {
    const found = dialog();
    expect(found).not.toBeNull();
    return found!;
  });

describe('RepeatLoginModal (product.md §4 repeat-login)', () => {
  it('opens when the live connection reports a sign-in elsewhere; acknowledging logs out', async () => {
    const env = createStoryEnv();
    const onAcknowledged = vi.fn((event: CustomEvent<{ variant: string }>) => event.detail.variant);
    render(<RepeatLoginModal client={env.client} onAcknowledged={onAcknowledged} />);
    expect(dialog()).toBeNull();
    kickedSignal(env.client).value = true;
    const shown = await shownDialog();
    expect(shown.textContent).toContain('this device has been logged out');
    expect(shown.querySelector('[part~="close-button"]')).toBeNull();
    await click(byText(shown, 'I know'));
    await waitFor(() => expect(dialog()).toBeNull());
    expect(onAcknowledged.mock.results[0]?.value).toBe('logged-out');
    expect(env.client.session.isLoggedIn.value).toBe(false);
  });

  it('with records, says when, where and from which IP the account signed in', async () => {
    const env = createStoryEnv({ locale: 'zh-CN' });
    render(
      <RepeatLoginModal
        client={env.client}
        open
        records={[{ time: '2026-03-02 08:15:00', ip: '10.2.3.4', location: '上海' }]}
      />,
    );
    const shown = await shownDialog();
    expect(shown.querySelector('[part~="message"]')?.textContent).toBe(
      '您的账号于 2026-03-02 08:15 在 上海（IP：10.2.3.4）登录。',
    );
    await click(byText(shown, '我知道了'));
    expect(env.client.session.isLoggedIn.value).toBe(true);
  });
});

import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  defineMessageBellElement,
  PorticoMessageBellElement,
} from '../components/message-bell/message-bell.element';
import {
  definePasswordModalElement,
  type PorticoPasswordModalElement,
} from '../components/password-modal/password-modal.element';
import { createStoryEnv } from '../testing/story-env';
import { cleanup, render, waitFor } from '../testing/render';

afterEach(cleanup);

defineMessageBellElement();
definePasswordModalElement();

const bellButton = (host: Element) =>
  host.shadowRoot!.querySelector<HTMLButtonElement>('[part~="base"]')!;

describe('createPorticoElement: attributes as HTML has them (STYLE.md §4)', () => {
  it('reads attributes, follows changes and removals, and reflects attribute-backed properties', async () => {
    const env = createStoryEnv({ unread: 2, unreadCount: 2 });
    const host = document.createElement('portico-message-bell');
    host.client = env.client;
    host.messaging = env.messaging;
    host.setAttribute('locale', 'zh-CN');
    await act(async () => document.body.append(host));
    await waitFor(() => expect(bellButton(host).getAttribute('aria-label')).toBe('消息，2 条未读'));

    await act(async () => host.removeAttribute('locale'));
    expect(bellButton(host).getAttribute('aria-label')).toBe('Messages, 2 unread');

    await act(async () => {
      host.locale = 'zh-CN';
    });
    expect(host.getAttribute('locale')).toBe('zh-CN');
    expect(bellButton(host).getAttribute('aria-label')).toBe('消息，2 条未读');
    await act(async () => {
      host.locale = undefined;
    });
    expect(host.hasAttribute('locale')).toBe(false);
    host.remove();
  });

  it('treats a boolean attribute as present or absent (open="" and open="false" both open)', async () => {
    const env = createStoryEnv();
    const host = document.createElement('portico-password-modal') as PorticoPasswordModalElement;
    host.client = env.client;
    await act(async () => document.body.append(host));
    expect(host.open).toBe(false);
    await act(async () => host.setAttribute('open', ''));
    expect(host.open).toBe(true);
    await waitFor(() =>
      expect(document.body.textContent + host.shadowRoot!.textContent).toContain('Change password'),
    );
    await act(async () => {
      host.open = false;
    });
    expect(host.hasAttribute('open')).toBe(false);
    await act(async () => host.show());
    expect(host.getAttribute('open')).toBe('');
    host.remove();
  });

  it('picks up a rich property set before the element was defined', async () => {
    const env = createStoryEnv({ unreadCount: 5 });
    const tag = 'portico-late-bell';
    const host = document.createElement(tag) as PorticoMessageBellElement;
    Object.assign(host, { client: env.client, messaging: env.messaging });
    await act(async () => document.body.append(host));
    await act(async () => defineMessageBellElement(tag));
    expect(host).toBeInstanceOf(PorticoMessageBellElement);
    await waitFor(() => expect(bellButton(host).textContent).toBe('5'));
    host.remove();
  });
});

describe('React 19 with the custom elements (src/jsx.d.ts)', () => {
  it('sets rich props as properties and listens to on<portico-event> props', async () => {
    const env = createStoryEnv({ unreadCount: 3 });
    const onUnread = vi.fn((event: CustomEvent<{ count: number }>) => event.detail.count);
    const container = render(
      <portico-message-bell
        locale="en-US"
        client={env.client}
        messaging={env.messaging}
        onportico-unread-change={onUnread}
      />,
    );
    const host = container.querySelector('portico-message-bell')!;
    expect(host.client).toBe(env.client);
    await waitFor(() => expect(onUnread).toHaveBeenCalled());
    expect(onUnread.mock.results[0]?.value).toBe(3);
    // @ts-expect-error: not an attribute of the bell
    void (<portico-message-bell colour="red" />);
  });
});

import { createMessaging } from '@portico/sdk/messaging';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeBackend, fakeFetch, type FakeBackendOptions } from '../../testing/fake-backend';
import { createFakeClient } from '../../testing/fake-client';
import { fakeMessages } from '../../testing/fake-messages';
import { byText, cleanup, click, render, settle, waitFor } from '../../testing/render';
import { sanitizeMessageHtml } from '../../ui/message-text';
import { MessageBell, type MessageBellProps } from './message-bell';

afterEach(cleanup);

function setup(backendOptions: FakeBackendOptions = {}, props: Partial<MessageBellProps> = {}) {
  const backend = createFakeBackend({
    messages: [
      ...fakeMessages(12, { unread: 7 }),
      ...fakeMessages(3, { type: 'NOTICE', unread: 0 }),
    ],
    ...backendOptions,
  });
  const client = createFakeClient({ fetch: fakeFetch(backend) });
  const messaging = createMessaging(client, { live: false });
  const container = render(<MessageBell client={client} messaging={messaging} {...props} />);
  const bell = () => container.querySelector<HTMLButtonElement>('[part~="base"]')!;
  return { backend, client, messaging, container, bell };
}

const dialog = (testId: string) => document.querySelector<HTMLElement>(`[data-testid="${testId}"]`);

describe('MessageBell (product.md §2.8 message icon, api-contract.md §9 badge)', () => {
  it('shows nothing on a page framed by the shell with hide_top=true (product.md §2.8 query flags)', () => {
    history.replaceState(null, '', '/child/?hide_top=true');
    try {
      expect(setup().bell()).toBeNull();
    } finally {
      history.replaceState(null, '', '/');
    }
  });

  it('shows the unread count as a badge and in its accessible name', async () => {
    const { bell } = setup();
    await waitFor(() => expect(bell().textContent).toBe('7'));
    expect(bell().getAttribute('aria-label')).toBe('Messages, 7 unread');
  });

  it('shows 99+ above 99', async () => {
    const { bell } = setup({ unreadCount: 120 });
    await waitFor(() =>
      expect(bell().querySelector('[part~="unread-badge"]')?.textContent).toBe('99+'),
    );
  });

  it('shows no badge at 0 and dispatches portico-unread-change on each change', async () => {
    const onUnreadChange = vi.fn((event: CustomEvent<{ count: number }>) => event.detail.count);
    const { bell, messaging, backend } = setup({ messages: [] }, { onUnreadChange });
    await settle(20);
    expect(bell().querySelector('[part~="unread-badge"]')).toBeNull();
    expect(onUnreadChange).not.toHaveBeenCalled();
    backend.messages.push(...fakeMessages(1, { unread: 1 }));
    await act(() => messaging.unread.refresh());
    await waitFor(() => expect(onUnreadChange).toHaveBeenCalledOnce());
    expect(onUnreadChange.mock.results[0]?.value).toBe(1);
    const event = onUnreadChange.mock.calls[0]![0];
    expect(event).toMatchObject({ bubbles: true, composed: true, cancelable: false });
  });
});

describe('message centre (product.md §2.9, §4 "Messages", §5)', () => {
  async function openCentre(
    backendOptions: FakeBackendOptions = {},
    props: Partial<MessageBellProps> = {},
  ) {
    const env = setup(backendOptions, props);
    await waitFor(() => expect(env.bell().textContent).toBe('7'));
    await click(env.bell());
    const centre = await waitFor(() => {
      const found = dialog('message-centre');
      expect(found?.querySelectorAll('tbody tr').length).toBe(10);
      return found!;
    });
    return { ...env, centre };
  }

  it('opens from the bell with the private tab: 10 rows, the total and a pager', async () => {
    const { centre } = await openCentre();
    expect(centre.querySelector('[role="dialog"], h2')?.textContent).toBe('Message centre');
    expect(centre.querySelector('[part~="pagination"]')?.textContent).toContain('Total: 12');
    expect(centre.querySelector('[aria-current="page"]')?.textContent).toBe('1');
    expect(byText(centre, 'Private', '[role="tab"]').getAttribute('aria-selected')).toBe('true');
  });

  it('opening an unread private message marks it read and shows its detail', async () => {
    const { centre, backend, bell } = await openCentre();
    await click(byText(centre, /Night audit report 1 is ready/));
    const detail = await waitFor(() => dialog('message-detail')!);
    expect(detail.textContent).toContain('Night audit report 1 is ready');
    expect(backend.calls.some((c) => c.path.endsWith('/readState'))).toBe(true);
    expect(backend.messages[0]!.readState).toBe('T');
    await waitFor(() => expect(bell().textContent).toBe('6'));
  });

  it('renders message HTML only through DOMPurify', async () => {
    const { centre } = await openCentre();
    await click(byText(centre, /Night audit report 1 is ready/));
    const text = await waitFor(() =>
      dialog('message-detail')!.querySelector('[part~="message-text"]')!,
    );
    expect(text.querySelector('strong')?.textContent).toBe('ready');
    expect(text.querySelector('script, img')).toBeNull();
    expect(text.querySelector('a')?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('a host that cancels portico-open-message gets no detail and no read call', async () => {
    const onOpenMessage = vi.fn((event: CustomEvent) => event.preventDefault());
    const { centre, backend } = await openCentre({}, { onOpenMessage });
    await click(byText(centre, /Night audit report 1 is ready/));
    await settle(20);
    expect(onOpenMessage).toHaveBeenCalledOnce();
    expect(dialog('message-detail')).toBeNull();
    expect(backend.calls.some((c) => c.path.endsWith('/readState'))).toBe(false);
  });

  it("shows '查询详情失败：' + reason when the detail fails (api-contract.md §8)", async () => {
    const { centre, client } = await openCentre({ detailFailure: '服务不可用' });
    act(() => client.i18n.setLocale('zh-CN'));
    await click(byText(centre, /Night audit report 2 is ready/));
    await waitFor(() => expect(document.body.textContent).toContain('查询详情失败：服务不可用'));
  });

  it("batch read with nothing selected says 'please select messages first'", async () => {
    const { centre, backend } = await openCentre();
    await click(byText(centre, 'Mark selected as read'));
    await waitFor(() =>
      expect(document.body.textContent).toContain('please select messages first'),
    );
    expect(backend.calls.some((c) => c.path.endsWith('/readStates'))).toBe(false);
  });

  it('batch marks the selected rows read', async () => {
    const { centre, backend } = await openCentre();
    const boxes = centre.querySelectorAll<HTMLInputElement>('tbody input[type="checkbox"]');
    await click(boxes[0]);
    await click(boxes[1]);
    await click(byText(centre, 'Mark selected as read'));
    await waitFor(() => expect(backend.messages[1]!.readState).toBe('T'));
    const call = backend.calls.find((c) => c.path.endsWith('/readStates'));
    expect(call?.body).toMatchObject({ messageIds: ['private-1', 'private-2'], readState: 'T' });
  });

  it('refuses a filtered search without a range, and a range over 7 days (product.md §5)', async () => {
    const { centre } = await openCentre();
    await click(byText(centre, /Search filters/));
    const form = centre.querySelector('form[role="search"]')!;
    const [start, end] = Array.from(
      form.querySelectorAll<HTMLInputElement>('input[type="datetime-local"]'),
    );
    const set = (input: HTMLInputElement, value: string) =>
      act(async () => {
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
        setter.call(input, value);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      });
    await set(start!, '2026-01-01T00:00:00');
    await set(end!, '2026-01-20T00:00:00');
    await click(byText(form, 'Query'));
    expect(form.querySelector('[role="alert"]')?.textContent).toBe(
      'The publish time range cannot exceed 7 days',
    );
    await set(start!, '');
    await click(byText(form, 'Query'));
    expect(form.querySelector('[role="alert"]')?.textContent).toBe(
      'Please choose a publish time range',
    );
  });
});

describe('sanitizeMessageHtml (DESIGN.md "Security model")', () => {
  it('keeps formatting and links, drops scripts, handlers and images', () => {
    const html = sanitizeMessageHtml(
      '<p onclick="x()">a <b>b</b> <a href="javascript:alert(1)">j</a> <a href="https://e.com">e</a></p><img src=x><script>1</script>',
    );
    expect(html).toBe(
      '<p>a <b>b</b> <a target="_blank" rel="noopener noreferrer">j</a> <a href="https://e.com" target="_blank" rel="noopener noreferrer">e</a></p>',
    );
  });
});

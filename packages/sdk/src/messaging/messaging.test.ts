// @vitest-environment node
// End to end inside the SDK: a real client, the in-memory message service and a real STOMP socket.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveDestinations } from './destinations';
import { nodeSocket, startFakeBroker, waitFor } from './fake-stomp-server';
import { createMessaging, type MessagingOptions } from './messaging';
import type { ToneAudio } from './reminder-tone';
import { createFakeMessageApi, createTestClient, loginResult, makeMessage } from './test-support';

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const USER_TOPIC = liveDestinations.user('H001', 'frontdesk');

function fakeAudio(): ToneAudio & { play: ReturnType<typeof vi.fn> } {
  return {
    src: '',
    loop: false,
    currentTime: 0,
    play: vi.fn(async () => undefined),
    pause: vi.fn(),
    addEventListener: () => undefined,
  };
}

async function setup(live: boolean | MessagingOptions['live'] = true) {
  const broker = await startFakeBroker();
  cleanups.push(() => broker.close());
  const api = createFakeMessageApi([
    makeMessage('p1'),
    makeMessage('tip1', { messageType: 'SYSTEM', isShow: 'T', readState: 'T' }),
  ]);
  const client = createTestClient(api);
  const audio = fakeAudio();
  const messaging = createMessaging(client, {
    createAudio: () => audio,
    live:
      live === false
        ? false
        : {
            pageUrl: broker.url,
            webSocketFactory: nodeSocket,
            reconnectDelays: [40],
            ...(live === true ? {} : live),
          },
  });
  cleanups.push(() => messaging.dispose());
  const connected = (count: number) =>
    waitFor(
      () => broker.connects.length >= count && messaging.live?.state.value === 'connected',
      `connect ${count}`,
    );
  const subscribed = () => waitFor(() => broker.subscriptions.length === 3, 'subscriptions');
  return { broker, api, client, messaging, audio, connected, subscribed };
}

describe('createMessaging (product.md §4 "Messages", "Live connection", "Notice popup")', () => {
  it('at login loads the badge and the system tips without waiting for the socket', async () => {
    const { client, messaging } = await setup(false);
    client.startSession(loginResult());
    await waitFor(() => messaging.unread.count.value === 1, 'unread 1');
    await waitFor(() => messaging.tips.current.value?.messageId === 'tip1', 'tip shown');
    expect(messaging.live).toBeNull();
  });

  it("product.md §1, §4: a locale switch reloads the tips in the reader's new locale", async () => {
    const { api, client, messaging } = await setup(false);
    client.startSession(loginResult());
    await waitFor(() => messaging.tips.current.value?.messageId === 'tip1', 'tip shown');
    const before = api.callsTo('/noticeList').length;
    client.i18n.setLocale('zh-CN');
    await waitFor(() => api.callsTo('/noticeList').length > before, 'tips reloaded');
    expect(api.callsTo('/noticeList').at(-1)?.query.language).toBe('zh-CN');
  });

  it("a pushed message pops up (300 ms later) and plays the unit's tone", async () => {
    const { api, broker, client, messaging, audio, connected, subscribed } = await setup();
    client.startSession(loginResult());
    await connected(1);
    await subscribed();
    const message = makeMessage('p2', { messageLevel: 'WARN' });
    api.add(message);
    // The popup does not wait for the badge: its refresh is throttled (unread.test.ts).
    broker.publish(USER_TOPIC, { type: 'message', message });
    await waitFor(() => messaging.notices.visible.value.length === 1, 'popup');
    expect(messaging.notices.visible.value[0]).toMatchObject({ messageId: 'p2', level: 'WARN' });
    await waitFor(() => audio.play.mock.calls.length === 1, 'tone');
    expect(audio.src).toBe('/tone.mp3');
  });

  it("'I know' marks read and the badge follows at once", async () => {
    const { api, broker, client, messaging, connected, subscribed } = await setup();
    client.startSession(loginResult());
    await connected(1);
    await subscribed();
    await waitFor(() => messaging.unread.count.value === 1, 'unread 1');
    broker.publish(USER_TOPIC, { type: 'message', message: makeMessage('p1') });
    await waitFor(() => messaging.notices.visible.value.length === 1, 'popup');
    await messaging.notices.iKnow('p1');
    expect(api.callsTo('/readState').at(-1)?.body).toMatchObject({
      messageId: 'p1',
      readState: 'T',
    });
    expect(messaging.unread.count.value).toBe(0);
    expect(messaging.notices.visible.value).toEqual([]);
  });

  it('a message published while disconnected shows after the reconnect, with no push', async () => {
    const { api, broker, client, messaging, connected } = await setup();
    client.startSession(loginResult());
    messaging.centre.setActive(true);
    await connected(1);
    await waitFor(() => messaging.unread.count.value === 1, 'unread 1');
    broker.setMode('refuse');
    broker.dropAll();
    await waitFor(() => messaging.live?.state.value === 'reconnecting', 'reconnecting');
    api.add(makeMessage('p-while-down'));
    broker.setMode('accept');
    await connected(2);
    await waitFor(() => messaging.unread.count.value === 2, 'unread 2 after resync');
    await waitFor(
      () => messaging.centre.lists.PRIVATE.value.rows.some((r) => r.messageId === 'p-while-down'),
      'the list resynced',
    );
  });

  it('notice updates and removals by messageId reach the popups and the tips', async () => {
    const { broker, client, messaging, connected, subscribed } = await setup();
    client.startSession(loginResult());
    await connected(1);
    await subscribed();
    await waitFor(() => messaging.tips.tips.value.length === 1, 'tip loaded');
    const unitTopic = liveDestinations.unit('H001');
    const tip = makeMessage('tip1', {
      messageType: 'SYSTEM',
      isShow: 'T',
      messageTitle: 'Updated',
    });
    broker.publish(unitTopic, { type: 'notice-update', message: tip });
    await waitFor(() => messaging.tips.current.value?.messageTitle === 'Updated', 'tip updated');
    broker.publish(unitTopic, { type: 'notice-remove', messageId: 'tip1' });
    await waitFor(() => messaging.tips.tips.value.length === 0, 'tip removed');
  });

  it('read elsewhere (a read-state push) closes the popup here', async () => {
    const { broker, client, messaging, connected, subscribed } = await setup();
    client.startSession(loginResult());
    await connected(1);
    await subscribed();
    broker.publish(USER_TOPIC, { type: 'message', message: makeMessage('p1') });
    await waitFor(() => messaging.notices.visible.value.length === 1, 'popup');
    broker.publish(USER_TOPIC, { type: 'read-state', messageIds: ['p1'], readState: 'T' });
    await waitFor(() => messaging.notices.visible.value.length === 0, 'popup closed');
  });

  it('logout clears the badge, popups and tips and closes the connection', async () => {
    const { broker, client, messaging, connected, subscribed } = await setup();
    client.startSession(loginResult());
    await connected(1);
    await subscribed();
    broker.publish(USER_TOPIC, { type: 'message', message: makeMessage('p1') });
    await waitFor(() => messaging.notices.visible.value.length === 1, 'popup');
    await client.logout();
    expect(messaging.unread.count.value).toBe(0);
    expect(messaging.notices.visible.value).toEqual([]);
    expect(messaging.tips.tips.value).toEqual([]);
    await waitFor(() => messaging.live?.state.value === 'closed', 'closed');
  });
});

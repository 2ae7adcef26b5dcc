// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import type { LivePush } from './destinations';
import { liveDestinations } from './destinations';
import { nodeSocket, startFakeBroker, waitFor } from './fake-stomp-server';
import { attachMessagingParts } from './messaging';
import { createMessagingCore } from './messaging-core';
import { defaultTimers } from './timers';
import { UNREAD_THROTTLE_MS } from './unread';
import { createFakeMessageApi, createTestClient, loginResult, makeMessage } from './test-support';

const cleanups: Array<() => unknown> = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

function setup() {
  const api = createFakeMessageApi([
    makeMessage('p1'),
    makeMessage('tip1', { messageType: 'SYSTEM', isShow: 'T', readState: 'T' }),
  ]);
  const client = createTestClient(api);
  const core = createMessagingCore(client, { live: false });
  cleanups.push(() => core.dispose());
  return { api, client, core };
}

/**
 * README "Messaging": a page that shows only the badge runs the core (count and socket); the
 * centre, notice popups, tips and tone attach when a screen needs them and then behave as if
 * they had been there from the sign-in (product.md §4 "Messages", "Notice popup").
 */
describe('createMessagingCore and attachMessagingParts', () => {
  it('the core alone loads the count and nothing of the parts', async () => {
    const { api, client, core } = setup();
    client.startSession(loginResult());
    await waitFor(() => core.unread.count.value === 1, 'unread 1');
    expect(api.callsTo('/noticeList')).toEqual([]);
  });

  it('parts attached while signed in load the tips at once and follow pushes and logout', async () => {
    const { client, core } = setup();
    client.startSession(loginResult());
    await waitFor(() => core.unread.count.value === 1, 'unread 1');
    const parts = attachMessagingParts(core);
    await waitFor(() => parts.tips.current.value?.messageId === 'tip1', 'tip shown');
    core.handlePush({ type: 'message', message: makeMessage('p2', { messageType: 'NOTICE' }) });
    await waitFor(() => parts.notices.visible.value.length === 1, 'popup');
    core.handlePush({ type: 'notice-remove', messageId: 'tip1' });
    expect(parts.tips.tips.value).toEqual([]);
    await client.logout();
    await waitFor(() => core.unread.count.value === 0, 'badge cleared');
    expect(parts.notices.visible.value).toEqual([]);
  });

  it('delivers the pushes the core received before the parts came, once', async () => {
    const { client, core } = setup();
    client.startSession(loginResult());
    const missed = makeMessage('p3', { messageType: 'NOTICE' });
    const parts = attachMessagingParts(core, { missed: [{ type: 'message', message: missed }] });
    await waitFor(() => parts.notices.visible.value.length === 1, 'popup');
    expect(parts.notices.visible.value[0]).toMatchObject({ messageId: 'p3' });
  });
});

/**
 * README "Messaging": the badge's first paint needs the count over HTTP only; the STOMP client
 * loads after it and the socket follows, so a badge never waits for the socket's code.
 */
describe('createMessagingCore: the socket after the first count', () => {
  it('connects only once the first count has been answered, then receives pushes', async () => {
    const broker = await startFakeBroker();
    cleanups.push(() => void broker.close());
    const api = createFakeMessageApi([makeMessage('p1')]);
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    let asked = false;
    const fetch: typeof api.fetch = async (input, init) => {
      if (String(input instanceof Request ? input.url : input).includes('/unReadNum')) {
        asked = true;
        await held;
      }
      return api.fetch(input, init);
    };
    const client = createTestClient({ ...api, fetch });
    const pushes: LivePush[] = [];
    const core = createMessagingCore(client, {
      live: { pageUrl: broker.url, webSocketFactory: nodeSocket, onPush: (p) => pushes.push(p) },
    });
    cleanups.push(() => core.dispose());
    client.startSession(loginResult());
    await waitFor(() => asked, 'count asked');
    // A socket on this machine opens in milliseconds; while the count is unanswered none opens.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(broker.connects).toEqual([]);
    expect(core.live?.state.value).toBe('connecting');
    answer();
    await waitFor(() => core.unread.count.value === 1, 'unread 1');
    await waitFor(() => core.live?.state.value === 'connected', 'connected');
    await waitFor(() => broker.subscriptions.length === 3, 'subscribed');
    const message = makeMessage('p2');
    expect(
      broker.publish(liveDestinations.user('H001', 'frontdesk'), { type: 'message', message }),
    ).toBe(1);
    await waitFor(() => pushes.length === 1, 'the push');
    expect(pushes[0]).toMatchObject({ type: 'message', message: { messageId: 'p2' } });
  });
});

/**
 * README "Messaging": the first connect comes a moment after the first loads; it repeats none of
 * them at once (each is one call on a page's first load), and what was published in between
 * shows when the count's throttle window ends (api-contract.md §9).
 */
describe('createMessagingCore: the first connect after the first loads', () => {
  it('asks for the count and the tips once, then catches up what was published before the socket', async () => {
    const broker = await startFakeBroker();
    cleanups.push(() => void broker.close());
    const api = createFakeMessageApi([
      makeMessage('p1'),
      makeMessage('tip1', { messageType: 'SYSTEM', isShow: 'T', readState: 'T' }),
    ]);
    // The clock says the socket connects just before the window ends, so the catch-up is near.
    let now = 1_000_000;
    const timers = { ...defaultTimers, now: () => now };
    const client = createTestClient(api);
    const core = createMessagingCore(client, {
      timers,
      live: { pageUrl: broker.url, webSocketFactory: nodeSocket },
    });
    cleanups.push(() => core.dispose());
    const parts = attachMessagingParts(core);
    client.startSession(loginResult());
    now += UNREAD_THROTTLE_MS - 200;
    await waitFor(() => core.live?.state.value === 'connected', 'connected');
    await waitFor(() => parts.tips.current.value?.messageId === 'tip1', 'tip shown');
    expect(api.callsTo('/unReadNum')).toHaveLength(1);
    expect(api.callsTo('/noticeList')).toHaveLength(1);
    // Published while the socket was not yet subscribed: no push carries it.
    api.add(makeMessage('p-before-socket'));
    await waitFor(() => core.unread.count.value === 2, 'the catch-up counted it');
    expect(api.callsTo('/unReadNum')).toHaveLength(2);
    expect(api.callsTo('/noticeList')).toHaveLength(2);
  });
});

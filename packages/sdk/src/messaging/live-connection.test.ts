// @vitest-environment node
// Node, not jsdom: the socket is the `ws` package against a real local server (DESIGN.md: in
// Node stompjs needs `webSocketFactory`).
import { effect } from '@preact/signals-core';
import type { IStompSocket } from '@stomp/stompjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveDestinations } from './destinations';
import {
  nodeSocket,
  startFakeBroker,
  waitFor,
  type FakeBroker,
  type FakeBrokerOptions,
} from './fake-stomp-server';
import {
  createLiveConnection,
  type ConnectionState,
  type LiveConnectionOptions,
} from './live-connection';
import {
  createFakeMessageApi,
  createTestClient,
  loginResult,
  makeMessage,
  recordingChannel,
} from './test-support';
import { defaultTimers, type Timers } from './timers';

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const SCHEDULE = [40, 80, 120, 160];

interface SetupOptions {
  loggedIn?: boolean;
  live?: LiveConnectionOptions;
  broker?: FakeBrokerOptions;
}

async function setup(options: SetupOptions = {}) {
  const broker = await startFakeBroker(options.broker);
  cleanups.push(() => broker.close());
  const api = createFakeMessageApi([makeMessage('m1')]);
  const channel = recordingChannel();
  const client = createTestClient(api, { Channel: channel.Channel });
  if (options.loggedIn !== false) client.startSession(loginResult());
  // Records every wait the connection asks for: the retry schedule, exactly.
  const delays: number[] = [];
  const timers: Timers = {
    ...defaultTimers,
    setTimeout: (callback, ms) => {
      delays.push(ms);
      return defaultTimers.setTimeout(callback, ms);
    },
  };
  const onPush = vi.fn();
  const onConnected = vi.fn();
  const onSessionEvent = vi.fn();
  const live = createLiveConnection(client, {
    pageUrl: `${broker.url}/apps`,
    webSocketFactory: nodeSocket,
    reconnectDelays: SCHEDULE,
    timers,
    onPush,
    onConnected,
    onSessionEvent,
    ...options.live,
  });
  cleanups.push(() => live.dispose());
  const states: ConnectionState[] = [];
  cleanups.push(effect(() => void states.push(live.state.value)));
  const connected = (count: number) =>
    waitFor(
      () => broker.connects.length >= count && live.state.value === 'connected',
      `connect ${count}`,
    );
  return {
    broker,
    api,
    client,
    channel,
    live,
    delays,
    states,
    onPush,
    onConnected,
    onSessionEvent,
    connected,
  };
}

function subscribedTo(broker: FakeBroker) {
  return broker.subscriptions.map((s) => s.destination).sort();
}

describe('live connection (product.md §4 "Live connection", api-contract.md §7.9, §9)', () => {
  it('connects when logged in: STOMP 1.1/1.0, heart-beats 10 s, the token, user/unit/app topics', async () => {
    const { broker, connected, onConnected, states } = await setup();
    await connected(1);
    const [connect] = broker.connects;
    expect(connect?.path).toBe('/gc-websocket/gc/inmail');
    expect(connect?.protocol).toBe('v11.stomp');
    expect(connect?.headers).toMatchObject({
      'accept-version': '1.1,1.0',
      'heart-beat': '10000,10000',
      Authorization: 'token-1',
      passcode: 'token-1',
    });
    await waitFor(() => broker.subscriptions.length === 3, 'subscriptions');
    expect(subscribedTo(broker)).toEqual(
      [
        liveDestinations.user('H001', 'frontdesk'),
        liveDestinations.unit('H001'),
        liveDestinations.app('GC'),
      ].sort(),
    );
    expect(onConnected).toHaveBeenCalledOnce();
    expect(states).toEqual(['idle', 'connecting', 'connected']);
  });

  it('stays idle while signed out and connects at login', async () => {
    const { broker, client, live, connected } = await setup({ loggedIn: false });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(broker.attempts).toEqual([]);
    expect(live.state.value).toBe('idle');
    client.startSession(loginResult());
    await connected(1);
  });

  it('retries on the schedule (10, 20, 30, then 60 s; shortened here) and resets after a connect', async () => {
    const { broker, live, delays, connected, states } = await setup();
    await connected(1);
    broker.setMode('refuse');
    broker.dropAll();
    await waitFor(() => broker.attempts.length >= 6, 'five refused retries');
    expect(live.state.value).toBe('reconnecting');
    broker.setMode('accept');
    await connected(2);
    // Refused retries: 40, 80, 120, 160, 160 ... then the attempt that connects.
    const retries = delays.slice(0, 5);
    expect(retries).toEqual([40, 80, 120, 160, 160]);
    const gaps = broker.attempts.slice(1, 6).map((at, i) => at - broker.attempts[i]!);
    gaps.forEach((gap, i) => expect(gap).toBeGreaterThanOrEqual(SCHEDULE[Math.min(i, 3)]! - 5));
    // After a successful connect the schedule starts over.
    delays.length = 0;
    broker.dropAll();
    await connected(3);
    expect(delays[0]).toBe(40);
    expect(states).toContain('reconnecting');
  });

  it('a lost heart-beat counts as a drop (dead network), then reconnects', async () => {
    const { broker, connected } = await setup({
      live: { heartbeatMs: 30, connectTimeoutMs: 100 },
      broker: { heartBeat: '30,30' },
    });
    await connected(1);
    // The broker goes silent: no heart-beats, no answers; the client must notice by itself.
    broker.setMode('silent');
    await waitFor(() => broker.attempts.length >= 2, 'a retry after the lost heart-beat');
    broker.setMode('accept');
    await connected(2);
  });

  it('an unanswered CONNECT counts as a failed attempt', async () => {
    const { broker, connected, live } = await setup({ live: { connectTimeoutMs: 50 } });
    await connected(1);
    broker.setMode('silent');
    broker.dropAll();
    await waitFor(() => broker.attempts.length >= 3, 'two timed-out attempts');
    expect(live.state.value).toBe('reconnecting');
    broker.setMode('accept');
    await connected(2);
  });

  it('disconnects on logout (DISCONNECT sent) and does not come back', async () => {
    const { broker, client, live, connected, states } = await setup();
    await connected(1);
    await client.logout();
    await waitFor(() => broker.sockets.size === 0, 'socket closed');
    expect(broker.frames.map((f) => f.command)).toContain('DISCONNECT');
    expect(live.state.value).toBe('closed');
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(broker.attempts).toHaveLength(1);
    expect(states.at(-1)).toBe('closed');
  });

  it('a broker that never answers DISCONNECT cannot hang the logout', async () => {
    const { broker, client, connected } = await setup({ live: { closeTimeoutMs: 50 } });
    await connected(1);
    broker.setAnswerDisconnect(false);
    await client.logout();
    await waitFor(() => broker.sockets.size === 0, 'socket dropped after the close timeout');
  });

  it('a new token (re-login, unit switch) reconnects with it and subscribes to the new unit', async () => {
    const { broker, client, connected } = await setup();
    await connected(1);
    client.startSession(loginResult({ jwtToken: 'token-2', unitCode: 'H002' }));
    await connected(2);
    expect(broker.connects[1]?.headers).toMatchObject({
      Authorization: 'token-2',
      passcode: 'token-2',
    });
    await waitFor(
      () => broker.sockets.size === 1 && broker.subscriptions.length === 3,
      'one socket',
    );
    expect(subscribedTo(broker)).toContain(liveDestinations.unit('H002'));
    expect(subscribedTo(broker)).not.toContain(liveDestinations.unit('H001'));
  });

  it('hands pushes on every topic to onPush; ignores bodies that are not pushes', async () => {
    const { broker, connected, onPush } = await setup();
    await connected(1);
    await waitFor(() => broker.subscriptions.length === 3, 'subscriptions');
    const push = { type: 'notice-remove', messageId: 'm1' };
    broker.publish(liveDestinations.user('H001', 'frontdesk'), push);
    broker.publish(liveDestinations.unit('H001'), push);
    broker.publish(liveDestinations.app('GC'), push);
    broker.publish(liveDestinations.app('GC'), { hello: 'world' });
    await waitFor(() => onPush.mock.calls.length === 3, 'three pushes');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(onPush).toHaveBeenCalledTimes(3);
    expect(onPush).toHaveBeenCalledWith(push);
  });

  it('a session push logs out through client.logout(), which tells the other tabs', async () => {
    const { broker, client, api, channel, connected, onSessionEvent, live } = await setup();
    await connected(1);
    await waitFor(() => broker.subscriptions.length === 3, 'subscriptions');
    broker.publish(liveDestinations.user('H001', 'frontdesk'), {
      type: 'session',
      event: 'repeat-login',
    });
    await waitFor(() => !client.session.isLoggedIn.value, 'logout');
    expect(onSessionEvent).toHaveBeenCalledWith({ type: 'session', event: 'repeat-login' });
    expect(channel.posted).toContainEqual({ type: 'logout' });
    expect(api.callsTo('/sso/logout')).toHaveLength(1);
    await waitFor(() => live.state.value === 'closed', 'closed');
  });

  it('a password-changed push signs out 3 s later, so the changing tab shows its message (product.md §4)', async () => {
    const { broker, client, connected } = await setup();
    await connected(1);
    await waitFor(() => broker.subscriptions.length === 3, 'subscriptions');
    broker.publish(liveDestinations.user('H001', 'frontdesk'), {
      type: 'session',
      event: 'password-changed',
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(client.session.isLoggedIn.value).toBe(true);
    await waitFor(() => !client.session.isLoggedIn.value, 'logout', 5000);
  });

  it('a topic the broker refuses (ERROR, close) is left out of the next attempts, not looped on', async () => {
    const { broker, connected, live } = await setup({
      broker: { forbidden: [liveDestinations.app('GC')] },
    });
    await connected(1);
    await waitFor(() => broker.connects.length >= 2, 'the retry after the refusal');
    await connected(2);
    await waitFor(() => broker.subscriptions.length === 2, 'user and unit topics');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(live.state.value).toBe('connected');
    expect(broker.connects).toHaveLength(2);
    expect(subscribedTo(broker)).not.toContain(liveDestinations.app('GC'));
  });

  it('a CONNECT refused as no live session asks over HTTP, once per refusal (api-contract.md §8)', async () => {
    const onSessionRefused = vi.fn();
    const { broker } = await setup({
      broker: { refuseConnect: 'unauthorized: the token is not a live session' },
      live: { onSessionRefused },
    });
    await waitFor(() => broker.connects.length >= 2, 'the refusal and one retry');
    await waitFor(() => onSessionRefused.mock.calls.length >= 2, 'each refusal reported');
  });

  it('the ERROR that follows a heard password-changed push does not cut its 3 s short (product.md §4)', async () => {
    const onSessionRefused = vi.fn();
    const { broker, client, connected } = await setup({ live: { onSessionRefused } });
    await connected(1);
    await waitFor(() => broker.subscriptions.length === 3, 'subscriptions');
    broker.endSessions('password-changed');
    await waitFor(
      () => broker.connects.length >= 1 && onSessionRefused.mock.calls.length === 0,
      'kick',
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(onSessionRefused).not.toHaveBeenCalled();
    expect(client.session.isLoggedIn.value).toBe(true);
    await waitFor(() => !client.session.isLoggedIn.value, 'logout', 5000);
  });

  it('a unit-switched end signs nothing out: the switching tab goes on with its new token', async () => {
    const onSessionRefused = vi.fn();
    const { broker, client, connected, channel, api } = await setup({ live: { onSessionRefused } });
    await connected(1);
    await waitFor(() => broker.subscriptions.length === 3, 'subscriptions');
    broker.endSessions('unit-switched');
    await waitFor(() => broker.connects.length >= 2, 'the socket closed and tried again');
    expect(onSessionRefused).not.toHaveBeenCalled();
    expect(client.session.isLoggedIn.value).toBe(true);
    expect(channel.posted).not.toContainEqual({ type: 'logout' });
    expect(api.callsTo('/sso/logout')).toHaveLength(0);
  });

  it('a logout while the broker is closing the socket sends nothing on it (no browser error)', async () => {
    // The broker ends the session on logout and closes; the client's own stop then comes while
    // the socket is CLOSING, where a DISCONNECT would only make the browser log an error.
    const sockets: IStompSocket[] = [];
    const sentWhileNotOpen: string[] = [];
    const recordingSocket = (url: string, protocols: string[]) => {
      const socket = nodeSocket(url, protocols);
      const send = socket.send.bind(socket);
      socket.send = (data) => {
        if (socket.readyState !== 1) sentWhileNotOpen.push(String(data).split('\n')[0] ?? '');
        else send(data);
      };
      sockets.push(socket);
      return socket;
    };
    const { client, connected, live } = await setup({
      live: { webSocketFactory: recordingSocket },
    });
    await connected(1);
    sockets.at(-1)?.close();
    client.session.clear();
    await waitFor(() => live.state.value === 'closed', 'closed');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sentWhileNotOpen).toEqual([]);
  });

  it('another refusal (a foreign topic) is not taken for an ended session', async () => {
    const onSessionRefused = vi.fn();
    const { connected } = await setup({
      broker: { forbidden: [liveDestinations.app('GC')] },
      live: { onSessionRefused },
    });
    await connected(2);
    expect(onSessionRefused).not.toHaveBeenCalled();
  });

  it('retryNow skips the wait of a scheduled retry', async () => {
    const { broker, live, connected } = await setup({ live: { reconnectDelays: [60_000] } });
    await connected(1);
    broker.dropAll();
    await waitFor(() => live.retryInMs.value === 60_000, 'a retry scheduled in 60 s');
    live.retryNow();
    await connected(2);
  });
});

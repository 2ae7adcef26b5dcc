import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  connectFrame,
  pause,
  rawClient,
  settled,
  startNode,
  stompClient,
  within,
  type TestNode,
} from '../test/stomp-test-kit';

// Timers are shortened: heart-beats of 100 ms instead of api-contract.md §9's 10000 ms.
let node: TestNode;
beforeAll(async () => {
  node = await startNode({ heartbeatMs: 100, connectTimeoutMs: 300 });
});
afterAll(async () => {
  await node?.close();
});

describe('heart-beats (STOMP 1.2 "Heart-beating")', () => {
  it('closes a connection whose client promised heart-beats and went silent', async () => {
    const raw = await rawClient(node.url);
    // Before CONNECT leaves: the server counts silence from the CONNECT it received, which a
    // loaded machine may deliver CONNECTED for only milliseconds later.
    const started = Date.now();
    raw.send(
      connectFrame({ 'accept-version': '1.2', 'heart-beat': '100,0', passcode: 'token-alice' }),
    );
    const connected = await raw.nextFrame();
    expect(connected.headers['heart-beat']).toBe('100,100');
    const error = await raw.nextFrame(3000);
    expect(error.headers.message).toBe('heart-beat timeout');
    await within(5000, raw.closed, 'close');
    // Two missed beats are tolerated, as stompjs does on its side.
    expect(Date.now() - started).toBeGreaterThanOrEqual(200);
  });

  it('keeps a client that beats, and beats to a client that asks for it', async () => {
    const raw = await rawClient(node.url);
    raw.send(
      connectFrame({ 'accept-version': '1.2', 'heart-beat': '100,100', passcode: 'token-alice' }),
    );
    expect((await raw.nextFrame()).command).toBe('CONNECTED');
    const beat = setInterval(() => raw.send('\n'), 80);
    await pause(600);
    clearInterval(beat);
    expect(raw.socket.readyState).toBe(raw.socket.OPEN);
    expect(raw.heartbeats()).toBeGreaterThanOrEqual(3);
    raw.socket.close();
  });

  it('keeps stompjs connected with heart-beats on both sides', async () => {
    const c = stompClient(node.url, { Authorization: 'token-bob' }, { heartbeat: 100 });
    await c.connected;
    await pause(600);
    expect(c.client.connected).toBe(true);
    await within(3000, c.client.deactivate(), 'deactivate');
  });

  it('closes a socket that never sends CONNECT', async () => {
    const raw = await rawClient(node.url);
    expect((await raw.nextFrame(3000)).headers.message).toBe('no CONNECT frame in time');
    await within(5000, raw.closed, 'close');
  });
});

describe('session events: logout, repeat-login kick, password change', () => {
  it('pushes the event on the user topic, sends ERROR, closes; others stay', async () => {
    const alice = stompClient(node.url, { Authorization: 'token-alice' });
    const bob = stompClient(node.url, { Authorization: 'token-bob' });
    await Promise.all([alice.connected, bob.connected]);
    alice.subscribe('/topic/user/H001/alice');
    alice.subscribe('/topic/unit/H001');
    bob.subscribe('/topic/unit/H001');
    await Promise.all([settled(alice), settled(bob)]);

    const event = alice.nextMessage('/topic/user/H001/alice');
    await node.broker.endSessions({ userId: 'u-alice' }, 'repeat-login');
    expect(JSON.parse((await event).body)).toEqual({ type: 'session', event: 'repeat-login' });
    const error = await within(5000, alice.firstError, 'ERROR');
    expect(error.headers.message).toBe('session ended: repeat-login');
    await within(5000, alice.closed, 'close');
    // Only the user topic carries the event.
    expect(alice.received.get('/topic/unit/H001')).toBeUndefined();

    expect(bob.client.connected).toBe(true);
    expect(node.broker.closeSessions((p) => p.userId === 'nobody', 'logout')).toBe(0);
    expect(node.broker.closeSessions((p) => p.familyId === 's-bob', 'logout')).toBe(1);
    await within(5000, bob.closed, 'close');
  });

  it('spares the family named by exceptFamilyId, and an empty selector ends nothing', async () => {
    const alice = stompClient(node.url, { Authorization: 'token-alice' });
    await alice.connected;
    await node.broker.endSessions({ userId: 'u-alice', exceptFamilyId: 's-alice' }, 'logout');
    await node.broker.endSessions({}, 'logout');
    await pause(100);
    expect(alice.client.connected).toBe(true);
    await alice.client.deactivate();
  });
});

describe('shutdown', () => {
  it('closes every connection when the app closes', async () => {
    const own = await startNode();
    const c = stompClient(own.url, { Authorization: 'token-alice' });
    await c.connected;
    expect(own.broker.connectionCount).toBe(1);
    await own.close();
    await within(5000, c.closed, 'close');
    expect(own.broker.connectionCount).toBe(0);
    await c.client.deactivate({ force: true });
  });
});

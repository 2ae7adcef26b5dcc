import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FanoutPayloadTooLargeError } from './fanout-events';
import {
  connectFrame,
  pause,
  rawClient,
  settled,
  startNode,
  stompClient,
  within,
  type StompTestClient,
  type TestNode,
} from '../test/stomp-test-kit';

// Protocol tests over a real WebSocket, with @stomp/stompjs as the client.
let node: TestNode;
const clients: StompTestClient[] = [];
beforeAll(async () => {
  node = await startNode();
});
afterAll(async () => {
  await node?.close();
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.client.deactivate({ force: true })));
});

function client(
  headers: Record<string, string>,
  config?: Parameters<typeof stompClient>[2],
): StompTestClient {
  const c = stompClient(node.url, headers, config);
  clients.push(c);
  return c;
}

const ALICE = '/topic/user/H001/alice';
const BOB = '/topic/user/H001/bob';
const H001 = '/topic/unit/H001';
const H002 = '/topic/unit/H002';
const GC = '/topic/app/GC';

describe('CONNECT (STOMP 1.2 "Connecting", api-contract.md §7.9, §9)', () => {
  it('authenticates by the Authorization header and negotiates 1.2 and heart-beats 10000', async () => {
    const c = client({ Authorization: 'token-alice' });
    const frame = await within(5000, c.connected, 'CONNECTED');
    expect(frame.headers.version).toBe('1.2');
    expect(frame.headers['heart-beat']).toBe('10000,10000');
    expect(frame.headers['user-name']).toBe('alice');
    expect(node.broker.connectionCount).toBeGreaterThan(0);
  });

  it('speaks 1.1 and 1.0 to clients that offer only those (the SDK offers 1.1,1.0)', async () => {
    const c = client({ Authorization: 'Bearer token-alice' }, { versions: ['1.1', '1.0'] });
    expect((await within(5000, c.connected, 'CONNECTED')).headers.version).toBe('1.1');
    const raw = await rawClient(node.url);
    raw.send(connectFrame({ passcode: 'token-bob' }));
    const connected = await raw.nextFrame();
    expect(connected.command).toBe('CONNECTED');
    expect(connected.headers.version).toBe('1.0');
    expect(connected.headers['heart-beat']).toBeUndefined();
    raw.socket.close();
  });

  it('also takes the token from `passcode` or `token`', async () => {
    const cases: Record<string, string>[] = [{ passcode: 'token-bob' }, { token: 'token-carol' }];
    for (const headers of cases) {
      const c = client(headers);
      expect((await within(5000, c.connected, 'CONNECTED')).command).toBe('CONNECTED');
    }
  });

  it('answers a bad or missing token with ERROR and closes the socket', async () => {
    const cases: Record<string, string>[] = [{ Authorization: 'stolen' }, {}];
    for (const headers of cases) {
      const c = client(headers);
      const error = await within(5000, c.firstError, 'ERROR');
      expect(error.headers.message).toMatch(/^unauthorized/);
      await within(5000, c.closed, 'close');
    }
  });

  it('refuses an unsupported version, naming the supported ones', async () => {
    const raw = await rawClient(node.url);
    raw.send(connectFrame({ 'accept-version': '2.0', passcode: 'token-alice' }));
    const error = await raw.nextFrame();
    expect(error.command).toBe('ERROR');
    expect(error.headers.version).toBe('1.2,1.1,1.0');
    await within(5000, raw.closed, 'close');
  });

  it('requires CONNECT first', async () => {
    const raw = await rawClient(node.url);
    raw.send('SUBSCRIBE\nid:0\ndestination:/topic/unit/H001\n\n\0');
    expect((await raw.nextFrame()).headers.message).toBe('expected CONNECT or STOMP first');
    await within(5000, raw.closed, 'close');
  });

  it('reads frames split across WebSocket messages and joined in one', async () => {
    const raw = await rawClient(node.url);
    const text =
      connectFrame({ 'accept-version': '1.2', passcode: 'token-alice' }) +
      `SUBSCRIBE\r\nid:s\\c1\r\ndestination:${H001}\r\nreceipt:r1\r\n\r\n\0\n`;
    for (let i = 0; i < text.length; i += 7) raw.send(text.slice(i, i + 7));
    expect((await raw.nextFrame()).command).toBe('CONNECTED');
    expect({ ...(await raw.nextFrame()).headers }).toEqual({ 'receipt-id': 'r1' });
    await node.broker.publish(H001, { n: 1 });
    const message = await raw.nextFrame();
    // The id was escaped on the way in and is escaped again on the way out.
    expect(message.headers.subscription).toBe('s:1');
    raw.socket.close();
  });
});

describe('SUBSCRIBE: own user, own units, allowed apps only', () => {
  it('accepts the own user, unit and app topics', async () => {
    const c = client({ Authorization: 'token-alice' });
    await c.connected;
    for (const destination of [ALICE, H001, GC]) c.subscribe(destination);
    await settled(c);
    expect(c.errors).toEqual([]);
  });

  it.each([
    ['another user', BOB],
    ['another unit', H002],
    ['an app the unit has not opened', '/topic/app/KFPLAT'],
    ['a look-alike path', `${ALICE}/../bob`],
    ['an unknown destination', '/queue/everything'],
  ])('refuses %s with ERROR and closes', async (_, destination) => {
    const c = client({ Authorization: 'token-alice' });
    await c.connected;
    c.subscribe(destination);
    const error = await within(5000, c.firstError, 'ERROR');
    expect(error.headers.message).toBe(`forbidden: not allowed to subscribe to ${destination}`);
    await within(5000, c.closed, 'close');
  });
});

describe('publish', () => {
  it('reaches the subscribers of the destination only, as JSON MESSAGE frames', async () => {
    const alice = client({ Authorization: 'token-alice' });
    const bob = client({ Authorization: 'token-bob' });
    const carol = client({ Authorization: 'token-carol' });
    await Promise.all([alice.connected, bob.connected, carol.connected]);
    [ALICE, H001].forEach((d) => alice.subscribe(d));
    [BOB, H001].forEach((d) => bob.subscribe(d));
    carol.subscribe(H002);
    await Promise.all([alice, bob, carol].map(settled));

    const toAlice = alice.nextMessage(ALICE);
    const id = await node.broker.publish(ALICE, { type: 'notice-remove', messageId: 'm1' });
    const message = await toAlice;
    expect(message.headers['message-id']).toBe(id);
    expect(message.headers.destination).toBe(ALICE);
    expect(message.headers['content-type']).toBe('application/json');
    expect(message.headers.subscription).toMatch(/^sub-/);
    expect(JSON.parse(message.body)).toEqual({ type: 'notice-remove', messageId: 'm1' });

    const unitAlice = alice.nextMessage(H001);
    const unitBob = bob.nextMessage(H001);
    await node.broker.publish(H001, { n: 2 }, { 'x-kind': 'unit' });
    expect((await unitAlice).headers['x-kind']).toBe('unit');
    expect(JSON.parse((await unitBob).body)).toEqual({ n: 2 });
    await pause(100);
    expect(bob.received.get(BOB)).toBeUndefined();
    expect(carol.received.size).toBe(0);
    expect(alice.received.get(ALICE)).toHaveLength(1);
  });

  it('stops after UNSUBSCRIBE', async () => {
    const c = client({ Authorization: 'token-alice' });
    await c.connected;
    const sub = c.client.subscribe(H001, () => expect.fail('unsubscribed'));
    sub.unsubscribe();
    await settled(c);
    await node.broker.publish(H001, { n: 3 });
    await pause(100);
  });

  it('refuses bodies past the fan-out limit and destinations outside the scheme', async () => {
    await expect(node.broker.publish(H001, 'x'.repeat(8000))).rejects.toBeInstanceOf(
      FanoutPayloadTooLargeError,
    );
    await expect(node.broker.publish('/queue/x', {})).rejects.toThrow('not a live destination');
  });
});

describe('errors never take the server down', () => {
  it('answers garbage with ERROR and close, and keeps serving the others', async () => {
    const witness = client({ Authorization: 'token-bob' });
    await witness.connected;
    witness.subscribe(BOB);
    await settled(witness);
    for (const garbage of [
      '\u0000\u0001\u0002',
      'hello\nworld\n\n\0',
      Buffer.from([0xff, 0xfe, 0x0a, 0x0a, 0x00]),
    ]) {
      const raw = await rawClient(node.url);
      raw.send(garbage);
      expect((await raw.nextFrame()).command).toBe('ERROR');
      await within(5000, raw.closed, 'close');
    }
    const next = witness.nextMessage(BOB);
    await node.broker.publish(BOB, { still: 'here' });
    expect(JSON.parse((await next).body)).toEqual({ still: 'here' });
  });

  it('answers an oversize frame (over 16384) with ERROR', async () => {
    const c = client({ Authorization: 'token-alice' });
    await c.connected;
    c.client.subscribe(H001, () => undefined, { filler: 'x'.repeat(20000) });
    expect((await within(5000, c.firstError, 'ERROR')).headers.message).toMatch(/too large/);
    await within(5000, c.closed, 'close');
  });

  it.each([
    ['SEND', 'SEND\ndestination:/topic/unit/H001\n\nhi\0', /clients cannot publish/],
    ['BEGIN', 'BEGIN\ntransaction:t\n\n\0', /transactions are not supported/],
    ['an unknown command', 'FROB\n\n\0', /unknown command FROB/],
    ['a second CONNECT', connectFrame({ passcode: 'token-alice' }), /already connected/],
  ])('refuses %s with ERROR, carrying the receipt id', async (_, frame, message) => {
    const raw = await rawClient(node.url);
    raw.send(connectFrame({ 'accept-version': '1.2', passcode: 'token-alice' }));
    expect((await raw.nextFrame()).command).toBe('CONNECTED');
    raw.send(frame.replace('\n', '\nreceipt:77\n'));
    const error = await raw.nextFrame();
    expect(error.headers.message).toMatch(message);
    expect(error.headers['receipt-id']).toBe('77');
    await within(5000, raw.closed, 'close');
  });
});

describe('DISCONNECT (DESIGN.md pitfall: stompjs deactivate() waits for the receipt)', () => {
  it('answers the receipt, so that deactivate() resolves', async () => {
    const c = stompClient(node.url, { Authorization: 'token-alice' });
    await c.connected;
    await within(3000, c.client.deactivate(), 'deactivate');
    expect(c.errors).toEqual([]);
  });
});

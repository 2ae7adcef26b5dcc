import { describe, expect, it } from 'vitest';
import {
  connectHeaders,
  HEARTBEAT_MS,
  parsePush,
  reconnectDelay,
  resolveBrokerUrl,
  STOMP_VERSIONS,
} from './live-config';
import { makeMessage } from './test-support';

describe('live connection constants (api-contract.md §9)', () => {
  it('retries after 10, 20, 30 s, then every 60 s (product.md §4)', () => {
    expect([1, 2, 3, 4, 5, 50].map((attempt) => reconnectDelay(attempt))).toEqual([
      10_000, 20_000, 30_000, 60_000, 60_000, 60_000,
    ]);
  });

  it('a test schedule repeats its last value too', () => {
    expect([1, 2, 3].map((attempt) => reconnectDelay(attempt, [5, 7]))).toEqual([5, 7, 7]);
  });

  it('heart-beats 10000 ms each way; STOMP 1.1 then 1.0', () => {
    expect(HEARTBEAT_MS).toBe(10_000);
    expect(STOMP_VERSIONS).toEqual(['1.1', '1.0']);
  });
});

describe('broker URL: the WEB_SOCKET base resolved against the page', () => {
  it.each([
    [
      '/gc-websocket/gc/inmail',
      'http://hub.test:8080/apps#x',
      'ws://hub.test:8080/gc-websocket/gc/inmail',
    ],
    ['/gc-websocket/gc/inmail', 'https://hub.test/apps', 'wss://hub.test/gc-websocket/gc/inmail'],
    ['https://push.test/ws', 'http://hub.test/', 'wss://push.test/ws'],
    ['ws://push.test:15674/ws', 'https://hub.test/', 'ws://push.test:15674/ws'],
  ])('%s on %s → %s', (base, page, url) => {
    expect(resolveBrokerUrl(base, page)).toBe(url);
  });
});

describe('CONNECT headers', () => {
  it('carry the token as Authorization and as passcode', () => {
    expect(connectHeaders('tok')).toEqual({ Authorization: 'tok', passcode: 'tok' });
  });
});

describe('push bodies (destinations.ts LivePush)', () => {
  it('reads each kind', () => {
    const message = makeMessage('m1');
    for (const push of [
      { type: 'message', message },
      { type: 'notice-update', message },
      { type: 'notice-remove', messageId: 'm1' },
      { type: 'read-state', messageIds: ['m1'], readState: 'T' },
      { type: 'session', event: 'repeat-login' },
    ]) {
      expect(parsePush(JSON.stringify(push))).toEqual(push);
    }
  });

  it.each([
    '',
    'not json',
    'null',
    '42',
    '{"type":"other"}',
    '{"type":"message"}',
    '{"type":"notice-remove"}',
  ])('ignores %j', (body) => {
    expect(parsePush(body)).toBeNull();
  });
});

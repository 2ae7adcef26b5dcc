import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { createFanout } from './fanout';
import {
  decodeEvent,
  encodeEvent,
  FanoutPayloadTooLargeError,
  MAX_FANOUT_BYTES,
  type Fanout,
} from './fanout-events';
import {
  pause,
  settled,
  startNode,
  stompClient,
  within,
  type TestNode,
} from '../test/stomp-test-kit';

describe('fan-out payloads', () => {
  it('round-trip, and anything else on the channel is ignored', () => {
    const event = {
      kind: 'message',
      id: 'n-1',
      destination: '/topic/unit/H001',
      body: '{}',
      headers: {},
    } as const;
    expect(decodeEvent(encodeEvent(event))).toEqual(event);
    const kick = { kind: 'end-sessions', selector: { userId: 'u' }, reason: 'logout' } as const;
    expect(decodeEvent(encodeEvent(kick))).toMatchObject(kick);
    for (const junk of [
      '',
      'null',
      '[]',
      '{"kind":"message"}',
      '{"kind":"end-sessions","selector":{},"reason":"x"}',
      '{"kind":"message","id":"1","destination":"/d","body":"b","headers":{"a":1}}',
    ]) {
      expect(decodeEvent(junk), junk).toBeNull();
    }
  });

  it(`refuses payloads over ${MAX_FANOUT_BYTES} bytes (PostgreSQL NOTIFY stops below 8000)`, () => {
    const body = JSON.stringify({ text: '消'.repeat(2700) });
    const event = { kind: 'message', id: '1', destination: '/d', body, headers: {} } as const;
    expect(() => encodeEvent(event)).toThrow(FanoutPayloadTooLargeError);
  });
});

interface Cluster {
  a: TestNode;
  b: TestNode;
  fanouts: Fanout[];
  handles: DatabaseHandle[];
}

async function startCluster(handles: DatabaseHandle[], channel?: string): Promise<Cluster> {
  const fanouts = await Promise.all(handles.map((h) => createFanout(h, { channel })));
  const [fa, fb] = [fanouts[0]!, fanouts[fanouts.length - 1]!];
  return {
    a: await startNode({ fanout: fa }),
    b: await startNode({ fanout: fb }),
    fanouts,
    handles,
  };
}

async function stopCluster(cluster: Cluster | undefined): Promise<void> {
  if (!cluster) return;
  await cluster.a.close();
  await cluster.b.close();
  await Promise.all(cluster.fanouts.map((f) => f.close()));
  await Promise.all([...new Set(cluster.handles)].map((h) => h.close()));
}

/** The same behaviour on every fan-out: what node A publishes, node B delivers. */
function twoNodeTests(get: () => Cluster) {
  it('delivers a message published on node A to a client on node B', async () => {
    const { a, b } = get();
    const onB = stompClient(b.url, { Authorization: 'token-alice' });
    await onB.connected;
    onB.subscribe('/topic/user/H001/alice');
    await settled(onB);
    const next = onB.nextMessage('/topic/user/H001/alice');
    const id = await a.broker.publish('/topic/user/H001/alice', { from: 'A' });
    const message = await next;
    expect(JSON.parse(message.body)).toEqual({ from: 'A' });
    expect(message.headers['message-id']).toBe(id);
    await onB.client.deactivate();
  });

  it('ends a session on node B when node A asks', async () => {
    const { a, b } = get();
    const onB = stompClient(b.url, { Authorization: 'token-bob' });
    await onB.connected;
    await a.broker.endSessions({ familyId: 's-bob' }, 'password-changed');
    expect((await within(5000, onB.firstError, 'ERROR')).headers.message).toBe(
      'session ended: password-changed',
    );
    await within(5000, onB.closed, 'close');
    await onB.client.deactivate({ force: true });
  });
}

describe('fan-out on PGlite: in process, one bus per database', () => {
  let cluster: Cluster | undefined;
  beforeAll(async () => {
    const handle = await openDatabase({ dataDir: 'memory://' });
    cluster = await startCluster([handle, handle]);
  });
  afterAll(() => stopCluster(cluster));
  twoNodeTests(() => cluster!);
});

const DATABASE_URL = process.env.DATABASE_URL;

describe.skipIf(!DATABASE_URL)('fan-out on PostgreSQL: LISTEN/NOTIFY between two nodes', () => {
  // Two pools, as two server processes would have; a channel of this run only.
  const channel = `portico_test_${randomBytes(4).toString('hex')}`;
  let cluster: Cluster | undefined;
  beforeAll(async () => {
    const handles = [
      await openDatabase({ url: DATABASE_URL }),
      await openDatabase({ url: DATABASE_URL }),
    ];
    cluster = await startCluster(handles, channel);
  });
  afterAll(() => stopCluster(cluster));
  twoNodeTests(() => cluster!);

  it('relistens after losing its connection, and tells clients to resync', async () => {
    const { a, b, fanouts } = cluster!;
    expect(fanouts.map((f) => f.deafSince)).toEqual([null, null]);
    const onB = stompClient(b.url, { Authorization: 'token-carol' });
    await onB.connected;
    const admin = new pg.Client({ connectionString: DATABASE_URL });
    await admin.connect();
    try {
      const killed = await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE application_name = 'portico_stomp_listener' AND query = $1`,
        [`LISTEN ${channel}`],
      );
      expect(killed.rowCount).toBe(2);
    } finally {
      await admin.end();
    }
    // /readyz and /metrics see the loss (deafSince) until the node listens again (250 ms on).
    const deaf = async () => {
      while (fanouts[1]!.deafSince == null) await pause(5);
    };
    await within(5_000, deaf(), 'deafSince');
    // Both nodes lost their listener: B's client is told to reconnect once B listens again.
    const error = await within(10_000, onB.firstError, 'resync ERROR');
    expect(error.headers.message).toBe('live messages missed: reconnect');
    expect(fanouts[1]!.deafSince).toBeNull();
    await onB.client.deactivate({ force: true });

    const again = stompClient(b.url, { Authorization: 'token-carol' });
    await again.connected;
    again.subscribe('/topic/unit/H002');
    await settled(again);
    const next = again.nextMessage('/topic/unit/H002');
    await a.broker.publish('/topic/unit/H002', { after: 'reconnect' });
    expect(JSON.parse((await next).body)).toEqual({ after: 'reconnect' });
    await again.client.deactivate();
  });
});

import { performance } from 'node:perf_hooks';
import WebSocket, { WebSocketServer } from 'ws';
import { startNode } from '../packages/server/src/test/stomp-test-kit';

/**
 * Publish-to-receive latency with many STOMP clients on loopback, beside
 * a bare `ws` broadcast of the same JSON to as many plain WebSocket clients in the same run.
 * Bounded: CLIENTS connections, ROUNDS publishes, everything on 127.0.0.1, then it stops.
 */
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 1000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 50);
const TOPIC = '/topic/unit/H001';

type Receiver = { socket: WebSocket; onBody: (listener: (body: string) => void) => void };

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** Sends one payload per round and waits until every receiver has it; returns latencies in ms. */
async function measure(receivers: Receiver[], publish: (payload: string) => void) {
  const latencies: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    let pending = receivers.length;
    const done = new Promise<void>((resolve) => {
      for (const receiver of receivers) {
        receiver.onBody((body) => {
          const sent = Number(JSON.parse(body).sentAt);
          latencies.push(performance.now() - sent);
          if (--pending === 0) resolve();
        });
      }
    });
    publish(JSON.stringify({ sentAt: performance.now(), round }));
    await done;
  }
  return latencies.sort((a, b) => a - b);
}

function once(socket: WebSocket, event: 'open') {
  return new Promise<void>((resolve, reject) => {
    socket.once(event, () => resolve());
    socket.once('error', reject);
  });
}

/** A raw STOMP 1.2 subscriber: CONNECT, SUBSCRIBE, then MESSAGE bodies. */
async function stompReceiver(url: string, id: number): Promise<Receiver> {
  const socket = new WebSocket(url, ['v12.stomp', 'v11.stomp']);
  await once(socket, 'open');
  let listener: (body: string) => void = () => {};
  const connected = new Promise<void>((resolve) => {
    socket.on('message', (data) => {
      const text = data.toString();
      if (text.startsWith('CONNECTED')) resolve();
      else if (text.startsWith('MESSAGE')) listener(text.slice(text.indexOf('\n\n') + 2, -1));
    });
  });
  socket.send(
    `CONNECT\naccept-version:1.2\nhost:localhost\npasscode:token-alice\nheart-beat:0,0\n\n\0`,
  );
  await connected;
  socket.send(`SUBSCRIBE\nid:s${id}\ndestination:${TOPIC}\n\n\0`);
  return { socket, onBody: (next) => (listener = next) };
}

async function plainReceiver(url: string): Promise<Receiver> {
  const socket = new WebSocket(url);
  await once(socket, 'open');
  let listener: (body: string) => void = () => {};
  socket.on('message', (data) => listener(data.toString()));
  return { socket, onBody: (next) => (listener = next) };
}

async function connectAll(make: (i: number) => Promise<Receiver>): Promise<Receiver[]> {
  const receivers: Receiver[] = [];
  // In batches, so the accept backlog of one process is not the thing measured.
  for (let i = 0; i < CLIENTS; i += 100) {
    const batch = Array.from({ length: Math.min(100, CLIENTS - i) }, (_, j) => make(i + j));
    receivers.push(...(await Promise.all(batch)));
  }
  return receivers;
}

export async function stompLatency() {
  const node = await startNode();
  const stomp = await connectAll((i) => stompReceiver(node.url, i));
  // Let the SUBSCRIBE frames land before the first publish.
  await new Promise((resolve) => setTimeout(resolve, 200));
  const stompLatencies = await measure(stomp, (payload) => {
    void node.broker.publish(TOPIC, JSON.parse(payload));
  });
  stomp.forEach((r) => r.socket.terminate());
  await node.close();

  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as { port: number };
  const plain = await connectAll(() => plainReceiver(`ws://127.0.0.1:${port}`));
  const plainLatencies = await measure(plain, (payload) => {
    for (const client of server.clients) client.send(payload);
  });
  plain.forEach((r) => r.socket.terminate());
  await new Promise((resolve) => server.close(resolve));

  console.log(
    `\nlive push: publish → receive, ${CLIENTS} clients × ${ROUNDS} publishes (loopback)`,
  );
  console.log(`${'what'.padEnd(40)}${'p50'.padStart(10)}${'p99'.padStart(10)}`);
  for (const [name, values] of [
    ['Portico STOMP broker', stompLatencies],
    ['baseline: bare ws broadcast', plainLatencies],
  ] as const) {
    const p50 = percentile(values, 50).toFixed(1);
    const p99 = percentile(values, 99).toFixed(1);
    console.log(`${name.padEnd(40)}${`${p50} ms`.padStart(10)}${`${p99} ms`.padStart(10)}`);
  }
}

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { MESSAGE_CALLS_PATH } from '@portico/sdk/messaging';
import { buildApp } from '../packages/server/src/app';
import { openDatabase } from '../packages/server/src/db/client';
import { DEMO_PASSWORD } from '../packages/server/src/db/demo-data';
import { migrate } from '../packages/server/src/db/migrate';
import { seedDemo } from '../packages/server/src/db/seed';

/**
 * Requests per second of `GET …/messageReciveList/unReadNum` (a real server on loopback: PGlite,
 * the demo seed, a signed-in token, session lookup and count on every request) beside a bare
 * `node:http` handler answering a constant JSON envelope, both driven by autocannon in the same
 * run and process with the same settings (target: ≥ 0.3× bare node:http).
 */
const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
}) => Promise<AutocannonResult>;
// autocannon ships no types; this is the slice of its API used here.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

function listen(server: Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
}

async function measure(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  if (result.non2xx || result.errors) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return result;
}

/** A seeded server on loopback with a signed-in token; `cacheMs` 0 turns the unread cache off. */
async function startServer(cacheMs: number) {
  const handle = await openDatabase({ dataDir: 'memory://' });
  await migrate(handle);
  await seedDemo(handle.db);
  const previous = process.env.UNREAD_CACHE_MS;
  process.env.UNREAD_CACHE_MS = String(cacheMs);
  // Off means both caches off: the session lookup and the count run on every request.
  const app = buildApp({
    db: handle.db,
    rateLimits: false,
    sessionCacheMs: cacheMs === 0 ? 0 : undefined,
  });
  await app.ready();
  if (previous === undefined) delete process.env.UNREAD_CACHE_MS;
  else process.env.UNREAD_CACHE_MS = previous;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const login = await app.inject({
    method: 'POST',
    url: '/uc/sso/login',
    payload: { unitCode: 'H001', userCode: 'frontdesk', password: DEMO_PASSWORD },
  });
  const token = login.json<{ retVal: { jwtToken: string } }>().retVal.jwtToken;
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${MESSAGE_CALLS_PATH}/unReadNum`;
  const probe = await fetch(url, { headers: { authorization: token } }).then((r) => r.json());
  if (probe.result !== 0) throw new Error(`unReadNum answered ${JSON.stringify(probe)}`);
  return {
    url,
    token,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}

export async function unreadThroughput(): Promise<void> {
  const body = JSON.stringify({ result: 0, msg: '', retVal: 13 });
  const bare = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(body);
  });
  const barePort = await listen(bare);
  const baseline = await measure(`http://127.0.0.1:${barePort}/`);
  await new Promise((resolve) => bare.close(resolve));

  const results: [string, AutocannonResult][] = [
    ['baseline: bare node:http constant JSON', baseline],
  ];
  for (const [name, cacheMs] of [
    ['unReadNum, cache off (2 queries a request)', 0],
    ['unReadNum, default caches, one token', 1000],
  ] as const) {
    const server = await startServer(cacheMs);
    try {
      results.push([name, await measure(server.url, { authorization: server.token })]);
    } finally {
      await server.close();
    }
  }

  console.log(`\nunReadNum throughput (${CONNECTIONS} connections, ${DURATION_S} s each, PGlite)`);
  console.log(
    `${'what'.padEnd(46)}${'req/s'.padStart(10)}${'p50 / p99'.padStart(16)}${'× bare'.padStart(9)}`,
  );
  for (const [name, r] of results) {
    const ratio = (r.requests.average / baseline.requests.average).toFixed(2);
    console.log(
      `${name.padEnd(46)}${r.requests.average.toFixed(0).padStart(10)}` +
        `${`${r.latency.p50} / ${r.latency.p99} ms`.padStart(16)}${ratio.padStart(9)}`,
    );
  }
  console.log('target: unReadNum ≥ 0.3× bare node:http');
}

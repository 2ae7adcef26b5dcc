import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { hash, verify } from '@node-rs/argon2';
import pg from 'pg';
import { buildApp } from '../packages/server/src/app';
import { openDatabase } from '../packages/server/src/db/client';
import { DEMO_PASSWORD } from '../packages/server/src/db/demo-data';
import { migrate } from '../packages/server/src/db/migrate';
import { seedDemo } from '../packages/server/src/db/seed';

/**
 * The server calls of issue 4 "Done when", on loopback against the in-process app (PGlite in
 * memory, the demo seed), driven by autocannon in the same run as their baselines:
 * - `GET /uc/sso/available?token&appCode` and the paged `GET /uc/user/list` beside a bare
 *   `node:http` handler answering a constant JSON envelope;
 * - `POST /uc/sso/login` beside the raw argon2id rate of the same parameters (@node-rs/argon2
 *   defaults, as services/password.ts uses them), verify being what a login spends.
 * Figures only, never pass/fail. `BENCH_DURATION` (s, default 4), `BENCH_CONNECTIONS`, and
 * `BENCH_DATABASE_URL` to run on PostgreSQL (see openBenchDatabase).
 */
const DURATION_S = Number(process.env.BENCH_DURATION ?? 4);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** argon2 runs on libuv's pool (4 threads): more login connections only queue. */
const LOGIN_CONNECTIONS = 8;

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
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}) => Promise<AutocannonResult>;
// autocannon ships no types; this is the slice of its API used here.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

interface Row {
  name: string;
  rate: number;
  p50?: number;
  p99?: number;
  /** The baseline this row is compared with. */
  versus: number;
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
}

async function measure(
  url: string,
  options: { headers?: Record<string, string>; body?: unknown; connections?: number } = {},
): Promise<AutocannonResult> {
  const result = await autocannon({
    url,
    connections: options.connections ?? CONNECTIONS,
    duration: DURATION_S,
    headers: { 'content-type': 'application/json', ...options.headers },
    ...(options.body === undefined
      ? {}
      : { method: 'POST' as const, body: JSON.stringify(options.body) }),
  });
  if (result.non2xx || result.errors) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return result;
}

/** A call must answer result 0 before it is measured: a refusal is fast and would flatter it. */
async function probe(url: string, init: RequestInit = {}): Promise<void> {
  const envelope = (await fetch(url, init).then((r) => r.json())) as { result: number };
  if (envelope.result !== 0) throw new Error(`${url} answered ${JSON.stringify(envelope)}`);
}

async function bareBaseline(): Promise<AutocannonResult> {
  const body = JSON.stringify({ result: 0, msg: '', retVal: true });
  const bare = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(body);
  });
  const port = await listen(bare);
  try {
    return await measure(`http://127.0.0.1:${port}/`);
  } finally {
    await new Promise((resolve) => bare.close(resolve));
  }
}

/** argon2id verifications per second with `concurrency` in flight, for the bench's duration. */
async function argon2Rate(concurrency: number): Promise<number> {
  const stored = await hash(DEMO_PASSWORD);
  const end = Date.now() + DURATION_S * 1000;
  let done = 0;
  const worker = async () => {
    while (Date.now() < end) {
      await verify(stored, DEMO_PASSWORD);
      done += 1;
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  return done / ((Date.now() - started) / 1000);
}

/**
 * The database a run uses: PGlite in memory, or with `BENCH_DATABASE_URL` (a PostgreSQL server
 * the bench may create databases on) a throwaway database there, dropped afterwards: production
 * runs on PostgreSQL, and PGlite (one WASM connection in the server's own thread) is the slower
 * of the two by far.
 */
async function openBenchDatabase() {
  const admin = process.env.BENCH_DATABASE_URL;
  if (!admin) return { handle: await openDatabase({ dataDir: 'memory://' }), label: 'PGlite' };
  const name = `portico_bench_${process.pid}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  const close = async () => {
    await handle.close();
    await client.query(`drop database ${name}`);
    await client.end();
  };
  return { handle: { ...handle, close }, label: 'PostgreSQL' };
}

async function startServer() {
  const { handle, label } = await openBenchDatabase();
  await migrate(handle);
  await seedDemo(handle.db);
  const app = buildApp({ db: handle.db, rateLimits: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const signIn = async (unitCode: string, userCode: string) => {
    const response = await fetch(`${base}/uc/sso/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ unitCode, userCode, password: DEMO_PASSWORD }),
    });
    const envelope = (await response.json()) as {
      retVal: { jwtToken: string; apps: { code: string }[] };
    };
    return envelope.retVal;
  };
  return {
    base,
    label,
    signIn,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}

function print(rows: Row[]): void {
  console.log(
    `${'what'.padEnd(52)}${'req/s'.padStart(9)}${'p50 / p99'.padStart(16)}${'ratio'.padStart(8)}`,
  );
  for (const row of rows) {
    const latency = row.p50 === undefined ? '' : `${row.p50} / ${row.p99} ms`;
    console.log(
      `${row.name.padEnd(52)}${row.rate.toFixed(0).padStart(9)}${latency.padStart(16)}` +
        `${(row.rate / row.versus).toFixed(2).padStart(8)}`,
    );
  }
}

const row = (name: string, r: AutocannonResult, versus: number): Row => ({
  name,
  rate: r.requests.average,
  p50: r.latency.p50,
  p99: r.latency.p99,
  versus,
});

export async function serverThroughput(): Promise<void> {
  const baseline = await bareBaseline();
  const bare = baseline.requests.average;
  const server = await startServer();
  const rows: Row[] = [row('baseline: bare node:http constant JSON', baseline, bare)];
  try {
    const hotel = await server.signIn('H001', 'frontdesk');
    const appCode = hotel.apps[0]?.code ?? 'GC';
    const available = `${server.base}/uc/sso/available?token=${hotel.jwtToken}&appCode=${appCode}`;
    await probe(available);
    rows.push(row(`GET /uc/sso/available (appCode ${appCode})`, await measure(available), bare));

    const admin = await server.signIn('PLATFORM', 'admin');
    const list = `${server.base}/uc/user/list?firstResult=0&pageSize=20`;
    const auth = { authorization: admin.jwtToken };
    await probe(list, { headers: auth });
    rows.push(
      row(
        'GET /uc/user/list (20 a page, platform admin)',
        await measure(list, { headers: auth }),
        bare,
      ),
    );

    const loginBody = { unitCode: 'H001', userCode: 'frontdesk', password: DEMO_PASSWORD };
    const argon2 = await argon2Rate(LOGIN_CONNECTIONS);
    const login = await measure(`${server.base}/uc/sso/login`, {
      body: loginBody,
      connections: LOGIN_CONNECTIONS,
    });
    rows.push({
      name: `argon2id verify, ${LOGIN_CONNECTIONS} in flight`,
      rate: argon2,
      versus: argon2,
    });
    rows.push(row('POST /uc/sso/login (one user, new session each)', login, argon2));
  } finally {
    await server.close();
  }

  console.log(
    `\nServer throughput (${CONNECTIONS} connections, login ${LOGIN_CONNECTIONS}; ${DURATION_S} s each, ${server.label})`,
  );
  print(rows);
  console.log('ratio: × bare node:http for the GET calls; × the argon2id rate for login');
}

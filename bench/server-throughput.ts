import { fork, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hash, verify } from '@node-rs/argon2';
import { MESSAGE_CALLS_PATH } from '@portico/sdk/messaging';
import pg from 'pg';
import { DEMO_PASSWORD } from '../packages/server/src/db/demo-data';
import { buildIfMissing, repoRoot, SERVER_ENTRY } from '../scripts/build-if-missing';

/**
 * The server's hot calls under load, each beside its baseline measured in the same run:
 *
 * - the server runs in its own process, compiled under plain node as `npm start` runs it,
 *   and the load generator (autocannon) in a third process (bench/load-worker.mjs), so load,
 *   server and bench never share an event loop;
 * - baselines: a bare `node:http` JSON answer and a Fastify hello route (the framework's
 *   ceiling), each in its own process too; login is set beside the argon2id verify rate;
 * - the calls spread over `BENCH_SESSIONS` (1,000) distinct sessions, signed in through
 *   `/uc/sso/login` (rate limits off) across the demo users;
 * - PGlite always; PostgreSQL too with `BENCH_DATABASE_URL` (a server the bench may create a
 *   database on), where two nodes on one database are measured as well.
 *
 * Figures only, never pass/fail; the goals are printed beside them. `BENCH_DURATION` (s, default
 * 4), `BENCH_CONNECTIONS` (50). The machine may be shared: figures are noisy.
 */
const DURATION_S = Number(process.env.BENCH_DURATION ?? 4);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 1000);
/** argon2 runs on libuv's pool (4 threads): more login connections only queue. */
const LOGIN_CONNECTIONS = 8;
const ARGON2_IN_FLIGHT = 4;

/** Demo users that sign in with the demo password alone (no repeat-login policy, no SMS code). */
const USERS = [
  ['H001', 'frontdesk'],
  ['H001', 'nightaudit'],
  ['G001', 'groupadmin'],
  ['G002', 'summitadmin'],
  ['O001', 'agent'],
  ['T001', 'traveldesk'],
  ['S001', 'supplier'],
  ['A001', 'alliance'],
  ['PLATFORM', 'support'],
  ['PLATFORM', 'admin'],
] as const;

interface Load {
  rate: number;
  total: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

interface Session {
  token: string;
  appCode: string;
}

interface LoadOptions {
  url: string;
  path: string;
  tokens?: Session[];
  tokenIn?: 'header' | 'query';
  connections?: number;
  method?: 'GET' | 'POST';
  body?: unknown;
}

/** Runs autocannon in a child process of its own (bench/load-worker.mjs). */
function load(options: LoadOptions): Promise<Load> {
  return new Promise((resolve, reject) => {
    const child = fork(new URL('./load-worker.mjs', import.meta.url).pathname, [], {
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    child.once('message', (result) => resolve(result as Load));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`load generator exited with ${code}`));
    });
    child.send({ connections: CONNECTIONS, duration: DURATION_S, ...options });
  });
}

interface Running {
  base: string;
  stop(): Promise<void>;
}

/** A child process that prints `port N` (bench/baseline-server.mjs). */
async function startBaseline(mode: 'bare' | 'fastify'): Promise<Running> {
  const child = spawn(
    process.execPath,
    [new URL('./baseline-server.mjs', import.meta.url).pathname, mode],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      const match = /port (\d+)/.exec(chunk.toString());
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`${mode} baseline exited with ${code}`)));
  });
  return { base: `http://127.0.0.1:${port}`, stop: () => stopChild(child) };
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The compiled server, started as `npm start` starts it (built first when missing or stale). */
async function startPortico(env: Record<string, string>): Promise<Running> {
  buildIfMissing();
  const port = await freePort();
  let log = '';
  const child = spawn(process.execPath, ['--enable-source-maps', SERVER_ENTRY], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', RATE_LIMITS: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${log}`);
    const up = await fetch(`${base}/app-config/appConfig.json`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`server did not start:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { base, stop: () => stopChild(child) };
}

async function signIn(base: string, unitCode: string, userCode: string): Promise<Session> {
  const response = await fetch(`${base}/uc/sso/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ unitCode, userCode, password: DEMO_PASSWORD }),
  });
  const envelope = (await response.json()) as {
    result: number;
    msg: string;
    retVal: { jwtToken: string; apps: { code: string }[] };
  };
  if (envelope.result !== 0) throw new Error(`login ${unitCode}/${userCode}: ${envelope.msg}`);
  return { token: envelope.retVal.jwtToken, appCode: envelope.retVal.apps[0]?.code ?? 'UC' };
}

/** `count` sessions across USERS, eight sign-ins at a time; admin's come back apart. */
async function signInMany(base: string, count: number) {
  const sessions: Session[] = [];
  const admins: Session[] = [];
  // Some demo units limit sign-in hours (login limits): only users who may sign in now are used.
  const usable: (readonly [string, string])[] = [];
  for (const [unit, user] of USERS) {
    const first = await signIn(base, unit, user).catch(() => null);
    if (!first) continue;
    usable.push([unit, user]);
    sessions.push(first);
    if (user === 'admin') admins.push(first);
  }
  let next = sessions.length;
  const worker = async () => {
    while (next < count) {
      const [unit, user] = usable[next++ % usable.length]!;
      const session = await signIn(base, unit, user);
      sessions.push(session);
      if (user === 'admin') admins.push(session);
    }
  };
  await Promise.all(Array.from({ length: LOGIN_CONNECTIONS }, worker));
  return { sessions, admins };
}

/** A call must answer result 0 before it is measured: a refusal is fast and would flatter it. */
async function probe(url: string, headers: Record<string, string> = {}): Promise<void> {
  const envelope = (await fetch(url, { headers }).then((r) => r.json())) as { result: number };
  if (envelope.result !== 0) throw new Error(`${url} answered ${JSON.stringify(envelope)}`);
}

/** argon2id verifications per second with `concurrency` in flight, in this process. */
async function argon2Rate(concurrency: number): Promise<number> {
  const stored = await hash(DEMO_PASSWORD);
  const end = Date.now() + DURATION_S * 1000;
  let done = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < end) {
        await verify(stored, DEMO_PASSWORD);
        done += 1;
      }
    }),
  );
  return done / ((Date.now() - started) / 1000);
}

interface Row {
  name: string;
  load: Load;
  /** The baseline this row is compared with, and its name. */
  versus: number;
  goal?: string;
}

const AVAILABLE = '/uc/sso/available?token={token}&appCode={appCode}';
const UNREAD = `${MESSAGE_CALLS_PATH}/unReadNum`;
const USER_LIST = '/uc/user/list?firstResult=0&pageSize=10';

/** The rows of one server (cache on) on one database. */
async function measurePortico(
  env: Record<string, string>,
  bare: number,
  label: string,
): Promise<{ rows: Row[]; sessions: Session[] }> {
  const rows: Row[] = [];
  const server = await startPortico(env);
  try {
    const { sessions, admins } = await signInMany(server.base, SESSIONS);
    const first = sessions[0]!;
    await probe(`${server.base}/uc/sso/available?token=${first.token}&appCode=${first.appCode}`);
    await probe(`${server.base}${UNREAD}`, { authorization: first.token });
    await probe(`${server.base}${USER_LIST}`, { authorization: admins[0]!.token });
    const pgGoal = label === 'PostgreSQL';
    // A first pass fills the caches; the second is measured.
    await load({ url: server.base, path: AVAILABLE, tokens: sessions, tokenIn: 'query' });
    rows.push({
      name: `${label}: GET /uc/sso/available, ${sessions.length} sessions, cache warm`,
      load: await load({ url: server.base, path: AVAILABLE, tokens: sessions, tokenIn: 'query' }),
      versus: bare,
      goal: pgGoal ? '≥ 0.4 ×, p99 ≤ 20 ms' : '≥ 0.2 ×',
    });
    rows.push({
      name: `${label}: GET unReadNum, ${sessions.length} sessions`,
      load: await load({ url: server.base, path: UNREAD, tokens: sessions, tokenIn: 'header' }),
      versus: bare,
    });
    rows.push({
      name: `${label}: GET /uc/user/list, page of 10, ${admins.length} admin sessions`,
      load: await load({ url: server.base, path: USER_LIST, tokens: admins, tokenIn: 'header' }),
      versus: bare,
      goal: pgGoal ? '≥ 3,000 req/s' : undefined,
    });
    const argon2 = await argon2Rate(ARGON2_IN_FLIGHT);
    const argon2Load = { rate: argon2, total: 0, p50: 0, p99: 0, non2xx: 0, errors: 0 };
    rows.push({
      name: `${label}: argon2id verify, ${ARGON2_IN_FLIGHT} in flight (bench process)`,
      load: argon2Load,
      versus: argon2,
    });
    rows.push({
      name: `${label}: POST /uc/sso/login (new session each)`,
      load: await load({
        url: server.base,
        path: '/uc/sso/login',
        method: 'POST',
        body: { unitCode: 'H001', userCode: 'frontdesk', password: DEMO_PASSWORD },
        connections: LOGIN_CONNECTIONS,
      }),
      versus: argon2,
      goal: '≥ 0.8 × argon2',
    });
    return { rows, sessions };
  } finally {
    await server.stop();
  }
}

/** `/sso/available` with the session cache off (the sessions signed in before stay valid). */
async function measureCacheOff(
  env: Record<string, string>,
  sessions: Session[],
  bare: number,
  label: string,
): Promise<Row> {
  const server = await startPortico({ ...env, SESSION_CACHE_MS: '0' });
  try {
    return {
      name: `${label}: GET /uc/sso/available, cache off (SESSION_CACHE_MS=0)`,
      load: await load({ url: server.base, path: AVAILABLE, tokens: sessions, tokenIn: 'query' }),
      versus: bare,
      goal: label === 'PostgreSQL' ? '≥ 0.1 ×' : undefined,
    };
  } finally {
    await server.stop();
  }
}

/** Two nodes on one PostgreSQL, each loaded with half the connections at once; summed. */
async function measureTwoNodes(
  env: Record<string, string>,
  sessions: Session[],
  bare: number,
): Promise<Row> {
  const nodes = [await startPortico(env), await startPortico(env)];
  try {
    const half = Math.max(1, Math.round(CONNECTIONS / 2));
    const options = { path: AVAILABLE, tokens: sessions, tokenIn: 'query' as const };
    await Promise.all(nodes.map((n) => load({ url: n.base, connections: half, ...options })));
    const loads = await Promise.all(
      nodes.map((n) => load({ url: n.base, connections: half, ...options })),
    );
    const sum = (pick: (l: Load) => number) => loads.reduce((total, l) => total + pick(l), 0);
    return {
      name: `PostgreSQL: two nodes, GET /uc/sso/available (${half} connections each)`,
      load: {
        rate: sum((l) => l.rate),
        total: sum((l) => l.total),
        p50: Math.max(...loads.map((l) => l.p50)),
        p99: Math.max(...loads.map((l) => l.p99)),
        non2xx: sum((l) => l.non2xx),
        errors: sum((l) => l.errors),
      },
      versus: bare,
    };
  } finally {
    await Promise.all(nodes.map((n) => n.stop()));
  }
}

async function withPostgres<T>(admin: string, run: (url: string) => Promise<T>): Promise<T> {
  const name = `portico_bench_${process.pid}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  }
}

function print(rows: Row[]): void {
  const head =
    `${'what'.padEnd(70)}${'req/s'.padStart(9)}${'p50/p99 ms'.padStart(12)}` +
    `${'ratio'.padStart(7)}${'err'.padStart(5)}${'non2xx'.padStart(7)}  goal`;
  console.log(head);
  for (const { name, load: l, versus, goal } of rows) {
    const latency = l.total ? `${l.p50}/${l.p99}` : '';
    console.log(
      `${name.padEnd(70)}${l.rate.toFixed(0).padStart(9)}${latency.padStart(12)}` +
        `${(l.rate / versus).toFixed(3).padStart(7)}${String(l.errors).padStart(5)}` +
        `${String(l.non2xx).padStart(7)}  ${goal ?? ''}`,
    );
  }
}

export async function serverThroughput(): Promise<void> {
  const rows: Row[] = [];
  const baselines: Record<'bare' | 'fastify', Load> = {} as never;
  for (const mode of ['bare', 'fastify'] as const) {
    const server = await startBaseline(mode);
    try {
      baselines[mode] = await load({ url: server.base, path: '/' });
    } finally {
      await server.stop();
    }
  }
  const bare = baselines.bare.rate;
  rows.push({ name: 'baseline: bare node:http constant JSON', load: baselines.bare, versus: bare });
  rows.push({ name: 'baseline: Fastify hello route', load: baselines.fastify, versus: bare });

  const dataDir = mkdtempSync(join(tmpdir(), 'portico-bench-'));
  try {
    const pglite = { DATA_DIR: dataDir, DATABASE_URL: '' };
    const measured = await measurePortico(pglite, bare, 'PGlite');
    rows.push(...measured.rows);
    rows.push(await measureCacheOff(pglite, measured.sessions, bare, 'PGlite'));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  const admin = process.env.BENCH_DATABASE_URL;
  if (admin) {
    await withPostgres(admin, async (url) => {
      const env = { DATABASE_URL: url };
      const measured = await measurePortico(env, bare, 'PostgreSQL');
      rows.push(...measured.rows);
      rows.push(await measureCacheOff(env, measured.sessions, bare, 'PostgreSQL'));
      rows.push(await measureTwoNodes(env, measured.sessions, bare));
    });
  }

  console.log(
    `\nServer throughput (${CONNECTIONS} connections, login ${LOGIN_CONNECTIONS}; ${DURATION_S} s ` +
      `each; server, baselines and load generator in separate processes; shared machine: noisy)`,
  );
  print(rows);
  console.log(
    'ratio: × bare node:http; for login, × the argon2id rate. err/non2xx must be 0.' +
      (admin ? '' : ' Set BENCH_DATABASE_URL for the PostgreSQL rows.'),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await serverThroughput();

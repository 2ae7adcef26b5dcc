// Helpers of the fault suite: the server in process or as a real process, raw sockets, and a
// TCP proxy in front of PostgreSQL that a test can cut and restore.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  createConnection,
  createServer,
  type AddressInfo,
  type Server,
  type Socket,
} from 'node:net';
import type { Envelope } from '@portico/sdk';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { DEMO_PASSWORD } from '../db/demo-data';
import { seedDemo } from '../db/seed';
import type { Limits } from '../limits';
import { REPO_ROOT } from '../paths';
import { openTestDatabase } from '../test/test-db';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface InProcessServer {
  app: FastifyInstance;
  port: number;
  close(): Promise<void>;
}

/** The app on a seeded test database (PGlite or DATABASE_URL), listening on a loopback port. */
export async function startInProcess(limits: Partial<Limits>): Promise<InProcessServer> {
  const database = await openTestDatabase();
  await seedDemo(database.handle.db);
  const app = buildApp({ db: database.handle.db, limits });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    port: (app.server.address() as AddressInfo).port,
    close: async () => {
      await app.close();
      await database.teardown();
    },
  };
}

/** A TCP socket to the port; `closed` resolves with the ms from connecting to the server's close. */
export async function rawSocket(
  port: number,
): Promise<{ socket: Socket; closed: Promise<number> }> {
  const socket = createConnection({ port, host: '127.0.0.1' });
  await new Promise((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  const started = Date.now();
  socket.on('error', () => undefined);
  socket.resume();
  const closed = new Promise<number>((resolve) =>
    socket.once('close', () => resolve(Date.now() - started)),
  );
  return { socket, closed };
}

/** Resolves with the value, or with `fallback` when `ms` pass first. */
export function orAfter<T, F>(ms: number, promise: Promise<T>, fallback: F): Promise<T | F> {
  return Promise.race([promise, sleep(ms).then(() => fallback)]);
}

export interface CallResult {
  status: number;
  envelope: Envelope<unknown> | null;
  ms: number;
}

/** One HTTP call with a JSON body; network failures answer status 0. */
export async function callApi(
  base: string,
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<CallResult> {
  const started = Date.now();
  try {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(options.token ? { authorization: options.token } : {}),
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    let envelope: Envelope<unknown> | null = null;
    try {
      envelope = JSON.parse(text) as Envelope<unknown>;
    } catch {
      envelope = null;
    }
    return { status: response.status, envelope, ms: Date.now() - started };
  } catch {
    return { status: 0, envelope: null, ms: Date.now() - started };
  }
}

export async function login(base: string, unitCode: string, userCode: string): Promise<string> {
  const { envelope } = await callApi(base, 'POST', '/uc/sso/login', {
    body: { unitCode, userCode, password: DEMO_PASSWORD },
  });
  const token = (envelope?.retVal as { jwtToken?: string } | null)?.jwtToken;
  if (envelope?.result !== 0 || !token)
    throw new Error(`login failed: ${JSON.stringify(envelope)}`);
  return token;
}

export interface ServerProcess {
  base: string;
  port: number;
  child: ChildProcess;
  /** Everything the process printed. */
  output(): string;
  /** null while the process runs. */
  exitCode(): number | null;
  kill9(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * `src/main.ts` from its sources (the code under test) on a free port; ready when /healthz is.
 * The demo organisation is seeded only where asked, and these tests sign in as its accounts.
 */
export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  let log = '';
  let exited: number | null = null;
  let exitSignal: string | null = null;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=source', 'packages/server/src/main.ts'],
    {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        PORTICO_DEMO: '1',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exit = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exited = code ?? -1;
      exitSignal = signal;
      resolve();
    }),
  );
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (exited !== null) throw new Error(`server exited with ${exited} ${exitSignal}:\n${log}`);
    const up = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`server did not start within 90 s:\n${log}`);
    await sleep(200);
  }
  return {
    base,
    port,
    child,
    output: () => log,
    exitCode: () => exited,
    async kill9() {
      if (exited === null) child.kill('SIGKILL');
      await exit;
    },
    async stop() {
      if (exited === null) child.kill('SIGTERM');
      await exit;
    },
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface PgDatabase {
  url: string;
  /** A client straight to the database (not through any proxy), for the test's own queries. */
  admin: pg.Client;
  drop(): Promise<void>;
}

/** A fresh, empty database on the DATABASE_URL server; the server under test migrates it. */
export async function createPgDatabase(adminUrl: string): Promise<PgDatabase> {
  const name = `portico_fault_${randomBytes(6).toString('hex')}`;
  const root = new pg.Client({ connectionString: adminUrl });
  await root.connect();
  await root.query(`create database ${name}`);
  await root.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  return {
    url: url.toString(),
    admin,
    async drop() {
      await admin.end().catch(() => undefined);
      const again = new pg.Client({ connectionString: adminUrl });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}

export type ProxyState = 'open' | 'refusing' | 'partitioned';

export interface TcpProxy {
  port: number;
  state(): ProxyState;
  /** Nothing listens on the port any more, and open connections are reset: a database restart. */
  refuse(): Promise<void>;
  /** Connections open, but no byte crosses either way: a network partition. */
  partition(): void;
  /** Traffic flows again (connections held during a partition are dropped, as TCP would). */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/** A proxy on a loopback port to `target`, standing in for the network to the database. */
export async function startTcpProxy(
  targetPort: number,
  targetHost = '127.0.0.1',
): Promise<TcpProxy> {
  let state: ProxyState = 'open';
  const pairs = new Set<[Socket, Socket]>();
  const held = new Set<Socket>();
  let server: Server = createServer();
  const onConnection = (client: Socket) => {
    client.on('error', () => undefined);
    if (state === 'partitioned') {
      held.add(client);
      client.once('close', () => held.delete(client));
      return;
    }
    const upstream = createConnection({ port: targetPort, host: targetHost });
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    const forget = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.once('close', forget);
    upstream.once('close', forget);
    // While partitioned, bytes are dropped rather than buffered: they never arrive.
    client.on('data', (data) => state === 'open' && upstream.write(data));
    upstream.on('data', (data) => state === 'open' && client.write(data));
  };
  const listen = async (port: number) => {
    server = createServer(onConnection);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
  };
  await listen(0);
  const port = (server.address() as AddressInfo).port;
  const dropAll = () => {
    for (const [client, upstream] of pairs) {
      client.resetAndDestroy();
      upstream.destroy();
    }
    for (const socket of held) socket.resetAndDestroy();
  };
  return {
    port,
    state: () => state,
    async refuse() {
      state = 'refusing';
      dropAll();
      await new Promise((resolve) => server.close(resolve));
    },
    partition() {
      state = 'partitioned';
    },
    async restore() {
      if (state === 'refusing') await listen(port);
      else dropAll();
      state = 'open';
    },
    async close() {
      dropAll();
      if (state !== 'refusing') await new Promise((resolve) => server.close(resolve));
    },
  };
}

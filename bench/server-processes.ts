import { fork, spawn, type ChildProcess } from 'node:child_process';
import { buildIfMissing, repoRoot, SERVER_ENTRY } from '../scripts/build-if-missing';

/**
 * The processes of the server benches: the load generator (bench/load-worker.mjs), the
 * baselines (bench/baseline-server.mjs) and the compiled server, each in a process of its own so
 * that load, server and bench never share an event loop.
 */
export const DURATION_S = Number(process.env.BENCH_DURATION ?? 4);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

export interface Load {
  rate: number;
  total: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

export interface Session {
  token: string;
  appCode: string;
}

export interface LoadOptions {
  url: string;
  path: string;
  tokens?: Session[];
  tokenIn?: 'header' | 'query';
  connections?: number;
  duration?: number;
  method?: 'GET' | 'POST';
  body?: unknown;
}

/** Runs autocannon in a child process of its own (bench/load-worker.mjs). */
export function load(options: LoadOptions): Promise<Load> {
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

export interface Running {
  base: string;
  stop(): Promise<void>;
}

/** A child process that prints `port N` (bench/baseline-server.mjs). */
export async function startBaseline(mode: 'bare' | 'fastify'): Promise<Running> {
  const script = new URL('./baseline-server.mjs', import.meta.url).pathname;
  const child = spawn(process.execPath, [script, mode], { stdio: ['ignore', 'pipe', 'inherit'] });
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

/**
 * The compiled server, started as `npm start` starts it (built first when missing or stale).
 * `nodeArgs` go before the entry (`--cpu-prof` for bench/server-profile.ts).
 */
export async function startPortico(
  env: Record<string, string>,
  nodeArgs: string[] = [],
): Promise<Running> {
  buildIfMissing();
  const port = await freePort();
  let log = '';
  const child = spawn(process.execPath, ['--enable-source-maps', ...nodeArgs, SERVER_ENTRY], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      RATE_LIMITS: 'off',
      // The benches sign in as the demo accounts, which only a demo start seeds.
      PORTICO_DEMO: '1',
      ...env,
    },
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

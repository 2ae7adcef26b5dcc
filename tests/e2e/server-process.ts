import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIfMissing, repoRoot, SERVER_ENTRY } from '../../scripts/build-if-missing';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Binds `server` on every interface to a port the system picks and answers that port. Binding
 * first and reading the port after closes the window in which another process (or a hub started
 * meanwhile) could take a port that `freePort` only looked up.
 */
export function listenOnFreePort(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, () => resolve((server.address() as { port: number }).port));
  });
}

export interface ServerProcess {
  port: number;
  /** http://127.0.0.1:<port> */
  url: string;
  /** Everything the server printed so far (the mail outbox lines among it). */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts the real server the way `npm start` does (the compiled server under plain node, built
 * console and elements, migrations, demo seed) on a free port with a throwaway PGlite folder;
 * `env` adds settings. Builds what is missing first, so the e2e tests run what users run.
 */
export async function startServer(
  env: (port: number) => Record<string, string> = () => ({}),
): Promise<ServerProcess> {
  buildIfMissing();
  // Test files run in parallel processes: a port looked up free can be taken before the
  // server binds it, so a start that lost that race tries another port.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnce(await freePort(), env);
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('EADDRINUSE')) throw error;
    }
  }
}

async function startOnce(
  port: number,
  env: (port: number) => Record<string, string>,
): Promise<ServerProcess> {
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'portico-e2e-'));
  let log = '';
  let exitNote: string | null = null;
  const server = spawn(process.execPath, ['--enable-source-maps', SERVER_ENTRY], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      // The suites sign in as the demo accounts, which only a demo start seeds.
      PORTICO_DEMO: '1',
      // The browser suites sign in far more often than a person would, from one address; the
      // limits have their own server tests (rate-limits.test.ts). `env` may turn them back on.
      RATE_LIMITS: 'off',
      ...env(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server.on('exit', (code) => (exitNote = `server exited with ${code}:\n${log}`));

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (exitNote) {
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error(exitNote);
    }
    const up = await fetch(`${url}/app-config/appConfig.json`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`server did not answer within 90 s:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  return {
    port,
    url,
    output: () => log,
    async stop() {
      if (server.exitCode === null) {
        server.kill('SIGTERM');
        await new Promise((resolve) => server.once('exit', resolve));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

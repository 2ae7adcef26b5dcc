import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildIfMissing, repoRoot } from '../../scripts/build-if-missing';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The same server under another host name: where the example child apps are registered. */
    examplesUrl: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitForServer(url: string, timeoutMs: number, exited: () => string | null) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const failure = exited();
    if (failure) throw new Error(failure);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs} ms`);
}

/**
 * Starts the real server the way `npm start` does (built console and elements, migrations,
 * demo seed) on a free port with a throwaway PGlite folder, and hands its URL to the tests.
 */
export default async function setup(project: TestProject) {
  buildIfMissing();
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'portico-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  // localhost is another cookie host than 127.0.0.1: the child apps get a token store of their
  // own, so single sign-on into them really crosses hosts (README "Demo").
  const examplesUrl = `http://localhost:${port}`;
  let log = '';
  let exitNote: string | null = null;
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=source', 'packages/server/src/main.ts'],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        PORTICO_EXAMPLES_ORIGIN: examplesUrl,
        PORTICO_HUB_ORIGIN: baseUrl,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  server.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server.on('exit', (code) => (exitNote = `server exited with ${code}:\n${log}`));

  await waitForServer(`${baseUrl}/app-config/appConfig.json`, 90_000, () => exitNote);
  project.provide('baseUrl', baseUrl);
  project.provide('examplesUrl', examplesUrl);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
}

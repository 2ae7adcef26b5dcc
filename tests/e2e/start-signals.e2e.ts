import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildIfMissing, repoRoot } from '../../scripts/build-if-missing';
import { freePort } from './server-process';

/**
 * The commands the README and the production guide give (`npm start`, `npm start -w
 * @portico/server`), stopped the way a supervisor stops them: SIGTERM to the outermost process,
 * npm itself. The server must get the signal, answer what is in flight and free the port within
 * the 10 s shutdown bound (production guide "Stopping"); npm exits with it.
 */
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

interface Started {
  child: ChildProcess;
  port: number;
  output(): string;
}

async function startWithNpm(args: string[], env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'portico-signals-'));
  folders.push(dataDir);
  let output = '';
  const child = spawn(npm, args, {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      RATE_LIMITS: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 110_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited:\n${output}`);
    const up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (up) return { child, port, output: () => output };
    if (Date.now() > deadline) throw new Error(`${args.join(' ')} did not serve:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A sign-in with a wrong password: an argon2 verify, so it is still running at the signal. */
function slowCall(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ unitCode: 'PLATFORM', userCode: 'nobody', password: 'wrong#1A' });
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/uc/sso/login',
        headers: { 'content-type': 'application/json', connection: 'close' },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

function portAccepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** SIGTERM to npm while calls are in flight: every call answered, port free, npm gone, in 10 s. */
async function stopUnderLoad({ child, port, output }: Started) {
  const calls = Array.from({ length: 12 }, () =>
    slowCall(port).then(
      (status) => ({ status }),
      (error: unknown) => ({ error }),
    ),
  );
  // The signal goes out once the server has answered one call: the rest are in its hands.
  await Promise.race(calls);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const signalled = Date.now();
  child.kill('SIGTERM');

  const results = await Promise.all(calls);
  const failed = results.filter((r) => 'error' in r);
  expect(failed, output()).toEqual([]);
  expect(results.every((r) => 'status' in r && r.status === 200)).toBe(true);

  while (await portAccepts(port)) {
    expect(Date.now() - signalled, `port ${port} still open:\n${output()}`).toBeLessThan(10_000);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(await exited).toBe(0);
  expect(Date.now() - signalled).toBeLessThan(10_000);
}

describe('stopping the started hub (production guide "Stopping")', () => {
  it('root npm start (README "Demo"): SIGTERM to npm reaches the server; in-flight calls answered, port free in 10 s', async () => {
    buildIfMissing();
    const started = await startWithNpm(['start'], {});
    expect(started.output()).toMatch(/Demo organisation (seeded|present)/);
    await stopUnderLoad(started);
  }, 180_000);

  it('npm start -w @portico/server in production: no demo, no password printed; SIGTERM to npm stops it in 10 s', async () => {
    const password = 'Operator#Chosen1';
    const started = await startWithNpm(['start', '-w', '@portico/server'], {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORTICO_BOOTSTRAP_PASSWORD: password,
    });
    await stopUnderLoad(started);
    const printed = started.output();
    expect(printed).toMatch(/First start: created the platform unit/);
    expect(printed).not.toContain(password);
    expect(printed).not.toContain('Portico#2026');
    expect(printed).not.toMatch(/Demo organisation/);
    // The Node.js 20 line the README supports starts without oidc-provider's runtime warning.
    expect(printed).not.toContain('Unsupported runtime');
  }, 180_000);

  it('PORTICO_DEMO=1 with NODE_ENV=production does not start, and says why', async () => {
    const child = spawn(process.execPath, ['packages/server/dist/main.js'], {
      cwd: repoRoot,
      env: { ...process.env, NODE_ENV: 'production', PORTICO_DEMO: '1', PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(output).toMatch(/Portico did not start: PORTICO_DEMO=1 .*NODE_ENV=production/);
  }, 60_000);
});

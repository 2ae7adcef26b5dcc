// One production node: the compiled server (`node packages/server/dist/main.js`) as a process.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../paths';
import { sleep } from './fault-kit';

export const SERVER_MAIN = join(REPO_ROOT, 'packages/server/dist/main.js');

export interface ServerNode {
  port: number;
  /** The last lines the process printed. */
  output(): string;
  /** SIGTERM, then the exit: its code and the ms from the signal. */
  stop(): Promise<{ code: number | null; ms: number }>;
}

/** Starts the node and resolves once its `/readyz` answers 200 (at most `timeoutMs`). */
export async function startServerNode(
  port: number,
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<ServerNode> {
  if (!existsSync(SERVER_MAIN)) {
    throw new Error(
      `${SERVER_MAIN} is missing: run npm run build -w @portico/sdk -w @portico/server`,
    );
  }
  const child: ChildProcess = spawn(process.execPath, [SERVER_MAIN], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORTICO_DEMO: '', PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Production logs a line per request: keep only the tail, for a failure's message.
  let lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    if (lines.length > 400) lines = lines.slice(-200);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const output = () => lines.slice(-40).join('\n');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`node on ${port} exited:\n${output()}`);
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`node on ${port} not ready within ${timeoutMs} ms:\n${output()}`);
    }
    await sleep(100);
  }
  return {
    port,
    output,
    async stop() {
      const started = Date.now();
      if (child.exitCode === null) child.kill('SIGTERM');
      const code = await exit;
      return { code, ms: Date.now() - started };
    },
  };
}

import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { freePort } from '../e2e/server-process';

/**
 * What the release tests share: a process started from an unpacked release with only the
 * variables an operator sets, and a replay of deploy/Dockerfile's steps without a container
 * runtime (the same shell commands on the same archive, absolute paths under a folder).
 */

export interface ReleaseProcess {
  url: string;
  output(): string;
  /** SIGTERM to the process started (the outermost one); resolves once it has exited. */
  stop(): Promise<void>;
  /** Whether something still accepts connections on the port. */
  listening(): Promise<boolean>;
}

/** Starts `command` with `env` alone (and PATH, HOME), waits until `/healthz` answers. */
export async function startRelease(
  command: string,
  cwd: string,
  env: (port: number) => Record<string, string>,
): Promise<ReleaseProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  let exited: string | null = null;
  const child = spawn(command, [], {
    cwd,
    // Nothing of the repository's environment: what a supervisor passes, and no more.
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: cwd, ...env(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exit = new Promise<void>((resolve) =>
    child.once('exit', (code) => {
      exited = `exited with ${code}:\n${log}`;
      resolve();
    }),
  );
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (exited) throw new Error(`${command} ${exited}`);
    const up = await fetch(`${url}/healthz`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`${command} did not answer within 90 s:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    output: () => log,
    async stop() {
      if (!exited) child.kill('SIGTERM');
      await exit;
    },
    listening: () =>
      new Promise((resolve) => {
        const socket = connect(port, '127.0.0.1');
        socket.once('connect', () => {
          socket.destroy();
          resolve(true);
        });
        socket.once('error', () => resolve(false));
      }),
  };
}

/** Signs in over HTTP; the envelope's result and token. */
export async function signIn(
  url: string,
  unitCode: string,
  userCode: string,
  password: string,
): Promise<{ result: number; token: string | undefined }> {
  const response = await fetch(`${url}/uc/sso/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', language: 'en-US' },
    body: JSON.stringify({ unitCode, userCode, password }),
  });
  const body = (await response.json()) as { result: number; retVal?: { jwtToken?: string } };
  return { result: body.result, token: body.retVal?.jwtToken };
}

export interface ReplayedImage {
  /** The image's file system: `/opt/…` of the Dockerfile is `<root>/opt/…`. */
  root: string;
  /** ENV of the Dockerfile, its absolute paths under root. */
  env: Record<string, string>;
  /** CMD of the Dockerfile (exec form), under root. */
  command: string;
}

/**
 * Replays a Dockerfile on this machine: ARG and ENV set variables, COPY copies from the build
 * context, RUN runs its shell command; every absolute path is taken under `root`, which starts
 * with the folders the base image has. USER, VOLUME and EXPOSE only matter to a runtime.
 */
export function replayDockerfile(
  dockerfile: string,
  context: string,
  root: string,
  buildArgs: Record<string, string>,
): ReplayedImage {
  for (const dir of ['tmp', 'opt', 'home/node'])
    mkdirSync(path.join(root, dir), { recursive: true });
  const vars: Record<string, string> = {};
  const env: Record<string, string> = {};
  const expand = (text: string) =>
    text.replace(/\$\{?(\w+)\}?/g, (_all, name: string) => vars[name] ?? '');
  const underRoot = (text: string) => text.replace(/(^|[\s=])\//g, `$1${root}/`);
  let command = '';
  const lines = readFileSync(dockerfile, 'utf8')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  for (const line of lines) {
    const [instruction = '', ...rest] = line.split(/\s+/);
    const args = rest.join(' ');
    switch (instruction.toUpperCase()) {
      case 'FROM':
      case 'USER':
      case 'VOLUME':
      case 'EXPOSE':
        break;
      case 'ARG': {
        const [name = '', value = ''] = args.split('=');
        vars[name] = buildArgs[name] ?? value;
        break;
      }
      case 'ENV':
        for (const pair of args.split(/\s+/)) {
          const [name = '', value = ''] = pair.split('=');
          vars[name] = expand(value);
          env[name] = underRoot(expand(value));
        }
        break;
      case 'COPY': {
        const [from = '', to = ''] = expand(args).split(/\s+/);
        cpSync(path.join(context, from), path.join(root, to));
        break;
      }
      case 'RUN':
        execFileSync('sh', ['-c', underRoot(expand(args))], { stdio: 'pipe' });
        break;
      case 'CMD':
        command = underRoot((JSON.parse(args) as string[]).join(' '));
        break;
      default:
        throw new Error(`The replay does not know ${instruction}: keep the Dockerfile simple`);
    }
  }
  return { root, env, command };
}

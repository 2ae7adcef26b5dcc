import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot, serverSourcesChanged, SERVER_ENTRY } from './build-if-missing';

/** One build step of `npm start`: what it writes, and the commands that write it. */
interface ServeStep {
  name: string;
  /** Files the running hub needs from this step; the step runs when one is missing. */
  outputs: string[];
  /** Commands (argv after `node`) with the folder they run in, relative to the repository. */
  commands: { cwd: string; args: string[] }[];
  /** Runs even when every output exists (the server, whose sources may be newer). */
  stale?: () => boolean;
}

const vite = join(repoRoot, 'node_modules/vite/bin/vite.js');

/**
 * What the running hub serves, built the quick way: the bundles only. `npm run build` also writes
 * the packages' type declarations (dts-bundle-generator: minutes, for publishing and for
 * consumers' compilers) and the custom-elements manifest (made by the docs build when missing);
 * neither is read by the server, the console or the example app. Order matters: the example app
 * imports the built SDK and elements.
 */
export const SERVE_STEPS: ServeStep[] = [
  {
    name: 'SDK',
    outputs: ['packages/sdk/dist/index.js', 'packages/sdk/dist/contract.js'],
    commands: [{ cwd: 'packages/sdk', args: [vite, 'build'] }],
  },
  {
    name: 'elements',
    outputs: [
      'packages/elements/dist/index.js',
      'packages/elements/dist/define.js',
      'packages/elements/dist/portico.css',
      'packages/elements/dist/standalone/portico-elements.js',
      'packages/elements/dist/standalone/portico-elements.integrity.json',
    ],
    commands: [
      { cwd: 'packages/elements', args: [vite, 'build'] },
      // The registering entry the example app imports, built on Preact like the standalone one.
      { cwd: 'packages/elements', args: [vite, 'build', '--config', 'vite.define.config.ts'] },
      {
        cwd: 'packages/elements',
        args: [vite, 'build', '--config', 'vite.standalone.config.ts'],
      },
      { cwd: 'packages/elements', args: ['scripts/standalone-integrity.mjs'] },
      { cwd: 'packages/elements', args: ['scripts/build-react-css.mjs'] },
    ],
  },
  {
    name: 'console',
    outputs: ['packages/console/dist/index.html'],
    commands: [{ cwd: 'packages/console', args: [vite, 'build'] }],
  },
  {
    name: 'example app',
    outputs: ['examples/child-app/dist/index.html', 'examples/child-app/dist/remote/index.html'],
    commands: [{ cwd: '.', args: [vite, 'build', '-c', 'examples/child-app/vite.config.ts'] }],
  },
  {
    name: 'server',
    outputs: [SERVER_ENTRY],
    commands: [{ cwd: 'packages/server', args: ['scripts/build.mjs'] }],
    stale: serverSourcesChanged,
  },
];

/**
 * Runs `node <args>` quietly: its output is kept and shown only in the error when it fails.
 * `started` sees the process (to lower its priority or stop it).
 */
export function runQuietly(
  cwd: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
  started?: (child: ChildProcess) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: join(repoRoot, cwd),
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    started?.(child);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) return resolve();
      reject(
        new Error(`node ${args.join(' ')} (in ${cwd}) failed (${signal ?? code}):\n${output}`),
      );
    });
  });
}

export function seconds(since: number): string {
  return `${((performance.now() - since) / 1000).toFixed(1)} s`;
}

/**
 * Builds, one progress line per step with its time, whatever the hub serves that is missing
 * (everything on a fresh clone, nothing on the next start). A failed step prints the tool's output
 * and stops the start. `started` sees each tool's process, so that a stop can end it.
 */
export async function buildForServing(
  log: (line: string) => void = console.log,
  started: (child: ChildProcess) => void = () => undefined,
): Promise<void> {
  const due = SERVE_STEPS.filter(
    (step) =>
      step.outputs.some((file) => !existsSync(join(repoRoot, file))) || (step.stale?.() ?? false),
  );
  if (!due.length) return;
  const since = performance.now();
  log(`Building what the hub serves: ${due.map((s) => s.name).join(', ')}`);
  for (const [index, step] of due.entries()) {
    const stepSince = performance.now();
    for (const { cwd, args } of step.commands) {
      // The bundles are production builds whatever NODE_ENV the caller has (vitest sets "test").
      await runQuietly(cwd, args, { ...process.env, NODE_ENV: 'production' }, started);
    }
    log(`  [${index + 1}/${due.length}] ${step.name} built in ${seconds(stepSince)}`);
  }
  log(`Built in ${seconds(since)}`);
}

import { spawn, type ChildProcess } from 'node:child_process';
import { repoRoot, SERVER_ENTRY } from './build-if-missing';
import { withDemo } from './demo-env';
import {
  buildDocsInBackground,
  docsNeedBuilding,
  writeDocsPlaceholder,
} from './docs-build-if-missing';
import { buildForServing, seconds } from './serve-build';

// `npm start`, the demo: build what the hub serves and is missing (one line per step), then run
// the compiled server with plain node; it migrates, seeds the demo organisation (PORTICO_DEMO=1
// unless set otherwise) and serves console, API, examples and the documentation site (/docs/,
// built in the background on a first start). SIGINT and SIGTERM reach the server, and this
// process exits with it, so a supervisor or a terminal that stops `npm start` stops the server.
const started = performance.now();
const stopping = new Set<() => void>();
let signalled: NodeJS.Signals | null = null;
let building: ChildProcess | null = null;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (signalled) return;
    signalled = signal;
    for (const stop of stopping) stop();
    // Signalled during the build: nothing is serving yet; the tool at work stops too.
    if (!stopping.size) {
      building?.kill(signal);
      process.exit(130);
    }
  });
}

try {
  await buildForServing(console.log, (child) => (building = child));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  console.error('npm start: the build failed (output above); nothing was started.');
  process.exit(1);
}
if (signalled) process.exit(130);

const docsDue = docsNeedBuilding();
if (docsDue) writeDocsPlaceholder();

const server = spawn(process.execPath, ['--enable-source-maps', SERVER_ENTRY], {
  cwd: repoRoot,
  stdio: ['inherit', 'pipe', 'inherit'],
  env: withDemo(process.env),
});
// The server's own lines pass through; the first one says it listens, and the documentation
// build waits for it so that the hub comes first on two cores.
let listening = false;
server.stdout.on('data', (chunk: Buffer) => {
  process.stdout.write(chunk);
  if (listening || !chunk.toString().includes('Portico is running at')) return;
  listening = true;
  console.log(`Serving ${seconds(started)} after npm start.`);
  if (!docsDue || signalled) return;
  console.log('Building the documentation site in the background (/docs/ answers meanwhile)…');
  const docs = buildDocsInBackground((line) => console.log(line));
  stopping.add(() => docs.stop());
});
stopping.add(() => server.kill(signalled ?? 'SIGTERM'));
server.on('exit', (code, signal) => {
  for (const stop of stopping) stop();
  process.exit(code ?? (signal ? 128 : 1));
});

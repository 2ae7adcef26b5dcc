import { spawn } from 'node:child_process';
import { buildIfMissing, repoRoot } from './build-if-missing';

// `npm start`: build what is missing, then run the server, which migrates, seeds the demo
// organisation, serves console + API + examples on PORT and prints the URL and accounts.
buildIfMissing();
const server = spawn(
  process.execPath,
  ['--import', 'tsx', '--conditions=source', 'packages/server/src/main.ts'],
  { cwd: repoRoot, stdio: 'inherit', env: process.env },
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code) => process.exit(code ?? 0));

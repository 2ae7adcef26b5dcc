import { spawn } from 'node:child_process';
import { buildDocsIfMissing } from './docs-build-if-missing';
import { buildIfMissing, repoRoot, SERVER_ENTRY } from './build-if-missing';

// `npm start`: build what is missing, then run the compiled server with plain node (no
// transpiler at run time); it migrates, seeds the demo organisation, serves console + API +
// examples and the documentation site (/docs/) on PORT and prints the URL and accounts.
buildIfMissing();
buildDocsIfMissing();
const server = spawn(process.execPath, ['--enable-source-maps', SERVER_ENTRY], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code) => process.exit(code ?? 0));

import { spawn, type ChildProcess } from 'node:child_process';
import { repoRoot } from './build-if-missing';
import { withDemo } from './demo-env';

// `npm run dev`: the API server on API_PORT (default 8080) and the console's Vite dev server,
// which proxies the API paths to it (packages/console/vite.config.ts).
const apiPort = process.env.API_PORT ?? '8080';
const children: ChildProcess[] = [
  spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=source', 'packages/server/src/main.ts'],
    {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...withDemo(process.env), PORT: apiPort },
    },
  ),
  spawn('npx', ['vite', '--host'], {
    cwd: `${repoRoot}/packages/console`,
    stdio: 'inherit',
    env: { ...process.env, PORTICO_API: `http://127.0.0.1:${apiPort}` },
  }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);

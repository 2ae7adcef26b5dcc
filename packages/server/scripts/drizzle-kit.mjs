// Runs drizzle-kit with drizzle-orm resolved from this package. npm installs drizzle-kit at the
// repository root but drizzle-orm under packages/server/node_modules, where the kit cannot see it
// ("Please install latest version of drizzle-orm"). Usage, from anywhere:
//   node packages/server/scripts/drizzle-kit.mjs generate [--name <name>]
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
// bin.cjs is not in the kit's exports map, so look along the node_modules lookup paths.
const lookup = createRequire(path.join(serverDir, 'package.json')).resolve.paths('drizzle-kit');
const kitBin = (lookup ?? [])
  .map((dir) => path.join(dir, 'drizzle-kit', 'bin.cjs'))
  .find((file) => existsSync(file));
if (!kitBin) throw new Error('drizzle-kit is not installed');
const hook = new URL('./resolve-from-server.mjs', import.meta.url).href;
const register = `import{register}from'node:module';register(${JSON.stringify(hook)});`;

const { status } = spawnSync(
  process.execPath,
  [
    // The tables take their code lists from the SDK's contract sources, as the server does.
    '--conditions=source',
    '--import',
    `data:text/javascript,${encodeURIComponent(register)}`,
    kitBin,
    ...process.argv.slice(2),
  ],
  {
    cwd: serverDir,
    stdio: 'inherit',
    // require() honours NODE_PATH; import() does not, hence the resolve hook as well.
    env: { ...process.env, NODE_PATH: path.join(serverDir, 'node_modules') },
  },
);
process.exit(status ?? 1);

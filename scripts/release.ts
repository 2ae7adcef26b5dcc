import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { packPackages } from './pack-packages';

/**
 * `npm run release`: one archive, `release/portico-<version>.tgz`, that unpacks to `portico/` and
 * runs with Node alone (`portico/bin/portico`). The folder keeps the repository's layout for what
 * it holds, so the server finds its migrations and the builds it serves exactly as in a clone
 * (packages/server/src/paths.ts): the server bundle, its migrations, the console, the elements
 * script, the documentation site, the packed SDK and elements, and the server's production
 * dependencies copied from node_modules (native ones included, built for this platform). The
 * example pages stay out: a release serves no demo pages.
 */
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** Builds the release serves, relative to the repository and to `portico/` alike. */
const BUILDS = [
  'packages/server/drizzle',
  'packages/console/dist',
  'packages/elements/dist/standalone',
  'docs/.vitepress/dist',
];

/** One file of each build, to say what is missing before anything is copied. */
const REQUIRED = [
  'packages/server/dist/main.js',
  'packages/server/drizzle/meta/_journal.json',
  'packages/sdk/dist/index.js',
  'packages/console/dist/index.html',
  'packages/elements/dist/standalone/portico-elements.js',
  'docs/.vitepress/dist/index.html',
];

/** What running needs none of: types, source maps of dependencies, their docs. */
const NOT_RUN = /(\.d\.[cm]?ts|\.map|\.md|\.tsbuildinfo)$/;

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

function serverVersion(): string {
  return readJson<{ version: string }>(path.join(repoRoot, 'packages/server/package.json')).version;
}

/** The server bundle (packages/server/scripts/build.mjs) and a package.json that makes it ESM. */
function copyServer(target: string): void {
  const dist = path.join(repoRoot, 'packages/server/dist');
  const out = path.join(target, 'packages/server/dist');
  mkdirSync(out, { recursive: true });
  for (const file of readdirSync(dist).filter((f) => /\.js(\.map)?$/.test(f))) {
    cpSync(path.join(dist, file), path.join(out, file));
  }
  const { name, version } = readJson<{ name: string; version: string }>(
    path.join(repoRoot, 'packages/server/package.json'),
  );
  writeFileSync(
    path.join(target, 'packages/server/package.json'),
    `${JSON.stringify({ name, version, private: true, type: 'module' }, null, 2)}\n`,
  );
}

/**
 * The server's production dependencies, each where npm installed it (hoisted or nested), so that
 * Node resolves them from the bundle as in the repository. npm lists them; the workspace's SDK is
 * a link in node_modules and ships as its package.json and build.
 */
function copyDependencies(target: string): number {
  const listed = execFileSync(
    'npm',
    ['ls', '--all', '--omit=dev', '--parseable', '-w', '@portico/server'],
    { cwd: repoRoot, encoding: 'utf8' },
  )
    .split('\n')
    .filter((line) => line.includes(`${path.sep}node_modules${path.sep}`));
  for (const dir of listed) {
    const relative = path.relative(repoRoot, dir);
    if (relative === path.join('node_modules', '@portico', 'server')) continue;
    if (relative === path.join('node_modules', '@portico', 'sdk')) {
      const sdk = path.join(repoRoot, 'packages/sdk');
      cpSync(path.join(sdk, 'package.json'), path.join(target, relative, 'package.json'));
      cpSync(path.join(sdk, 'dist'), path.join(target, relative, 'dist'), {
        recursive: true,
        filter: (file) => !NOT_RUN.test(file),
      });
      continue;
    }
    cpSync(dir, path.join(target, relative), {
      recursive: true,
      // Nested node_modules are listed on their own when the server needs them.
      filter: (file) =>
        !NOT_RUN.test(file) && !path.relative(dir, file).split(path.sep).includes('node_modules'),
    });
  }
  return listed.length;
}

const LAUNCHER = `#!/bin/sh
# Starts Portico from this folder with the same environment variables as a clone's npm start
# (PORT, HOST, DATABASE_URL or DATA_DIR, ...). exec: the supervisor's signals reach node itself.
here=$(dirname "$(readlink -f "$0")")
exec node --enable-source-maps "$here/../packages/server/dist/main.js" "$@"
`;

/** Assembles `portico/` and archives it as `<out>/portico-<version>.tgz`; returns its path. */
export function release(out: string = path.join(repoRoot, 'release')): string {
  const missing = REQUIRED.filter((file) => !existsSync(path.join(repoRoot, file)));
  if (missing.length > 0) {
    throw new Error(
      `Build first (npm run build && npm run docs:build); missing: ${missing.join(', ')}`,
    );
  }

  const staging = mkdtempSync(path.join(tmpdir(), 'portico-release-'));
  try {
    const target = path.join(staging, 'portico');
    copyServer(target);
    for (const build of BUILDS) {
      cpSync(path.join(repoRoot, build), path.join(target, build), { recursive: true });
    }
    const dependencies = copyDependencies(target);
    packPackages(path.join(target, 'packs'));
    cpSync(path.join(repoRoot, 'deploy'), path.join(target, 'deploy'), { recursive: true });
    mkdirSync(path.join(target, 'bin'));
    writeFileSync(path.join(target, 'bin/portico'), LAUNCHER);
    chmodSync(path.join(target, 'bin/portico'), 0o755);

    mkdirSync(out, { recursive: true });
    const archive = path.join(out, `portico-${serverVersion()}.tgz`);
    execFileSync('tar', ['-czf', archive, '-C', staging, 'portico']);
    console.log(`${path.relative(process.cwd(), archive)}: ${dependencies} dependencies`);
    return archive;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  release(values.out ? path.resolve(values.out) : undefined);
}

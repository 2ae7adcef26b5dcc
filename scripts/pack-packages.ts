import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * Where the packed SDK and elements wait to be served at `/packages/` (the server's static roots
 * read the same folder, beside the release archive's `packages/` of builds).
 */
export const PACKS_DIR = path.join(repoRoot, 'packs');

/** The workspace packages a child app installs, packed as the registry would ship them. */
const PUBLIC_PACKAGES = ['packages/sdk', 'packages/elements'];

/**
 * `npm pack` of the SDK and the elements into `dir` (their builds must exist): the files are
 * named `portico-sdk-<version>.tgz` and `portico-elements-<version>.tgz`. Older packs go, so the
 * folder holds the one version the hub runs.
 */
export function packPackages(dir: string = PACKS_DIR): string[] {
  mkdirSync(dir, { recursive: true });
  for (const old of readdirSync(dir).filter((f) => f.endsWith('.tgz'))) {
    rmSync(path.join(dir, old));
  }
  return PUBLIC_PACKAGES.map((pkg) => {
    const stdout = execFileSync('npm', ['pack', '--json', '--pack-destination', dir], {
      cwd: path.join(repoRoot, pkg),
      encoding: 'utf8',
    });
    const packed = (JSON.parse(stdout) as { filename: string }[])[0];
    if (!packed) throw new Error(`npm pack printed no package for ${pkg}: ${stdout}`);
    return packed.filename;
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const file of packPackages()) console.log(`packed ${path.join('packs', file)}`);
}

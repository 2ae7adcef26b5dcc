// A throwaway PostgreSQL cluster on a loopback port in a temp folder, started the way CI starts
// its own (.ci/run): Debian's binaries, initdb as the `postgres` user when run as root.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './fault-kit';

export interface LocalPostgres {
  /** The `postgres` database of the cluster, as a superuser without password. */
  adminUrl: string;
  stop(): void;
}

/** The newest `/usr/lib/postgresql/<version>/bin`; a clear error when PostgreSQL is missing. */
function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(a) - Number(b))
    : [];
  const newest = versions.at(-1);
  if (!newest) {
    throw new Error(
      'PostgreSQL binaries not found under /usr/lib/postgresql/*/bin (apt-get install postgresql), or set PORTICO_PG_URL',
    );
  }
  return join(root, newest, 'bin');
}

export async function startLocalPostgres(): Promise<LocalPostgres> {
  const bin = postgresBin();
  const dir = mkdtempSync(join(tmpdir(), 'portico-rolling-pg-'));
  // initdb refuses to run as root: the cluster belongs to the `postgres` user then.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['postgres', dir]);
  const run = (command: string, args: string[]) => {
    if (asRoot) {
      const line = [command, ...args].map((a) => `'${a.replaceAll("'", `'\\''`)}'`).join(' ');
      execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', line], { stdio: 'pipe' });
    } else execFileSync(command, args, { stdio: 'pipe' });
  };
  const port = await freePort();
  const data = join(dir, 'data');
  run(join(bin, 'initdb'), ['-D', data, '-U', 'portico', '--auth=trust', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`;
  run(join(bin, 'pg_ctl'), ['-D', data, '-l', join(dir, 'log'), '-w', '-o', options, 'start']);
  return {
    adminUrl: `postgres://portico@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

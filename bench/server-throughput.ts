import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withPostgres } from './server-postgres';
import { CONNECTIONS, DURATION_S, load, startBaseline, type Load } from './server-processes';
import { HOT_ONLY, measureCacheOff, measurePortico, measureTwoNodes } from './server-rows';
import { LOGIN_CONNECTIONS } from './server-sessions';
import { printRows, type Row } from './server-table';

/**
 * The server's hot calls under load, each beside its baseline measured in the same run:
 *
 * - the server runs in its own process, compiled under plain node as `npm start` runs it,
 *   and the load generator (autocannon) in a third process (bench/load-worker.mjs), so load,
 *   server and bench never share an event loop;
 * - baselines: a bare `node:http` JSON answer and a Fastify hello route (the framework's
 *   ceiling), each in its own process too; login is set beside the argon2id verify rate;
 * - the calls spread over `BENCH_SESSIONS` (1,000) distinct sessions, signed in through
 *   `/uc/sso/login` (rate limits off) across the demo users;
 * - PGlite always; PostgreSQL too with `BENCH_DATABASE_URL` or `DATABASE_URL` (a server the bench
 *   may create a database on), where two nodes on one database are measured as well;
 * - `/healthz` and the warm `/sso/available` are run three times each, every run beside a bare
 *   `node:http` run made just before it, and the median run is printed (bench/server-hot-routes.ts).
 *
 * Figures only, never pass/fail; the goals are printed beside them. `BENCH_DURATION` (s, default
 * 4), `BENCH_CONNECTIONS` (50), `BENCH_PGLITE=off` skips the PGlite rows, `BENCH_HOT_ONLY=1`
 * measures only the per-request rows. The machine may be
 * shared: figures are noisy. bench/server-profile.ts profiles one row.
 */
async function baseline(mode: 'bare' | 'fastify'): Promise<Load> {
  const server = await startBaseline(mode);
  try {
    return await load({ url: server.base, path: '/' });
  } finally {
    await server.stop();
  }
}

/**
 * The bare baseline again, just before one database's rows: on a shared machine the load moves
 * within a run, and a ratio is only fair against a baseline measured under the same load.
 */
async function bareBefore(label: string, rows: Row[]): Promise<number> {
  const bare = await baseline('bare');
  rows.push({
    name: `${label}: bare node:http again (their baseline)`,
    load: bare,
    versus: bare.rate,
  });
  return bare.rate;
}

export async function serverThroughput(): Promise<void> {
  const rows: Row[] = [];
  const first = await baseline('bare');
  rows.push({ name: 'baseline: bare node:http constant JSON', load: first, versus: first.rate });
  const fastify = await baseline('fastify');
  rows.push({ name: 'baseline: Fastify hello route', load: fastify, versus: first.rate });

  if (process.env.BENCH_PGLITE !== 'off') {
    const dataDir = mkdtempSync(join(tmpdir(), 'portico-bench-'));
    try {
      const bare = await bareBefore('PGlite', rows);
      const pglite = { DATA_DIR: dataDir, DATABASE_URL: '' };
      const measured = await measurePortico(pglite, bare, 'PGlite');
      rows.push(...measured.rows);
      if (!HOT_ONLY) rows.push(await measureCacheOff(pglite, measured.sessions, bare, 'PGlite'));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }

  // A PostgreSQL server the bench may create a database on (it drops it afterwards).
  const admin = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
  if (admin) {
    await withPostgres(admin, async (url) => {
      const bare = await bareBefore('PostgreSQL', rows);
      const env = { DATABASE_URL: url };
      const measured = await measurePortico(env, bare, 'PostgreSQL');
      rows.push(...measured.rows);
      if (HOT_ONLY) return;
      rows.push(await measureCacheOff(env, measured.sessions, bare, 'PostgreSQL'));
      rows.push(await measureTwoNodes(env, measured.sessions, bare));
    });
  }

  console.log(
    `\nServer throughput (${CONNECTIONS} connections, login ${LOGIN_CONNECTIONS}; ${DURATION_S} s ` +
      `each; server, baselines and load generator in separate processes; shared machine: noisy)`,
  );
  printRows(rows);
  console.log(
    "ratio: × the bare node:http rate measured just before that database's rows; for login, × " +
      'the argon2id rate. err/non2xx must be 0.' +
      (admin ? '' : ' Set BENCH_DATABASE_URL (or DATABASE_URL) for the PostgreSQL rows.'),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await serverThroughput();

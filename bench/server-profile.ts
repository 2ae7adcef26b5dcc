import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { summarise } from './cpu-profile-summary';
import { withPostgres } from './server-postgres';
import { load, startPortico, type LoadOptions } from './server-processes';
import { AVAILABLE, SESSIONS, USER_LIST } from './server-rows';
import { LOGIN_BODY, LOGIN_CONNECTIONS, signInMany } from './server-sessions';

/**
 * Profiles the compiled server under one row of bench/server-throughput.ts: the server runs with
 * `--cpu-prof`, the row's load runs once to warm up and once profiled, and the server's top
 * self-time frames are printed (bench/cpu-profile-summary.ts). The summaries kept in
 * bench/profiles/ come from it.
 *
 *   tsx --conditions=source bench/server-profile.ts healthz|available|cache-off|user-list|login
 *
 * On PostgreSQL with `BENCH_DATABASE_URL`, else on PGlite.
 */
const rows: Record<string, { env?: Record<string, string>; options: Omit<LoadOptions, 'url'> }> = {
  healthz: { options: { path: '/healthz' } },
  available: { options: { path: AVAILABLE, tokenIn: 'query' } },
  'cache-off': { env: { SESSION_CACHE_MS: '0' }, options: { path: AVAILABLE, tokenIn: 'query' } },
  'user-list': { options: { path: USER_LIST, tokenIn: 'header' } },
  login: {
    options: {
      path: '/uc/sso/login',
      method: 'POST',
      body: LOGIN_BODY,
      connections: LOGIN_CONNECTIONS,
    },
  },
};

async function profile(name: string, database: Record<string, string>): Promise<void> {
  const row = rows[name];
  if (!row) throw new Error(`row: one of ${Object.keys(rows).join(', ')}`);
  const dir = mkdtempSync(join(tmpdir(), 'portico-prof-'));
  try {
    // Sessions are signed in on a server of their own first (they live in the database), so the
    // profile holds the row's load alone, not a thousand argon2 sign-ins.
    // A probe needs no session: its profile skips the sign-ins.
    const signing = name === 'healthz' ? null : await startPortico(database);
    const { sessions, admins } = signing
      ? await signInMany(signing.base, SESSIONS).finally(() => signing.stop())
      : { sessions: undefined, admins: undefined };
    const server = await startPortico({ ...database, ...row.env }, [
      '--cpu-prof',
      `--cpu-prof-dir=${dir}`,
    ]);
    let figures;
    try {
      const tokens = name === 'user-list' ? admins : name === 'login' ? undefined : sessions;
      await load({ url: server.base, tokens, ...row.options });
      figures = await load({ url: server.base, tokens, ...row.options });
    } finally {
      await server.stop();
    }
    const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
    if (!file) throw new Error('the server wrote no profile (did it exit cleanly?)');
    console.log(
      `${name} on ${database.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}: ${figures.rate.toFixed(0)} ` +
        `req/s, p99 ${figures.p99} ms, errors ${figures.errors}, non-2xx ${figures.non2xx} ` +
        `(the profile covers start, warm-up and the measured run)\n`,
    );
    console.log(summarise(join(dir, file), Number(process.env.PROFILE_TOP) || 15));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const name = process.argv[2] ?? 'available';
const admin = process.env.BENCH_DATABASE_URL;
if (admin) {
  await withPostgres(admin, (url) => profile(name, { DATABASE_URL: url }));
} else {
  const dataDir = mkdtempSync(join(tmpdir(), 'portico-bench-'));
  try {
    await profile(name, { DATA_DIR: dataDir, DATABASE_URL: '' });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

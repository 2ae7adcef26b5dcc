import { MESSAGE_CALLS_PATH } from '@portico/sdk/messaging';
import { argon2Rate } from './server-argon2';
import { AVAILABLE, measureHotRoutes } from './server-hot-routes';
import { load, startPortico, CONNECTIONS, type Load, type Session } from './server-processes';
import { LOGIN_BODY, LOGIN_CONNECTIONS, probe, signInMany } from './server-sessions';
import type { Row } from './server-table';
import { rateOnly } from './server-table';

/** The rows measured on one database: one server, the cache off, two nodes. */

export const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 1000);
export { AVAILABLE };
/** `BENCH_HOT_ONLY=1`: only the per-request rows (/healthz, warm /sso/available) on each database. */
export const HOT_ONLY = process.env.BENCH_HOT_ONLY === '1';
export const UNREAD = `${MESSAGE_CALLS_PATH}/unReadNum`;
export const USER_LIST = '/uc/user/list?firstResult=0&pageSize=10';

/** The rows of one server (cache on) on one database. */
export async function measurePortico(
  env: Record<string, string>,
  bare: number,
  label: string,
): Promise<{ rows: Row[]; sessions: Session[] }> {
  const rows: Row[] = [];
  const server = await startPortico(env);
  try {
    const { sessions, admins } = await signInMany(server.base, SESSIONS);
    const first = sessions[0]!;
    rows.push(...(await measureHotRoutes(env, sessions, label)));
    if (HOT_ONLY) return { rows, sessions };
    await probe(`${server.base}${UNREAD}`, { authorization: first.token });
    await probe(`${server.base}${USER_LIST}`, { authorization: admins[0]!.token });
    const pgGoal = label === 'PostgreSQL';
    rows.push({
      name: `${label}: GET unReadNum, ${sessions.length} sessions`,
      load: await load({ url: server.base, path: UNREAD, tokens: sessions, tokenIn: 'header' }),
      versus: bare,
    });
    rows.push({
      name: `${label}: GET /uc/user/list, page of 10, ${admins.length} admin sessions`,
      load: await load({ url: server.base, path: USER_LIST, tokens: admins, tokenIn: 'header' }),
      versus: bare,
      goal: pgGoal ? '≥ 3,000 req/s' : undefined,
    });
    const argon2 = await argon2Rate(LOGIN_CONNECTIONS);
    rows.push({
      name: `${label}: argon2id verify, ${LOGIN_CONNECTIONS} in flight (bench process)`,
      load: rateOnly(argon2),
      versus: argon2,
    });
    rows.push({
      name: `${label}: POST /uc/sso/login (new session each, ${LOGIN_CONNECTIONS} connections)`,
      load: await load({
        url: server.base,
        path: '/uc/sso/login',
        method: 'POST',
        body: LOGIN_BODY,
        connections: LOGIN_CONNECTIONS,
      }),
      versus: argon2,
      goal: '≥ 0.8 × argon2',
    });
    return { rows, sessions };
  } finally {
    await server.stop();
  }
}

/** `/sso/available` with the session cache off (the sessions signed in before stay valid). */
export async function measureCacheOff(
  env: Record<string, string>,
  sessions: Session[],
  bare: number,
  label: string,
): Promise<Row> {
  const server = await startPortico({ ...env, SESSION_CACHE_MS: '0' });
  try {
    return {
      name: `${label}: GET /uc/sso/available, cache off (SESSION_CACHE_MS=0)`,
      load: await load({ url: server.base, path: AVAILABLE, tokens: sessions, tokenIn: 'query' }),
      versus: bare,
      goal: label === 'PostgreSQL' ? '≥ 0.1 ×' : undefined,
    };
  } finally {
    await server.stop();
  }
}

/** Two nodes on one PostgreSQL, each loaded with half the connections at once; summed. */
export async function measureTwoNodes(
  env: Record<string, string>,
  sessions: Session[],
  bare: number,
): Promise<Row> {
  const nodes = [await startPortico(env), await startPortico(env)];
  try {
    const half = Math.max(1, Math.round(CONNECTIONS / 2));
    const options = { path: AVAILABLE, tokens: sessions, tokenIn: 'query' as const };
    await Promise.all(nodes.map((n) => load({ url: n.base, connections: half, ...options })));
    const loads = await Promise.all(
      nodes.map((n) => load({ url: n.base, connections: half, ...options })),
    );
    const sum = (pick: (l: Load) => number) => loads.reduce((total, l) => total + pick(l), 0);
    return {
      name: `PostgreSQL: two nodes, GET /uc/sso/available (${half} connections each)`,
      load: {
        rate: sum((l) => l.rate),
        total: sum((l) => l.total),
        p50: Math.max(...loads.map((l) => l.p50)),
        p99: Math.max(...loads.map((l) => l.p99)),
        non2xx: sum((l) => l.non2xx),
        errors: sum((l) => l.errors),
      },
      versus: bare,
    };
  } finally {
    await Promise.all(nodes.map((n) => n.stop()));
  }
}

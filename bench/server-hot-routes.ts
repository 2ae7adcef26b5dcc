import { load, startBaseline, startPortico, type Load, type Session } from './server-processes';
import { probe } from './server-sessions';
import type { Row } from './server-table';

/**
 * The per-request cost of the stack: a route that touches nothing (`/healthz`) and
 * `/sso/available` with a warm session cache, each run three times, every run beside a bare
 * `node:http` run made just before it (the machine may be shared: the load moves within a run).
 * Each row shows the run whose ratio is the median of the three, with its own bare rate.
 *
 * They run on a server of their own whose session cache keeps an entry for HOT_CACHE_MS: with
 * the default 30 s, a thousand entries read in the warm-up expire together in the middle of the
 * runs and the row would measure a thousand database reads at once, not a warm cache.
 */
export const RUNS = 3;
const HOT_CACHE_MS = 600_000;
export const AVAILABLE = '/uc/sso/available?token={token}&appCode={appCode}';

interface Route {
  name: string;
  path: string;
  tokens?: Session[];
  goal: string;
}

export async function measureHotRoutes(
  env: Record<string, string>,
  sessions: Session[],
  label: string,
): Promise<Row[]> {
  const server = await startPortico({ ...env, SESSION_CACHE_MS: String(HOT_CACHE_MS) });
  try {
    return await measureOn(server.base, sessions, label);
  } finally {
    await server.stop();
  }
}

async function measureOn(base: string, sessions: Session[], label: string): Promise<Row[]> {
  const first = sessions[0]!;
  await probe(`${base}/healthz`);
  await probe(`${base}/uc/sso/available?token=${first.token}&appCode=${first.appCode}`);
  const postgres = label === 'PostgreSQL';
  const routes: Route[] = [
    { name: 'GET /healthz', path: '/healthz', goal: '≥ 0.8 ×' },
    {
      name: `GET /uc/sso/available, ${sessions.length} sessions, cache warm (${HOT_CACHE_MS / 1000} s)`,
      path: AVAILABLE,
      tokens: sessions,
      goal: postgres ? '≥ 0.4 ×, p99 ≤ 20 ms' : '≥ 0.4 ×',
    },
  ];
  const bare = await startBaseline('bare');
  try {
    // A first pass warms the server (JIT) and fills the session cache; it is not counted.
    for (const route of routes) await loadRoute(base, route);
    const runs: { bare: Load; routes: Load[] }[] = [];
    for (let run = 0; run < RUNS; run++) {
      const bareLoad = await load({ url: bare.base, path: '/' });
      const loads: Load[] = [];
      for (const route of routes) loads.push(await loadRoute(base, route));
      runs.push({ bare: bareLoad, routes: loads });
    }
    return routes.map((route, index) => {
      const byRatio = runs
        .map((run) => ({ bare: run.bare, load: run.routes[index]! }))
        .sort((a, b) => a.load.rate / a.bare.rate - b.load.rate / b.bare.rate);
      const median = byRatio[Math.floor(byRatio.length / 2)]!;
      const all = byRatio.map((r) => (r.load.rate / r.bare.rate).toFixed(2)).join(', ');
      return {
        name: `${label}: ${route.name} (median of ${RUNS}: ${all})`,
        load: median.load,
        versus: median.bare.rate,
        goal: route.goal,
      };
    });
  } finally {
    await bare.stop();
  }
}

function loadRoute(base: string, route: Route): Promise<Load> {
  return load({
    url: base,
    path: route.path,
    ...(route.tokens ? { tokens: route.tokens, tokenIn: 'query' as const } : {}),
  });
}

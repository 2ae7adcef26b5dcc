// A rolling restart behind a real proxy (production guide "Several nodes", "Reverse proxy and
// TLS"): PostgreSQL, three nodes, nginx with TLS in front, API load and live sockets through it,
// each node stopped with SIGTERM and started again in turn. Everything on loopback, bounded.
import { createPgDatabase, freePort, sleep, type PgDatabase } from './fault-kit';
import { startLocalPostgres, type LocalPostgres } from './local-postgres';
import { startNginx, type NginxProxy } from './nginx-proxy';
import {
  apiClient,
  liveSocket,
  type ApiClient,
  type CallTally,
  type LiveSocket,
} from './rolling-clients';
import { newKeyText } from '../secrets/secret-box';
import { startServerNode, type ServerNode } from './server-node';

export interface RollingOptions {
  /** A PostgreSQL server to create the run's database on; else a throwaway cluster is started. */
  adminDatabaseUrl?: string;
  nodes?: number;
  sockets?: number;
  /** API calls per second. */
  rate?: number;
  /** Messages published per second. */
  publishRate?: number;
  log?: (line: string) => void;
}

export interface RestartStep {
  port: number;
  exitCode: number | null;
  stopMs: number;
  readyMs: number;
}

export interface RollingReport {
  calls: CallTally;
  published: number;
  /** (socket, message) pairs missing at the end. */
  missing: number;
  /** Deliveries that came live, of all (socket, message) pairs. */
  liveDeliveries: number;
  sockets: number;
  notReconnected: number;
  reconnectMs: number[];
  steps: RestartStep[];
  /** nginx's error log about the nodes, by kind, refused connects left out. */
  proxyErrors: Record<string, number>;
  /** The signed-in reads offered per second while the load ran. */
  callsPerSecond: number;
  seconds: number;
  failures: string[];
}

const ADMIN = { unitCode: 'PLATFORM', userCode: 'admin' };
const FIRST_PASSWORD = 'Rolling-first-2026';
const PASSWORD = 'Rolling2026x';

/** Polls `done` every 50 ms until it holds or `ms` pass; answers whether it held. */
async function until(ms: number, done: () => boolean): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!done()) {
    if (Date.now() > deadline) return false;
    await sleep(50);
  }
  return true;
}

export const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;
};

export async function rollingRestart(options: RollingOptions = {}): Promise<RollingReport> {
  const started = Date.now();
  const log = options.log ?? (() => undefined);
  const nodeCount = options.nodes ?? 3;
  const socketCount = options.sockets ?? 200;
  const rate = options.rate ?? 100;
  const publishRate = options.publishRate ?? 4;
  const failures: string[] = [];
  let pg: LocalPostgres | undefined;
  let database: PgDatabase | undefined;
  const nodes: ServerNode[] = [];
  let nginx: NginxProxy | undefined;
  let api: ApiClient | undefined;
  const sockets: LiveSocket[] = [];
  let stopLoad = () => undefined as void;
  try {
    if (!options.adminDatabaseUrl) {
      pg = await startLocalPostgres();
      log(`PostgreSQL at ${pg.adminUrl}`);
    }
    database = await createPgDatabase(options.adminDatabaseUrl ?? pg!.adminUrl);
    const ports = await Promise.all(Array.from({ length: nodeCount }, () => freePort()));
    const env = {
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      // Production on PostgreSQL needs it, the same on every node (production guide).
      SECRETS_KEY: newKeyText(),
      TRUST_PROXY: '127.0.0.1',
      PORTICO_BOOTSTRAP_ADMIN: ADMIN.userCode,
      PORTICO_BOOTSTRAP_PASSWORD: FIRST_PASSWORD,
      LOG_LEVEL: 'warn',
    };
    // Started together on the empty database: one migrates and bootstraps, the others wait.
    const starts = await Promise.allSettled(ports.map((port) => startServerNode(port, env)));
    for (const start of starts) if (start.status === 'fulfilled') nodes.push(start.value);
    for (const start of starts) if (start.status === 'rejected') throw start.reason;
    nginx = await startNginx(ports);
    log(`${nodeCount} nodes on ${ports.join(', ')}, nginx at ${nginx.base}`);

    let token = '';
    api = apiClient(nginx.base, nginx.ca, () => token);
    token = await signIn(api, FIRST_PASSWORD, true);
    await api.call(
      'POST',
      `/uc/user/updateUserPassword?${new URLSearchParams({
        oldPassword: FIRST_PASSWORD,
        newPassword: PASSWORD,
      })}`,
    );
    token = await signIn(api, PASSWORD, false);
    // The proxy's X-Forwarded-Proto is believed (TRUST_PROXY): the answer knows it went over https.
    const headers = await api.head('/healthz');
    if (!headers['strict-transport-security']) {
      failures.push(
        'no Strict-Transport-Security through the proxy: X-Forwarded-Proto not trusted',
      );
    }

    const wsBase = nginx.base.replace(/^https/, 'wss');
    for (let i = 0; i < socketCount; i++) {
      sockets.push(liveSocket(wsBase, nginx.ca, token, ADMIN, api));
    }
    let subscribedCount = 0;
    for (const s of sockets) void s.firstSubscribed.then(() => subscribedCount++);
    if (!(await until(30_000, () => subscribedCount === socketCount)))
      throw new Error(`not all ${socketCount} sockets subscribed within 30 s`);
    log(`${socketCount} sockets subscribed`);

    const published: string[] = [];
    let inFlight = 0;
    const read = async () => {
      inFlight++;
      await api!.call('GET', '/uc/sso/getLoginByToken');
      inFlight--;
    };
    let n = 0;
    const publish = async () => {
      inFlight++;
      const answer = await api!.call<{ messageId: string }>(
        'POST',
        '/internal-message/api/backstage/messages',
        {
          messageTitle: `rolling ${n++}`,
          messageType: 'PRIVATE',
          audience: { users: [ADMIN] },
        },
      );
      if (answer) published.push(answer.messageId);
      inFlight--;
    };
    // Paced by the clock, not by answers: a slow answer or a late timer does not lower the
    // offered rate (each tick sends what the clock says is due).
    const loadStart = Date.now();
    let reads = 0;
    let publishes = 0;
    const loadTimer = setInterval(() => {
      const elapsed = Date.now() - loadStart;
      for (; reads < (elapsed * rate) / 1000; reads++) void read();
      for (; publishes < (elapsed * publishRate) / 1000; publishes++) void publish();
    }, 10);
    let loadEnd = 0;
    stopLoad = () => {
      clearInterval(loadTimer);
      loadEnd ||= Date.now();
    };
    const calls = () => api!.tally.ok + api!.tally.lost;
    await until(10_000, () => calls() >= rate * 2);

    const steps: RestartStep[] = [];
    for (let i = 0; i < nodes.length; i++) {
      const node = nodes[i]!;
      const stopped = await node.stop();
      const restarted = Date.now();
      nodes[i] = await startServerNode(node.port, env);
      steps.push({
        port: node.port,
        exitCode: stopped.code,
        stopMs: stopped.ms,
        readyMs: Date.now() - restarted,
      });
      log(
        `node ${node.port}: exit ${stopped.code} after ${stopped.ms} ms, ready ${Date.now() - restarted} ms later`,
      );
      if (stopped.code !== 0) failures.push(`node ${node.port} exited with ${stopped.code}`);
    }

    // A little load after the last restart, then every socket back.
    const after = calls();
    await until(10_000, () => calls() >= after + rate * 2);
    const allUp = await until(20_000, () => sockets.every((s) => s.connected()));
    stopLoad();
    await until(20_000, () => inFlight === 0);
    if (!allUp) failures.push('not every socket was connected again within 20 s');

    // Every acknowledged message on every socket, live or by the reload after a reconnect.
    const complete = () => sockets.every((s) => published.every((id) => s.has(id)));
    await until(15_000, complete);
    let missing = 0;
    let liveDeliveries = 0;
    for (const s of sockets) {
      missing += published.filter((id) => !s.has(id)).length;
      liveDeliveries += published.filter((id) => s.hasLive(id)).length;
    }
    const notReconnected = sockets.filter((s) => s.drops() === 0 || !s.connected()).length;
    const tally = api.tally;
    if (tally.lost > 0)
      failures.push(`${tally.lost} calls lost: ${tally.lostAs.slice(0, 5).join('; ')}`);
    if (missing > 0) failures.push(`${missing} (socket, message) deliveries missing`);
    if (notReconnected > 0) {
      failures.push(`${notReconnected} sockets were never dropped and reconnected, or are down`);
    }
    if (published.length === 0) failures.push('no message was published');
    // What nginx met at the nodes besides refused connects to a stopped one (it moves on to the
    // next node for those): resets, early closes. Figures only; the calls' outcome is the verdict.
    const proxyErrors: Record<string, number> = {};
    for (const line of nginx.errorLog()) {
      if (!/upstream/.test(line) || /connect\(\) failed \(111/.test(line)) continue;
      const kind = /\] \d+#\d+: \*\d+ ([^,]*)/.exec(line)?.[1] ?? line;
      proxyErrors[kind] = (proxyErrors[kind] ?? 0) + 1;
    }
    return {
      calls: tally,
      published: published.length,
      missing,
      liveDeliveries,
      sockets: sockets.length,
      notReconnected,
      reconnectMs: sockets.flatMap((s) => s.reconnectMs),
      steps,
      proxyErrors,
      callsPerSecond: (reads * 1000) / (loadEnd - loadStart),
      seconds: (Date.now() - started) / 1000,
      failures,
    };
  } finally {
    stopLoad();
    await Promise.all(sockets.map((s) => s.stop()));
    api?.close();
    await nginx?.stop();
    await Promise.all(nodes.map((node) => node.stop()));
    await database?.drop();
    pg?.stop();
  }
}

async function signIn(api: ApiClient, password: string, first: boolean): Promise<string> {
  const result = await api.call<{ jwtToken: string; pwdChange: boolean }>('POST', '/uc/sso/login', {
    ...ADMIN,
    password,
  });
  if (!result) throw new Error(`sign-in failed: ${api.tally.lostAs.at(-1)}`);
  if (result.pwdChange !== first) {
    throw new Error(`pwdChange ${result.pwdChange} at the ${first ? 'first' : 'second'} sign-in`);
  }
  return result.jwtToken;
}

/** The report as lines for a terminal. */
export function describeReport(report: RollingReport): string[] {
  const { calls } = report;
  const pairs = report.published * report.sockets;
  const ms = report.reconnectMs;
  return [
    `calls: ${report.callsPerSecond.toFixed(0)}/s of signed-in reads offered, plus the publishes and reloads; ${calls.ok + calls.lost} answered or lost, ${calls.ok} ok, ${calls.lost} lost, ${calls.retried} retried (no connection)`,
    `messages: ${report.published} published × ${report.sockets} sockets = ${pairs} deliveries, ${report.liveDeliveries} live, ${pairs - report.missing - report.liveDeliveries} by reload after reconnect, ${report.missing} missing`,
    `sockets: ${ms.length} reconnects, ${report.notReconnected} not reconnected; reconnect p50 ${percentile(ms, 50)} ms, p99 ${percentile(ms, 99)} ms, max ${Math.max(0, ...ms)} ms`,
    ...report.steps.map(
      (s) =>
        `node ${s.port}: exit ${s.exitCode} ${s.stopMs} ms after SIGTERM, ready ${s.readyMs} ms after start`,
    ),
    ...Object.entries(report.proxyErrors).map(([kind, n]) => `nginx: ${n}× ${kind}`),
    `${report.seconds.toFixed(1)} s in all`,
    ...report.failures.map((f) => `FAIL ${f}`),
  ];
}

import { DEFAULT_API_BASES, ServerCode } from '@portico/sdk/internal';
import { liveDestinations } from '@portico/sdk/messaging';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLISH_CALLS_PATH as PUBLISH } from '../modules/messages/messages-publish-routes';
import { settled, stompClient, within } from '../test/stomp-test-kit';
import {
  callApi,
  createPgDatabase,
  login,
  sleep,
  spawnServer,
  startTcpProxy,
  type CallResult,
  type PgDatabase,
  type ServerProcess,
  type TcpProxy,
} from './fault-kit';

/**
 * Database faults against the real server process (README "Bounded waits"): a backend terminated
 * inside a transaction and under LISTEN, the database refusing connections, and a partition
 * (a TCP proxy between server and PostgreSQL that the test cuts). Each asserts: the process
 * lives, every call during the fault answers a 503 envelope (ServerCode.UNAVAILABLE) within a
 * bound, the node serves again within seconds of the database's return, and no acknowledged
 * write is lost. PostgreSQL only: PGlite runs inside the process, with no connection to lose.
 */
const DATABASE_URL = process.env.DATABASE_URL;

const LIMITS = {
  DB_CONNECT_TIMEOUT_MS: '1000',
  DB_STATEMENT_TIMEOUT_MS: '3000',
  // Below the statement timeout: a query stuck on a partitioned connection is cut by the call's
  // own deadline first.
  HTTP_HANDLER_TIMEOUT_MS: '2500',
  READY_TIMEOUT_MS: '500',
};
/** Every call during an outage answers within the handler timeout (plus scheduling slack). */
const OUTAGE_BOUND_MS = 2_500 + 1_500;
/**
 * How soon after the database returns the node must serve normally, without a restart. Generous:
 * in CI other test files load the same PostgreSQL and both cores at once, and a fresh connection
 * plus the readiness query can then take seconds; a node that never reconnects still fails.
 */
const RECOVERY_BOUND_MS = 20_000;

describe.skipIf(!DATABASE_URL)(
  'database faults: 503 envelopes within a bound (api-contract.md §8, §9), PostgreSQL only (PGlite has no connection to lose)',
  // Room for a fault, its bounds and a slow recovery on a loaded machine.
  { timeout: 60_000 },
  () => {
    let db: PgDatabase;
    let proxy: TcpProxy;
    let server: ServerProcess;
    let manager: string;
    /** Every message the server acknowledged (result 0): all must be in the database at the end. */
    const acknowledged: string[] = [];

    const publish = async (title: string): Promise<CallResult> => {
      const result = await callApi(server.base, 'POST', PUBLISH, {
        token: manager,
        body: {
          messageTitle: title,
          messageType: 'NOTICE',
          audience: { units: [{ unitCode: 'H002' }] },
        },
      });
      const id = (result.envelope?.retVal as { messageId?: string } | null)?.messageId;
      if (result.envelope?.result === 0 && id) acknowledged.push(id);
      return result;
    };

    /** A 503 envelope with ServerCode.UNAVAILABLE, in time. */
    const expectUnavailable = (result: CallResult, bound = OUTAGE_BOUND_MS) => {
      expect(result.status).toBe(503);
      expect(result.envelope).toMatchObject({ result: ServerCode.UNAVAILABLE, retVal: null });
      expect(result.envelope?.msg).toBeTruthy();
      expect(result.ms).toBeLessThan(bound);
    };

    /** Polls until the node is ready and a write succeeds; answers how long that took. */
    const recovery = async (): Promise<number> => {
      const started = Date.now();
      for (;;) {
        const ready = await callApi(server.base, 'GET', '/readyz');
        if (ready.status === 200 && (await publish('after the fault')).envelope?.result === 0) {
          return Date.now() - started;
        }
        if (Date.now() - started > RECOVERY_BOUND_MS) {
          // What the node logged says why (refused connections, too many clients, a stuck pool).
          console.warn(`no recovery; readyz ${ready.status}; server output:\n${server.output()}`);
          return Infinity;
        }
        await sleep(100);
      }
    };

    beforeAll(async () => {
      db = await createPgDatabase(DATABASE_URL!);
      const target = new URL(db.url);
      proxy = await startTcpProxy(Number(target.port || 5432), target.hostname);
      const proxied = new URL(db.url);
      proxied.hostname = '127.0.0.1';
      proxied.port = String(proxy.port);
      server = await spawnServer({ ...LIMITS, DATABASE_URL: proxied.toString() });
      manager = await login(server.base, 'H002', 'manager');
    });

    afterAll(async () => {
      await server?.stop();
      await proxy?.close();
      await db?.drop();
    });

    it('a backend terminated inside a transaction fails that call with 503, not the process', async () => {
      // Hold a lock the publish transaction needs, so the server's backend waits inside BEGIN.
      // (On its own connection: pg_stat_activity reads as one snapshot inside a transaction.)
      const locker = new pg.Client({ connectionString: db.url });
      await locker.connect();
      await locker.query('begin');
      await locker.query('lock table messages in access exclusive mode');
      const inFlight = publish('mid-transaction');
      let pid: number | null = null;
      for (let i = 0; i < 50 && pid === null; i++) {
        const { rows } = await db.admin.query<{ pid: number }>(
          `select pid from pg_stat_activity
         where datname = current_database() and application_name = 'portico'
           and wait_event_type = 'Lock' and xact_start is not null`,
        );
        pid = rows[0]?.pid ?? null;
        if (pid === null) await sleep(40);
      }
      try {
        expect(pid, 'the server never waited inside its transaction').not.toBeNull();
        await db.admin.query('select pg_terminate_backend($1)', [pid]);
      } finally {
        await locker.end();
      }

      expectUnavailable(await inFlight);
      await sleep(200);
      expect(server.exitCode(), server.output()).toBeNull();
      expect(await recovery()).toBeLessThan(RECOVERY_BOUND_MS);
    });

    it('a terminated LISTEN connection is re-established and clients are told to resync', async () => {
      const duty = await login(server.base, 'H002', 'duty');
      const wsUrl = `ws://127.0.0.1:${server.port}${DEFAULT_API_BASES.WEB_SOCKET}`;
      const topic = liveDestinations.user('H002', 'duty');
      const before = stompClient(wsUrl, { Authorization: duty });
      await within(5_000, before.connected, 'STOMP CONNECTED');
      before.subscribe(topic);
      await settled(before);

      const killed = await db.admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and application_name = 'portico_stomp_listener'`,
      );
      expect(killed.rowCount).toBe(1);
      const error = await within(10_000, before.firstError, 'resync ERROR');
      expect(error.headers.message).toBe('live messages missed: reconnect');
      await before.client.deactivate({ force: true });
      expect(server.exitCode(), server.output()).toBeNull();

      // Listening again: a message published now reaches a reconnected client live.
      const after = stompClient(wsUrl, { Authorization: duty });
      await within(5_000, after.connected, 'STOMP CONNECTED again');
      after.subscribe(topic);
      await settled(after);
      const next = after.nextMessage(topic, 10_000);
      expect((await publish('after relisten')).envelope?.result).toBe(0);
      expect(JSON.parse((await next).body)).toMatchObject({ type: expect.any(String) });
      await after.client.deactivate();
    });

    it('every backend of the server terminated five times under write load: no crash, no hang', async () => {
      const answers: CallResult[] = [];
      let writing = true;
      const lanes = [0, 1, 2, 3].map(async (lane) => {
        for (let i = 0; writing; i++) answers.push(await publish(`terminate ${lane}-${i}`));
      });
      for (let round = 0; round < 5; round++) {
        await sleep(250);
        await db.admin.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and application_name like 'portico%'`,
        );
      }
      await sleep(250);
      writing = false;
      await Promise.all(lanes);
      expect(server.exitCode(), server.output()).toBeNull();
      for (const answer of answers) {
        if (answer.envelope?.result !== 0) expectUnavailable(answer);
      }
      expect(answers.filter((a) => a.envelope?.result === 0).length).toBeGreaterThan(5);
      expect(await recovery()).toBeLessThan(RECOVERY_BOUND_MS);
    });

    for (const fault of ['refuse', 'partition'] as const) {
      it(`while the database ${fault === 'refuse' ? 'refuses connections' : 'is partitioned away'}, every call answers 503 in bounded time; the node recovers`, async () => {
        // A writer that keeps publishing through the whole fault, as clients would.
        const answers: CallResult[] = [];
        let writing = true;
        const writer = (async () => {
          while (writing) answers.push(await publish(`during ${fault}`));
        })();
        await sleep(300);

        if (fault === 'refuse') await proxy.refuse();
        else proxy.partition();
        const faultStarted = Date.now();
        const during = await Promise.all([
          publish(`${fault} 1`),
          publish(`${fault} 2`),
          callApi(server.base, 'GET', PUBLISH, {
            token: manager,
          }),
        ]);
        for (const result of during) expectUnavailable(result);
        const ready = await callApi(server.base, 'GET', '/readyz');
        expectUnavailable(ready, 500 + 1_000);
        const health = await callApi(server.base, 'GET', '/healthz');
        expect(health.status).toBe(200);
        // Let the fault last a little longer than every bound.
        await sleep(Math.max(0, OUTAGE_BOUND_MS - (Date.now() - faultStarted)));
        expect(server.exitCode(), server.output()).toBeNull();

        await proxy.restore();
        expect(await recovery()).toBeLessThan(RECOVERY_BOUND_MS);
        writing = false;
        await writer;

        // The writer saw only successes and prompt 503 envelopes: never a hang, a reset or a 500.
        for (const answer of answers) {
          if (answer.envelope?.result !== 0) expectUnavailable(answer);
        }
        expect(answers.some((a) => a.envelope?.result === 0)).toBe(true);
        expect(answers.some((a) => a.status === 503)).toBe(true);
      });
    }

    it('lost no acknowledged write', async () => {
      expect(acknowledged.length).toBeGreaterThan(3);
      const { rows } = await db.admin.query<{ id: string }>(
        'select id from messages where id = any($1::uuid[])',
        [acknowledged],
      );
      expect(rows.length).toBe(new Set(acknowledged).size);
      expect(server.exitCode(), server.output()).toBeNull();
    });
  },
);

import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { seedDemo } from '../db/seed';
import { createFanout, type Fanout } from '../stomp';
import { PATH } from './stomp-test-kit';
import { openTestDatabase, type TestDatabase } from './test-db';

/**
 * Two nodes on one seeded database, as a deployment runs them. On PostgreSQL (DATABASE_URL, the
 * second CI run) each node has its own connection pool, so they meet only through the database
 * (locks, LISTEN/NOTIFY); on PGlite they share the one in-memory database. Node B listens on
 * loopback for sockets; calls go to either node by inject.
 */
export interface TwoNodes {
  database: TestDatabase;
  nodeA: FastifyInstance;
  nodeB: FastifyInstance;
  /** Node B's STOMP address. */
  urlB: string;
  /** Whether the nodes have pools of their own (PostgreSQL), not one shared database. */
  separatePools: boolean;
  close(): Promise<void>;
}

export async function startTwoNodes(): Promise<TwoNodes> {
  const database = await openTestDatabase();
  await seedDemo(database.handle.db);
  const second: DatabaseHandle | null = database.url
    ? await openDatabase({ url: database.url })
    : null;
  const handleB = second ?? database.handle;
  const fanouts: Fanout[] = [await createFanout(database.handle), await createFanout(handleB)];
  const nodeA = buildApp({ db: database.handle.db, fanout: fanouts[0], rateLimits: false });
  const nodeB = buildApp({ db: handleB.db, fanout: fanouts[1], rateLimits: false });
  await nodeB.listen({ port: 0, host: '127.0.0.1' });
  const urlB = `ws://127.0.0.1:${(nodeB.server.address() as AddressInfo).port}${PATH}`;
  return {
    database,
    nodeA,
    nodeB,
    urlB,
    separatePools: second !== null,
    close: async () => {
      await nodeA.close();
      await nodeB.close();
      await Promise.all(fanouts.map((f) => f.close()));
      await second?.close();
      await database.teardown();
    },
  };
}

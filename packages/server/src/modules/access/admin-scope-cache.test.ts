import { ServerCode } from '@portico/sdk/internal';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { DEMO_PASSWORD } from '../../db/demo-data';
import { units, users, userUnits } from '../../db/schema';
import { seedDemo } from '../../db/seed';
import { createFanout, type Fanout } from '../../stomp';
import type { FanoutSubscriber } from '../../stomp/fanout-events';
import { call, loginAs } from '../../test/test-app';
import { openTestDatabase, type TestDatabase } from '../../test/test-db';
import { hashPassword } from '../../shared/password';
import { sessionNodeOf } from '../session/session-sync';

/**
 * Each node keeps a session's administration scope (admin-access.ts adminScope) in its session
 * cache, yet a change of who administers what, made through any node, holds on every node by the
 * time the changing call has answered (product.md §6 authorization; README "Session cache"). Two
 * nodes on one PostgreSQL, node B's notifications handed over late as a loaded node's would be.
 */
const DATABASE_URL = process.env.DATABASE_URL;

function lagging(fanout: Fanout, lagMs: { value: number }): Fanout {
  return {
    ...fanout,
    mode: fanout.mode,
    publish: (event) => fanout.publish(event),
    close: () => fanout.close(),
    subscribe(subscriber: FanoutSubscriber) {
      return fanout.subscribe({
        event: (event) =>
          lagMs.value
            ? setTimeout(() => subscriber.event(event), lagMs.value)
            : subscriber.event(event),
        gap: () => subscriber.gap?.(),
      });
    },
  };
}

describe.skipIf(!DATABASE_URL)(
  'administration scopes cached on two nodes of one PostgreSQL',
  () => {
    let database: TestDatabase;
    let second: DatabaseHandle;
    let nodeA: FastifyInstance;
    let nodeB: FastifyInstance;
    const fanouts: Fanout[] = [];
    const lagB = { value: 0 };
    let admin: string;
    let H001: string;

    beforeAll(async () => {
      database = await openTestDatabase();
      await seedDemo(database.handle.db);
      second = await openDatabase({ url: database.url! });
      fanouts.push(await createFanout(database.handle), await createFanout(second));
      const options = { rateLimits: false as const, sessionCacheMs: 60_000 };
      nodeA = buildApp({ db: database.handle.db, fanout: fanouts[0], ...options });
      nodeB = buildApp({ db: second.db, fanout: lagging(fanouts[1]!, lagB), ...options });
      await nodeA.ready();
      await nodeB.ready();
      admin = (await loginAs(nodeA, 'PLATFORM', 'admin')).jwtToken;
      const [h001] = await database.handle.db.select().from(units).where(eq(units.code, 'H001'));
      H001 = h001!.id;
    });
    afterAll(async () => {
      await nodeA?.close();
      await nodeB?.close();
      await Promise.all(fanouts.map((f) => f.close()));
      await second?.close();
      await database?.teardown();
    });

    /** A new H001 user whom the user–unit relation makes H001's administrator. */
    async function hotelAdministrator(): Promise<{ id: string; userCode: string }> {
      const userCode = `scope${Date.now().toString(36)}`;
      const [row] = await database.handle.db
        .insert(users)
        .values({
          unitId: H001,
          userCode,
          name: 'Scoped',
          passwordHash: await hashPassword(DEMO_PASSWORD),
          firstLogin: 'F',
        })
        .returning();
      await database.handle.db
        .insert(userUnits)
        .values({ userId: row!.id, unitId: H001, isAdmin: 'T', canLogin: 'T' });
      return { id: row!.id, userCode };
    }

    const listOnB = async (token: string) =>
      (
        await call(nodeB, 'GET', '/uc/user/list', {
          token,
          query: { firstResult: '0', pageSize: '10', unitId: H001 },
        })
      ).result;

    it("taking a user's administration of a unit away on node A: node B refuses their user list as soon as A has answered", async () => {
      const user = await hotelAdministrator();
      const token = (await loginAs(nodeB, 'H001', user.userCode)).jwtToken;
      // Node B answers the list and now holds the scope in memory.
      expect(await listOnB(token)).toBe(0);
      const cache = sessionNodeOf(second.db)!;
      await expect.poll(() => cache.usable()).toBe(true);
      expect(await listOnB(token)).toBe(0);
      const sessionId = cache.cache.get(token)!.session.sessionId;
      expect(cache.cache.scope(`${sessionId} users`)?.unitIds.has(H001)).toBe(true);

      lagB.value = 300;
      const saved = await nodeA.inject({
        method: 'PUT',
        url: '/uc/user/saveUnits',
        headers: { authorization: admin },
        payload: { id: user.id, units: [{ unitId: H001, isAdmin: 'F', canLogin: 'T' }] },
      });
      expect(saved.json<{ result: number }>().result).toBe(0);
      expect(await listOnB(token)).toBe(ServerCode.FORBIDDEN);
      lagB.value = 0;
    });
  },
);

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oidcPayloads, oidcSessionFamilies } from '../db/schema';
import { openTestDatabase, type TestDatabase } from '../test/test-db';
import { sweepExpired } from './sweep';

/** README "OpenID Connect", "Storage": expired rows are swept; live and unexpiring rows stay. */
let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database?.teardown());

describe('sweepExpired', () => {
  it('deletes only the rows whose expiry has passed', async () => {
    const db = database.handle.db;
    const now = new Date('2030-01-01T00:00:00Z');
    await db.insert(oidcPayloads).values([
      { model: 'AccessToken', id: 'old', payload: {}, expiresAt: new Date('2029-12-31T23:59:59Z') },
      {
        model: 'AccessToken',
        id: 'live',
        payload: {},
        expiresAt: new Date('2030-01-01T00:00:01Z'),
      },
      { model: 'Grant', id: 'no-expiry', payload: {}, expiresAt: null },
    ]);
    expect(await sweepExpired(db, now)).toBe(1);
    const left = await db.select({ id: oidcPayloads.id }).from(oidcPayloads);
    expect(left.map((row) => row.id).sort()).toEqual(['live', 'no-expiry']);
  });

  it("deletes the hub bindings of sessions that are gone, and keeps a live session's", async () => {
    const db = database.handle.db;
    const familyId = '00000000-0000-4000-8000-000000000001';
    await db.insert(oidcPayloads).values({
      model: 'Session',
      id: 'live-session',
      uid: 'live-uid',
      payload: {},
      expiresAt: new Date(Date.now() + 60_000),
    });
    await db.insert(oidcSessionFamilies).values([
      { sessionUid: 'live-uid', familyId },
      { sessionUid: 'gone-uid', familyId },
    ]);
    await sweepExpired(db);
    const left = await db.select({ uid: oidcSessionFamilies.sessionUid }).from(oidcSessionFamilies);
    expect(left.map((row) => row.uid)).toEqual(['live-uid']);
  });
});

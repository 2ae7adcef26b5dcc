import type { ManagedTag } from '@portico/sdk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { managedTags, userManagedTags } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createCaller, unitId, userId } from '../../test/admin-test-kit';

let t: TestApp;
let as: ReturnType<typeof createCaller>;
beforeAll(async () => {
  t = await createTestApp();
  as = createCaller(t);
});
afterAll(async () => {
  await t?.close();
});

describe('managed tags of a unit (product.md §3 "tags")', () => {
  it('adds, lists, changes and deletes a tag; a code is unique per unit', async () => {
    const h001 = await unitId(t.db, 'H001');
    const added = await as<ManagedTag>('G001/groupadmin', 'PUT', '/uc/managedTag/save', {
      body: { unitId: h001, code: 'VIP', name: 'VIP desk', color: '#aa3300' },
    });
    expect(added.retVal).toMatchObject({ unitId: h001, code: 'VIP', name: 'VIP desk' });
    const again = await as('G001/groupadmin', 'POST', '/uc/managedTag/save', {
      body: { unitId: h001, code: 'VIP', name: 'Other' },
    });
    expect(again).toMatchObject({ result: 40001, msg: 'Tag code already exists in this unit' });
    // The same code in another unit is another tag.
    const h002 = await as<ManagedTag>('PLATFORM/admin', 'PUT', '/uc/managedTag/save', {
      body: { unitId: await unitId(t.db, 'H002'), code: 'VIP', name: 'VIP' },
    });
    expect(h002.result).toBe(0);
    const changed = await as<ManagedTag>('G001/groupadmin', 'PUT', '/uc/managedTag/save', {
      body: { id: added.retVal.id, code: 'VIP', name: 'VIP lounge' },
    });
    expect(changed.retVal.name).toBe('VIP lounge');
    const list = await as<ManagedTag[]>('G001/groupadmin', 'GET', '/uc/managedTag/list', {
      query: { unitId: h001 },
    });
    expect(list.retVal.map((tag) => tag.name)).toEqual(['VIP lounge']);
    const gone = await as('G001/groupadmin', 'POST', '/uc/managedTag/delete', {
      body: { id: added.retVal.id },
    });
    expect(gone.result).toBe(0);
    expect(await t.db.select().from(managedTags).where(eq(managedTags.unitId, h001))).toEqual([]);
  });

  it('refuses bad input naming the field', async () => {
    const badColor = await as('PLATFORM/admin', 'PUT', '/uc/managedTag/save', {
      body: { code: 'X', name: 'X', color: 'red' },
    });
    expect(badColor).toMatchObject({ result: 40001, msg: expect.stringContaining('color') });
    const badCode = await as('PLATFORM/admin', 'PUT', '/uc/managedTag/save', {
      body: { code: 'a b', name: 'X' },
    });
    expect(badCode).toMatchObject({ result: 40001, msg: expect.stringContaining('code') });
  });

  it("hides another unit's tags from its administrator (40401)", async () => {
    const h001 = await unitId(t.db, 'H001');
    const list = await as('H002/manager', 'GET', '/uc/managedTag/list', {
      query: { unitId: h001 },
    });
    expect(list).toMatchObject({ result: 40401, retVal: null });
  });
});

describe('POST /userManagedTag (api-contract.md §7.4)', () => {
  it("sets a user's tags to exactly the given ones and reads them back", async () => {
    const h001 = await unitId(t.db, 'H001');
    const frontdesk = await userId(t.db, 'H001', 'frontdesk');
    const make = async (code: string) =>
      (
        await as<ManagedTag>('G001/groupadmin', 'PUT', '/uc/managedTag/save', {
          body: { unitId: h001, code, name: code },
        })
      ).retVal.id;
    const [a, b] = [await make('TRAINEE'), await make('NIGHT')];
    const set = await as<ManagedTag[]>('G001/groupadmin', 'POST', '/uc/userManagedTag', {
      body: { userId: frontdesk, tagIds: [a, b] },
    });
    expect(set.retVal.map((tag) => tag.code)).toEqual(['NIGHT', 'TRAINEE']);
    await as('G001/groupadmin', 'POST', '/uc/userManagedTag', {
      body: { userId: frontdesk, tagIds: [b] },
    });
    const read = await as<ManagedTag[]>('G001/groupadmin', 'GET', '/uc/userManagedTag/list', {
      query: { userId: frontdesk },
    });
    expect(read.retVal.map((tag) => tag.code)).toEqual(['NIGHT']);
    const list = await as<ManagedTag[]>('G001/groupadmin', 'GET', '/uc/managedTag/list', {
      query: { unitId: h001 },
    });
    expect(list.retVal.find((tag) => tag.code === 'NIGHT')?.userCount).toBe(1);
  });

  it("refuses a tag of another unit and leaves the user's tags as they were", async () => {
    const frontdesk = await userId(t.db, 'H001', 'frontdesk');
    const before = await t.db
      .select()
      .from(userManagedTags)
      .where(eq(userManagedTags.userId, frontdesk));
    const other = await as<ManagedTag>('PLATFORM/admin', 'PUT', '/uc/managedTag/save', {
      body: { unitId: await unitId(t.db, 'H003'), code: 'FOREIGN', name: 'Foreign' },
    });
    const refused = await as('PLATFORM/admin', 'POST', '/uc/userManagedTag', {
      body: { userId: frontdesk, tagIds: [other.retVal.id] },
    });
    expect(refused).toMatchObject({ result: 40001, msg: expect.stringContaining('tagIds') });
    const badIds = await as('PLATFORM/admin', 'POST', '/uc/userManagedTag', {
      body: { userId: frontdesk, tagIds: ['nope'] },
    });
    expect(badIds).toMatchObject({ result: 40001, msg: expect.stringContaining('tagIds') });
    expect(
      await t.db.select().from(userManagedTags).where(eq(userManagedTags.userId, frontdesk)),
    ).toEqual(before);
    const foreign = await as('H002/manager', 'POST', '/uc/userManagedTag', {
      body: { userId: frontdesk, tagIds: [] },
    });
    expect(foreign).toMatchObject({ result: 40401, retVal: null });
  });
});

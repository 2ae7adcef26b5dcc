import { type PagedResult } from '@portico/sdk';
import { ServerCode } from '@portico/sdk/internal';
import { type AuthContent, type AuthGroup, type UserDataAuth } from '@portico/sdk/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataAuthContents, dataAuthGroups } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createCaller, unitId, userId } from '../../test/admin-test-kit';

/**
 * Custom data permissions (api-contract.md §7.9 /customDataAuth): G001's group HOTELS (contents
 * H001–H003) serves G001 and its hotels; PLATFORM's CHANNELS serves every unit (demo seed).
 */
let t: TestApp;
let as: ReturnType<typeof createCaller>;
beforeAll(async () => {
  t = await createTestApp();
  as = createCaller(t);
});
afterAll(async () => {
  await t?.close();
});

async function group(unitCode: string, code: string) {
  const [row] = await t.db
    .select({ id: dataAuthGroups.id })
    .from(dataAuthGroups)
    .where(
      and(eq(dataAuthGroups.unitId, await unitId(t.db, unitCode)), eq(dataAuthGroups.code, code)),
    );
  return row!.id;
}
async function content(groupId: string, code: string) {
  const [row] = await t.db
    .select({ id: dataAuthContents.id })
    .from(dataAuthContents)
    .where(and(eq(dataAuthContents.groupId, groupId), eq(dataAuthContents.code, code)));
  return row!.id;
}

describe('GET /customDataAuth/pageAuthGroups and pageAuthContents (§7.9)', () => {
  it("lists the groups serving a unit (its own and its ancestors'), paged", async () => {
    const answer = await as<PagedResult<AuthGroup>>(
      'PLATFORM/admin',
      'GET',
      '/uc/customDataAuth/pageAuthGroups',
      {
        query: { unitId: await unitId(t.db, 'H001') },
      },
    );
    expect(answer.result).toBe(0);
    expect(answer.retVal.datas.map((g) => g.code).sort()).toEqual(['CHANNELS', 'HOTELS']);
    expect(answer.retVal.datas.find((g) => g.code === 'HOTELS')?.contents).toBe(3);
    const keyword = await as<PagedResult<AuthGroup>>(
      'G001/groupadmin',
      'GET',
      '/uc/customDataAuth/pageAuthGroups',
      {
        query: { keyword: 'hotel' },
      },
    );
    expect(keyword.retVal.datas.map((g) => g.code)).toEqual(['HOTELS']);
  });

  it('lists the contents of a group by keyword; a unitId that is no id is 40001', async () => {
    const hotels = await group('G001', 'HOTELS');
    const answer = await as<PagedResult<AuthContent>>(
      'G001/groupadmin',
      'GET',
      '/uc/customDataAuth/pageAuthContents',
      {
        query: { groupId: hotels, keyword: 'hangzhou' },
      },
    );
    expect(answer.retVal.datas.map((c) => c.code)).toEqual(['H002']);
    expect(answer.retVal.totalRows).toBe(1);
    const foreign = await as('PLATFORM/admin', 'GET', '/uc/customDataAuth/pageAuthGroups', {
      query: { unitId: 'not-an-id' },
    });
    expect(foreign.result).toBe(ServerCode.INVALID_INPUT);
  });
});

describe('user grants: addUserAuth, updateUserAuth, deleteUserAuth (§7.9)', () => {
  it('grants, re-grants (one row), changes and removes a data permission', async () => {
    const nightaudit = await userId(t.db, 'H001', 'nightaudit');
    const hotels = await group('G001', 'HOTELS');
    const h002 = await content(hotels, 'H002');
    const added = await as<UserDataAuth>(
      'G001/groupadmin',
      'POST',
      '/uc/customDataAuth/addUserAuth',
      {
        body: { userId: nightaudit, groupId: hotels, contentId: h002, scope: 'degree' },
      },
    );
    expect(added.result).toBe(0);
    expect(added.retVal).toMatchObject({
      groupCode: 'HOTELS',
      contentCode: 'H002',
      scope: 'degree',
    });
    const again = await as<UserDataAuth>(
      'G001/groupadmin',
      'POST',
      '/uc/customDataAuth/addUserAuth',
      {
        body: { userId: nightaudit, groupId: hotels, contentId: h002, scope: 'unit' },
      },
    );
    expect(again.retVal.id).toBe(added.retVal.id);

    const updated = await as<UserDataAuth>(
      'G001/groupadmin',
      'PUT',
      '/uc/customDataAuth/updateUserAuth',
      {
        body: { id: added.retVal.id, contentId: null, scope: 'system' },
      },
    );
    expect(updated.retVal).toMatchObject({ contentId: null, scope: 'system' });
    const listed = await as<UserDataAuth[]>(
      'G001/groupadmin',
      'GET',
      '/uc/customDataAuth/userAuths',
      {
        query: { userId: nightaudit },
      },
    );
    expect(listed.retVal.map((g) => g.id)).toContain(added.retVal.id);

    const removed = await as('G001/groupadmin', 'DELETE', '/uc/customDataAuth/deleteUserAuth', {
      query: { id: added.retVal.id },
    });
    expect(removed.result).toBe(0);
    const after = await as<UserDataAuth[]>(
      'G001/groupadmin',
      'GET',
      '/uc/customDataAuth/userAuths',
      {
        query: { userId: nightaudit },
      },
    );
    expect(after.retVal.map((g) => g.id)).not.toContain(added.retVal.id);
  });

  it('refuses a content of another group, and a group that does not serve the unit', async () => {
    const nightaudit = await userId(t.db, 'H001', 'nightaudit');
    const hotels = await group('G001', 'HOTELS');
    const channels = await group('PLATFORM', 'CHANNELS');
    const wrongContent = await as('PLATFORM/admin', 'POST', '/uc/customDataAuth/addUserAuth', {
      body: {
        userId: nightaudit,
        groupId: hotels,
        contentId: await content(channels, 'OTA'),
        scope: 'unit',
      },
    });
    expect(wrongContent.result).toBe(ServerCode.INVALID_INPUT);
    expect(wrongContent.msg).toContain('contentId');
    const summitAdmin = await userId(t.db, 'G002', 'summitadmin');
    const notServing = await as('PLATFORM/admin', 'POST', '/uc/customDataAuth/addUserAuth', {
      body: { userId: summitAdmin, groupId: hotels, scope: 'unit' },
    });
    expect(notServing.result).toBe(ServerCode.INVALID_INPUT);
    expect(notServing.msg).toContain('groupId');
  });

  it("refuses another unit's administrator (40401) and a non-administrator (40301)", async () => {
    const body = {
      userId: await userId(t.db, 'H001', 'nightaudit'),
      groupId: await group('G001', 'HOTELS'),
      scope: 'unit',
    };
    const foreign = await as('H002/manager', 'POST', '/uc/customDataAuth/addUserAuth', { body });
    expect(foreign.result).toBe(ServerCode.NOT_FOUND);
    const nobody = await as('H001/frontdesk', 'POST', '/uc/customDataAuth/addUserAuth', { body });
    expect(nobody.result).toBe(ServerCode.FORBIDDEN);
  });
});

import type { PagedResult } from '@portico/sdk';
import {
  MESSAGE_PUBLISH_CALLS,
  type AudienceDirectoryEntry,
  type PublishResult,
} from '@portico/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../db/schema';
import { createCaller, unitId } from '../../test/admin-test-kit';
import { createTestApp, type TestApp } from '../../test/test-app';

// The audience directory (README "Messages"): a holder of the Messages menus alone (the demo
// Communications officer, G001/comms) chooses and publishes within the units they reach, and
// still administers nothing.
let t: TestApp;
let as: ReturnType<typeof createCaller>;
beforeAll(async () => {
  t = await createTestApp();
  as = createCaller(t);
});
afterAll(async () => {
  await t?.close();
});

const COMMS = 'G001/comms';
const DIRECTORY = MESSAGE_PUBLISH_CALLS.audienceDirectory.path;
const directory = (account: string, query: Record<string, string>) =>
  as<PagedResult<AudienceDirectoryEntry>>(account, 'GET', DIRECTORY, { query });
const publish = (account: string, audience: object) =>
  as<PublishResult>(account, 'POST', MESSAGE_PUBLISH_CALLS.publish.path, {
    body: { messageTitle: 'Lift out of service', messageType: 'NOTICE', audience },
  });
const codes = (page: { retVal: PagedResult<AudienceDirectoryEntry> }) =>
  page.retVal.datas.map((e) => e.code);

describe('the audience directory, for a holder of the Messages menus only', () => {
  it('lists the units they may publish to: the session unit and those below it', async () => {
    const page = await directory(COMMS, { kind: 'units', pageSize: '50' });
    expect(page.result).toBe(0);
    expect(codes(page)).toEqual(['G001', 'H001', 'H002', 'H003']);
    expect(page.retVal.totalRows).toBe(4);
    const found = await directory(COMMS, { kind: 'units', keyword: 'hangzhou' });
    expect(codes(found)).toEqual(['H002']);
  });

  it("lists a reachable unit's departments, roles and users: ids, codes and names only", async () => {
    const h001 = await unitId(t.db, 'H001');
    const users = await directory(COMMS, { kind: 'users', unitId: h001, pageSize: '50' });
    expect(users.result).toBe(0);
    expect(codes(users)).toEqual(expect.arrayContaining(['frontdesk', 'nightaudit']));
    const frontdesk = users.retVal.datas.find((u) => u.code === 'frontdesk')!;
    // No contact details: the e-mail and mobile of the user administration stay there.
    expect(frontdesk).toEqual({
      id: expect.any(String),
      code: 'frontdesk',
      name: 'Front Desk',
      unitCode: 'H001',
      unitName: 'Harbour Hotel Shanghai',
      parentId: null,
    });
    const departments = await directory(COMMS, { kind: 'departments', unitId: h001 });
    expect(codes(departments)).toEqual(expect.arrayContaining(['FRONT', 'NIGHT', 'RECEPTION']));
    const roles = await directory(COMMS, { kind: 'roles', unitId: h001 });
    expect(codes(roles)).toEqual(expect.arrayContaining(['NIGHT_AUDIT', 'FRONT_OFFICE']));
    // A group's template dispatched to the hotel is offered too, named by the group that owns it.
    expect(roles.retVal.datas.find((r) => r.code === 'HOTEL_STAFF')?.unitCode).toBe('G001');
    const searched = await directory(COMMS, { kind: 'users', unitId: h001, keyword: 'night' });
    expect(codes(searched)).toEqual(['nightaudit']);
  });

  it('refuses a unit out of reach (40301) and a kind without its unit (40001)', async () => {
    const other = await directory(COMMS, { kind: 'users', unitId: await unitId(t.db, 'G002') });
    expect(other.result).toBe(40301);
    expect(other.msg).toContain('G002');
    const noUnit = await directory(COMMS, { kind: 'departments' });
    expect(noUnit.result).toBe(40001);
    expect(noUnit.msg).toContain('unitId');
    expect((await directory(COMMS, { kind: 'users', unitId: 'H001' })).result).toBe(40001);
    expect((await directory(COMMS, { kind: 'rooms' })).result).toBe(40001);
    // A typed % or _ is searched for, not a wildcard.
    expect((await directory(COMMS, { kind: 'units', keyword: '%_' })).retVal.totalRows).toBe(0);
    // Someone without the Messages menus gets nothing from it.
    expect((await directory('H001/frontdesk', { kind: 'units' })).result).toBe(40301);
  });

  it('publishes to H001 but not to G002, where nothing is written', async () => {
    const sent = await publish(COMMS, { departments: [{ unitCode: 'H001', code: 'FRONT' }] });
    expect(sent.result).toBe(0);
    expect(sent.retVal.recipients).toBeGreaterThan(0);
    const before = await t.db.$count(messages);
    const refused = await publish(COMMS, { units: ['G002'] });
    expect(refused.result).toBe(40301);
    expect(refused.msg).toContain('G002');
    expect(await t.db.$count(messages)).toBe(before);
  });

  it('still cannot call the user, department and role administration calls', async () => {
    const h001 = await unitId(t.db, 'H001');
    for (const [path, query] of [
      ['/uc/user/list', { unitId: h001 }],
      ['/uc/depart/tree', { unitId: h001 }],
      ['/uc/role/list', { unitId: h001 }],
    ] as const) {
      expect((await as(COMMS, 'GET', path, { query })).result, path).toBe(40301);
    }
  });
});

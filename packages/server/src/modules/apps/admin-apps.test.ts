import type { PagedResult } from '@portico/sdk';
import type {
  AdminApp,
  AdminAppLink,
  AdminResourceNode,
  OpenListRow,
  OpenTaskRow,
} from '@portico/sdk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apps, resources } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createCaller, unitId } from '../../test/admin-test-kit';

let t: TestApp;
let as: ReturnType<typeof createCaller>;
beforeAll(async () => {
  t = await createTestApp();
  as = createCaller(t);
});
afterAll(async () => {
  await t?.close();
});

describe('applications (product.md §2.5 /apply/applyList)', () => {
  it('adds, changes and deletes an app; platform administrators only', async () => {
    const added = await as<AdminApp>('PLATFORM/admin', 'POST', '/uc/apply/add', {
      body: { code: 'SPA', descript: 'Spa booking', href: 'https://spa.example/', sso: 'F' },
    });
    expect(added.retVal).toMatchObject({ code: 'SPA', sso: 'F', status: 'enabled', openUnits: 0 });
    const again = await as('PLATFORM/admin', 'POST', '/uc/apply/add', {
      body: { code: 'SPA', descript: 'Spa' },
    });
    expect(again).toMatchObject({ result: 40001, msg: 'Application code SPA already exists' });
    const changed = await as<AdminApp>('PLATFORM/admin', 'PUT', '/uc/apply/update', {
      body: { code: 'SPA', status: 'disabled', href: null },
    });
    expect(changed.retVal).toMatchObject({
      status: 'disabled',
      href: null,
      descript: 'Spa booking',
    });
    const list = await as<AdminApp[]>('PLATFORM/admin', 'GET', '/uc/apply/list');
    expect(list.retVal.map((app) => app.code)).toContain('SPA');
    expect(list.retVal.find((app) => app.code === 'GC')!.openUnits).toBeGreaterThan(0);
    const refused = await as('G001/groupadmin', 'POST', '/uc/apply/add', {
      body: { code: 'SPA2', descript: 'Spa' },
    });
    expect(refused).toMatchObject({ result: 40301, retVal: null });
    const deleted = await as('PLATFORM/admin', 'DELETE', '/uc/apply/delete', {
      query: { code: 'SPA' },
    });
    expect(deleted.result).toBe(0);
    expect(await t.db.select().from(apps).where(eq(apps.code, 'SPA'))).toEqual([]);
  });

  it('refuses bad input naming the field, and keeps the user centre', async () => {
    const badCode = await as('PLATFORM/admin', 'POST', '/uc/apply/add', {
      body: { code: 'bad code', descript: 'X' },
    });
    expect(badCode).toMatchObject({ result: 40001, msg: expect.stringContaining('code') });
    const badHref = await as('PLATFORM/admin', 'POST', '/uc/apply/add', {
      body: { code: 'XX', descript: 'X', href: 'javascript:alert(1)' },
    });
    expect(badHref).toMatchObject({ result: 40001, msg: expect.stringContaining('href') });
    expect(await t.db.select().from(apps).where(eq(apps.code, 'XX'))).toEqual([]);
    const uc = await as('PLATFORM/admin', 'POST', '/uc/apply/delete', { body: { code: 'UC' } });
    expect(uc).toMatchObject({
      result: 40001,
      msg: 'The user centre (UC) cannot be deleted or disabled',
    });
  });
});

describe('app links (product.md §2.5 /apply/applyConfigList, §2.7 My Apps)', () => {
  it("saves a unit's links, a code once per unit; other units' administrators see nothing", async () => {
    const h001 = await unitId(t.db, 'H001');
    const saved = await as<AdminAppLink>('G001/groupadmin', 'PUT', '/uc/apply/saveLink', {
      body: { unitId: h001, code: 'WIKI', url: 'https://wiki.example/', descript: 'Wiki' },
    });
    expect(saved.retVal).toMatchObject({ unitId: h001, code: 'WIKI', color: null });
    const again = await as('G001/groupadmin', 'PUT', '/uc/apply/saveLink', {
      body: { unitId: h001, code: 'WIKI', descript: 'Wiki 2' },
    });
    expect(again).toMatchObject({
      result: 40001,
      msg: 'Link code WIKI already exists in this unit',
    });
    const badColor = await as('G001/groupadmin', 'PUT', '/uc/apply/saveLink', {
      body: { unitId: h001, code: 'X', descript: 'X', color: 'blue' },
    });
    expect(badColor).toMatchObject({ result: 40001, msg: expect.stringContaining('color') });
    const list = await as<AdminAppLink[]>('G001/groupadmin', 'GET', '/uc/apply/links', {
      query: { unitId: h001 },
    });
    expect(list.retVal.map((link) => link.code)).toContain('WIKI');
    const foreign = await as('H002/manager', 'POST', '/uc/apply/deleteLink', {
      body: { id: saved.retVal.id },
    });
    expect(foreign).toMatchObject({ result: 40401, retVal: null });
    const deleted = await as('G001/groupadmin', 'POST', '/uc/apply/deleteLink', {
      body: { id: saved.retVal.id },
    });
    expect(deleted.result).toBe(0);
  });
});

describe('openings and their tasks (product.md §2.5 /apply/open-list, open-task-list)', () => {
  it('lists openings with step counts, in the caller scope only', async () => {
    const all = await as<PagedResult<OpenListRow>>('PLATFORM/admin', 'GET', '/uc/apply/openList', {
      query: { appCode: 'GC', pageSize: '200' },
    });
    const h003 = all.retVal.datas.find((row) => row.unitCode === 'H003')!;
    expect(h003.steps).toEqual({ total: 3, done: 2, failed: 0 });
    const group = await as<PagedResult<OpenListRow>>(
      'G001/groupadmin',
      'GET',
      '/uc/apply/openList',
      { query: { pageSize: '200' } },
    );
    expect(group.retVal.datas.length).toBeGreaterThan(0);
    expect(group.retVal.datas.every((row) => row.unitCode !== 'H102')).toBe(true);
  });

  it("updates a step's status and remark; a bad status is refused naming it", async () => {
    const tasks = await as<PagedResult<OpenTaskRow>>(
      'PLATFORM/admin',
      'GET',
      '/uc/apply/openTasks',
      {
        query: { status: 'PENDING', appCode: 'GC' },
      },
    );
    const pending = tasks.retVal.datas.find((row) => row.unitCode === 'H003')!;
    expect(pending).toMatchObject({ name: 'Staff trained', status: 'PENDING' });
    const bad = await as('PLATFORM/admin', 'PUT', '/uc/apply/saveTask', {
      body: { id: pending.id, status: 'LATER' },
    });
    expect(bad).toMatchObject({ result: 40001, msg: expect.stringContaining('status') });
    const foreign = await as('H002/manager', 'PUT', '/uc/apply/saveTask', {
      body: { id: pending.id, status: 'DONE' },
    });
    expect(foreign).toMatchObject({ result: 40401 });
    const done = await as<OpenTaskRow>('G001/groupadmin', 'PUT', '/uc/apply/saveTask', {
      body: { id: pending.id, status: 'DONE', remark: 'Trained on 21 Nov' },
    });
    expect(done.retVal).toMatchObject({ status: 'DONE', remark: 'Trained on 21 Nov' });
  });
});

describe('resource trees (product.md §2.5 /apply/resource-list, §6)', () => {
  it('adds, changes, moves and deletes resources; codes unique per app and type', async () => {
    const add = (body: object) =>
      as<AdminResourceNode>('PLATFORM/admin', 'POST', '/uc/apply/addResource', { body });
    const folder = await add({ appCode: 'GC', type: 'REPORT', code: 'GC_RPT_SPA', name: 'Spa' });
    const child = await add({
      appCode: 'GC',
      type: 'REPORT',
      code: 'GC_RPT_SPA_DAILY',
      name: 'Spa daily',
      url: '/examples/child-app/?report=spa',
      parentId: folder.retVal.id,
    });
    expect(child.retVal.parentId).toBe(folder.retVal.id);
    const again = await add({ appCode: 'GC', type: 'REPORT', code: 'GC_RPT_SPA', name: 'x' });
    expect(again).toMatchObject({ result: 40001, msg: expect.stringContaining('GC_RPT_SPA') });
    // The same code in the other tree is another resource.
    const op = await add({ appCode: 'GC', type: 'OPERATION', code: 'GC_RPT_SPA', name: 'Op' });
    expect(op.result).toBe(0);
    // A parent of the other tree, or the node's own subtree, is refused.
    const crossed = await add({
      appCode: 'GC',
      type: 'REPORT',
      code: 'X1',
      name: 'x',
      parentId: op.retVal.id,
    });
    expect(crossed.result).toBe(40001);
    const cycle = await as('PLATFORM/admin', 'PUT', '/uc/apply/moveResource', {
      body: { id: folder.retVal.id, parentId: child.retVal.id },
    });
    expect(cycle.result).toBe(40001);
    const moved = await as<AdminResourceNode>('PLATFORM/admin', 'PUT', '/uc/apply/moveResource', {
      body: { id: child.retVal.id, parentId: null },
    });
    expect(moved.retVal.parentId).toBeNull();
    const renamed = await as<AdminResourceNode>(
      'PLATFORM/admin',
      'PUT',
      '/uc/apply/updateResource',
      {
        body: { id: child.retVal.id, code: 'GC_RPT_SPA_DAY', name: 'Spa by day' },
      },
    );
    expect(renamed.retVal).toMatchObject({ code: 'GC_RPT_SPA_DAY', url: null });
    const tree = await as<AdminResourceNode[]>('PLATFORM/admin', 'GET', '/uc/apply/resources', {
      query: { appCode: 'GC', type: 'REPORT' },
    });
    const revenue = tree.retVal.find((node) => node.code === 'GC_RPT_REVENUE')!;
    expect(revenue.children.map((node) => node.code)).toContain('GC_RPT_REVENUE_DAILY');
    const refused = await as('G001/groupadmin', 'DELETE', '/uc/apply/deleteResource', {
      query: { id: folder.retVal.id },
    });
    expect(refused.result).toBe(40301);
    await as('PLATFORM/admin', 'DELETE', '/uc/apply/deleteResource', {
      query: { id: folder.retVal.id },
    });
    expect(await t.db.select().from(resources).where(eq(resources.id, folder.retVal.id))).toEqual(
      [],
    );
  });

  it('refuses a bad type or code naming the field', async () => {
    const badType = await as('PLATFORM/admin', 'GET', '/uc/apply/resources', {
      query: { appCode: 'GC', type: 'MENU' },
    });
    expect(badType).toMatchObject({ result: 40001, msg: expect.stringContaining('type') });
    const badCode = await as('PLATFORM/admin', 'POST', '/uc/apply/addResource', {
      body: { appCode: 'GC', type: 'REPORT', code: 'has space', name: 'x' },
    });
    expect(badCode).toMatchObject({ result: 40001, msg: expect.stringContaining('code') });
  });
});

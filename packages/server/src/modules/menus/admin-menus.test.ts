import { MENU_CALLS, type AdminMenuNode } from '@portico/sdk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema';
import { domainRows } from '../../test/matrix/call-fixtures';
import { MENU_FIXTURES } from '../../test/matrix/menus';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app';
import {
  createCaller,
  hostileInputBench,
  LONG,
  NUL,
  UNKNOWN,
  type Hostile,
} from '../../test/admin-test-kit';

/*
 * The menu editor's calls (product.md §3 "Menu", §2.8 window types): a platform administrator
 * edits an app's MENU tree, the login result (what the shell shows) follows, and bad input gets
 * an envelope refusal that writes nothing (DESIGN.md "Security model").
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

const ADMIN = 'PLATFORM/admin';
const tree = async (appCode = 'UC') =>
  (await as<AdminMenuNode[]>(ADMIN, 'GET', '/uc/apply/menus', { query: { appCode } })).retVal;
const find = (nodes: AdminMenuNode[], identity: string): AdminMenuNode | undefined => {
  for (const node of nodes) {
    if (node.identity === identity) return node;
    const below = find(node.children, identity);
    if (below) return below;
  }
  return undefined;
};

describe('the MENU tree of an app (product.md §3 "Menu")', () => {
  it('lists menus in order with every field, and leaves buttons out', async () => {
    const menus = await tree();
    expect(menus.map((m) => m.identity)).toEqual(
      expect.arrayContaining(['UC_SYSTEM', 'UC_REPORTS']),
    );
    const reports = find(menus, 'UC_REPORTS')!;
    expect(reports).toMatchObject({
      title: 'Report centre',
      stretch: 'T',
      winType: 'CURRENTPAGE',
    });
    const all = JSON.stringify(menus);
    // Buttons are permissions below pages: the seed has some, the editor shows none.
    const [button] = await t.db.select().from(schema.menus).where(eq(schema.menus.kind, 'BUTTON'));
    expect(button).toBeDefined();
    expect(all).not.toContain(button!.identity);
  });

  it('adds, edits, reorders and deletes a menu', async () => {
    const top = await tree();
    const added = await as<AdminMenuNode>(ADMIN, 'POST', '/uc/apply/addMenu', {
      body: {
        appCode: 'UC',
        identity: 'UC_FRONT_DESK',
        name: 'front-desk',
        title: 'Front desk',
        link: 'https://desk.example/',
        winType: 'NEWBLANK',
        tip: 'Opens the desk',
      },
    });
    expect(added).toMatchObject({ result: 0 });
    // A new menu goes last among its siblings.
    const afterAdd = await tree();
    expect(afterAdd.at(-1)!.identity).toBe('UC_FRONT_DESK');
    expect(afterAdd).toHaveLength(top.length + 1);

    const again = await as(ADMIN, 'POST', '/uc/apply/addMenu', {
      body: { appCode: 'UC', identity: 'UC_FRONT_DESK', name: 'x', title: 'Again' },
    });
    expect(again).toMatchObject({
      result: 40001,
      msg: 'Menu identity UC_FRONT_DESK already exists in this application',
    });

    const edited = await as<AdminMenuNode>(ADMIN, 'PUT', '/uc/apply/updateMenu', {
      body: { ...added.retVal, title: 'Reception', icon: 'desk' },
    });
    expect(edited.retVal).toMatchObject({ title: 'Reception', icon: 'desk', winType: 'NEWBLANK' });

    // To the front of the top level: the others keep their order behind it.
    const moved = await as<AdminMenuNode[]>(ADMIN, 'PUT', '/uc/apply/moveMenu', {
      body: { id: added.retVal.id, parentId: null, index: 0 },
    });
    expect(moved.retVal.map((m) => m.identity)).toEqual([
      'UC_FRONT_DESK',
      ...top.map((m) => m.identity),
    ]);
    // Below another menu, at the end of its children.
    const system = find(moved.retVal, 'UC_SYSTEM')!;
    const under = await as<AdminMenuNode[]>(ADMIN, 'PUT', '/uc/apply/moveMenu', {
      body: { id: added.retVal.id, parentId: system.id, index: 9999 },
    });
    expect(find(under.retVal, 'UC_SYSTEM')!.children.at(-1)!.identity).toBe('UC_FRONT_DESK');

    const gone = await as(ADMIN, 'DELETE', '/uc/apply/deleteMenu', {
      query: { id: added.retVal.id },
    });
    expect(gone.result).toBe(0);
    expect(find(await tree(), 'UC_FRONT_DESK')).toBeUndefined();
  });

  it('an edited and reordered menu reaches the login result the shell reads', async () => {
    const top = await tree();
    const reports = find(top, 'UC_REPORTS')!;
    await as(ADMIN, 'PUT', '/uc/apply/updateMenu', { body: { ...reports, title: 'Reports' } });
    await as(ADMIN, 'PUT', '/uc/apply/moveMenu', {
      body: { id: reports.id, parentId: null, index: 0 },
    });
    const login = await loginAs(t.app, 'PLATFORM', 'admin');
    expect(login.menus[0]).toMatchObject({ identity: 'UC_REPORTS', title: 'Reports' });
    // Put back: the next test reads the seeded order.
    await as(ADMIN, 'PUT', '/uc/apply/updateMenu', { body: reports });
    await as(ADMIN, 'PUT', '/uc/apply/moveMenu', {
      body: { id: reports.id, parentId: null, index: top.indexOf(reports) },
    });
    expect((await tree()).map((m) => m.identity)).toEqual(top.map((m) => m.identity));
  });

  it('never moves a menu below itself, nor under a menu of another app', async () => {
    const menus = await tree();
    const system = find(menus, 'UC_SYSTEM')!;
    const child = system.children[0]!;
    const before = JSON.stringify(menus);
    const cycle = await as(ADMIN, 'PUT', '/uc/apply/moveMenu', {
      body: { id: system.id, parentId: child.id, index: 0 },
    });
    expect(cycle).toMatchObject({
      result: 40001,
      msg: 'The parent must be a menu of the same application, and not the menu itself or below it',
    });
    const gc = (await tree('GC'))[0]!;
    const foreign = await as(ADMIN, 'PUT', '/uc/apply/moveMenu', {
      body: { id: system.id, parentId: gc.id, index: 0 },
    });
    expect(foreign.result).toBe(40001);
    expect(JSON.stringify(await tree())).toBe(before);
  });

  it('an administrator of a unit cannot edit menus (40301)', async () => {
    const answer = await as('G001/groupadmin', 'GET', '/uc/apply/menus', {
      query: { appCode: 'UC' },
    });
    expect(answer.result).toBe(40301);
  });
});

const { send, expectEachHandled } = hostileInputBench([
  schema.menus,
  schema.roleMenus,
  schema.userMenus,
]);
const HOSTILE: [string, Hostile][] = [
  ['nothing at all', {}],
  ['junk in the query', { query: { id: "1' or '1'='1", appCode: LONG } }],
  ['NUL in the query', { query: { id: NUL, appCode: NUL } }],
  ['a JSON array as the body', { body: '[1,2,3]' }],
  ['broken JSON', { body: '{"id":' }],
  ['a prototype-polluting body', { body: '{"__proto__":{"admin":true},"id":"x"}' }],
  [
    'every field of the wrong type',
    {
      body: {
        id: 1,
        appCode: null,
        parentId: 'root',
        identity: 7,
        name: true,
        title: [],
        path: 5,
        link: {},
        winType: 'POPUP',
        stretch: 'Y',
        icon: [],
        tip: {},
        index: 'first',
      },
    },
  ],
  [
    'unknown ids and hostile text',
    {
      body: {
        id: UNKNOWN,
        appCode: 'NOPE',
        parentId: UNKNOWN,
        identity: 'a b<script>',
        name: NUL,
        title: LONG,
        path: 'javascript:alert(1)',
        link: 'javascript:alert(1)',
        winType: 'ROUTE',
        stretch: 'T',
        index: 1e12,
      },
      query: { id: UNKNOWN, appCode: 'NOPE' },
    },
  ],
];

describe('hostile input to the menu editor (DESIGN.md "Security model")', () => {
  it.each(domainRows(MENU_CALLS, MENU_FIXTURES).map((row) => [row.call] as const))(
    '%s',
    async (call) => {
      await expectEachHandled(call, HOSTILE, { onlyReadsPass: true });
    },
  );

  it('names the field in a refusal', async () => {
    const link = await send('POST /uc/apply/addMenu', {
      body: { appCode: 'UC', identity: 'X', name: 'x', title: 'X', link: 'javascript:alert(1)' },
    });
    expect(link).toMatchObject({ result: 40001, msg: expect.stringContaining('link') });
    const kind = await send('PUT /uc/apply/moveMenu', {
      body: { id: UNKNOWN, parentId: null, index: -1 },
    });
    expect(kind).toMatchObject({ result: 40001, msg: expect.stringContaining('index') });
  });
});

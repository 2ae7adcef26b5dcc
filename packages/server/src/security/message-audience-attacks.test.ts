import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messageRecipients, messages, users } from '../db/schema';
import { departmentId, roleId, unitId, userId } from '../test/admin-test-kit';
import { api, calls, PUBLISH_CALLS_PATH } from '../test/messages-test-kit';
import { createTestApp, loginAs, type TestApp } from '../test/test-app';

/*
 * An announcement's audience attacked by an administrator of H002 (README "Messages": an
 * administrator reaches only the units they administer): H001's units, departments, roles and
 * users named by id instead of code, by codes in another case or with spaces, a parent unit with
 * its children, an id and a code mixed. Every form is refused, the reach count too, and nothing
 * is published.
 */

let t: TestApp;
let manager: string;
const H001: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  manager = (await loginAs(t.app, 'H002', 'manager')).jwtToken;
  H001.unit = await unitId(t.db, 'H001');
  H001.group = await unitId(t.db, 'G001');
  H001.department = await departmentId(t.db, 'H001', 'FRONT');
  H001.role = await roleId(t.db, 'H001', 'NIGHT_AUDIT');
  H001.user = await userId(t.db, 'H001', 'frontdesk');
});
afterAll(async () => {
  await t?.close();
});

const FORMS: [string, () => object][] = [
  ['a unit id', () => ({ units: [H001.unit] })],
  ['a unit id as an object', () => ({ units: [{ unitId: H001.unit }] })],
  ['a unit code in lower case', () => ({ units: ['h001'] })],
  ['a unit code with spaces', () => ({ units: [' H001 '] })],
  [
    'the parent group with its children',
    () => ({ units: [{ unitCode: 'G001', withSubUnits: true }] }),
  ],
  [
    'the parent group by id with its children',
    () => ({ units: [{ unitId: H001.group, withSubUnits: true }] }),
  ],
  ['a department id', () => ({ departments: [H001.department] })],
  ['a department by code', () => ({ departments: [{ unitCode: 'H001', code: 'FRONT' }] })],
  [
    'a department id with own-unit codes beside it',
    () => ({ departments: [{ departmentId: H001.department, unitCode: 'H002', code: 'FRONT' }] }),
  ],
  ['a role id', () => ({ roles: [H001.role] })],
  ['a role by code', () => ({ roles: [{ unitCode: 'H001', code: 'NIGHT_AUDIT' }] })],
  ['a user id', () => ({ users: [H001.user] })],
  ['a user by codes', () => ({ users: [{ unitCode: 'H001', userCode: 'frontdesk' }] })],
  ['a user id in upper case', () => ({ users: [H001.user!.toUpperCase()] })],
  ['its own unit beside an H001 user', () => ({ units: ['H002'], users: [H001.user] })],
];

describe('an administrator of H002 reaches nobody in H001', () => {
  it.each(FORMS)(
    '%s is refused, counted as no reach, and nothing is published',
    async (_n, form) => {
      const before = await t.db.$count(messages);
      const recipientsBefore = await t.db.$count(messageRecipients);
      const audience = form();
      const reach = await api(t.app, 'POST', `${PUBLISH_CALLS_PATH}/reach`, {
        token: manager,
        body: { audience },
      });
      expect([40301, 40001], JSON.stringify(reach)).toContain(reach.result);
      const sent = await calls(t.app, manager).publish({
        messageTitle: 'Notice',
        messageType: 'NOTICE',
        audience,
      });
      expect([40301, 40001], JSON.stringify(sent)).toContain(sent.result);
      expect(await t.db.$count(messages)).toBe(before);
      expect(await t.db.$count(messageRecipients)).toBe(recipientsBefore);
    },
  );

  it('still reaches its own unit (the refusals above are about H001)', async () => {
    const sent = await calls(t.app, manager).publish({
      messageTitle: 'Notice',
      messageType: 'NOTICE',
      audience: { units: ['H002'] },
    });
    expect(sent.result).toBe(0);
  });
});

describe('the read report CSV does not run what recipients wrote (formula injection)', () => {
  it.each(['=HYPERLINK("https://x.example","y")', '+1+1', '-1-1', '@SUM(1)', '\t=1', '\r=1'])(
    'a name %j is exported as text',
    async (name) => {
      await t.db.update(users).set({ name }).where(eq(users.userCode, 'duty'));
      const sent = await calls(t.app, manager).publish({
        messageTitle: 'Notice',
        messageType: 'NOTICE',
        audience: { users: [{ unitCode: 'H002', userCode: 'duty' }] },
      });
      expect(sent.result).toBe(0);
      const { messageId } = sent.retVal as { messageId: string };
      const csv = await t.app.inject({
        method: 'GET',
        url: `${PUBLISH_CALLS_PATH}/${messageId}/readers.csv`,
        headers: { authorization: manager },
      });
      expect(csv.statusCode).toBe(200);
      const cells = csv.body.split(/\r?\n/)[1]!.split(',');
      // Every cell of the row starts as text: quoted or not, no formula character comes first.
      for (const cell of cells) expect(cell.replace(/^"/, '')).not.toMatch(/^[=+\-@\t\r]/);
      expect(csv.body).toContain(`'${name.replaceAll('"', '""')}`);
    },
  );
});

import { ServerCode } from '@portico/sdk/internal';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import * as schema from '../../db/schema';
import { ADMIN_MATRIX_ROWS } from '../../test/matrix/rows';
import { hostileInputBench, LONG, NUL, UNKNOWN, type Hostile } from '../../test/admin-test-kit';

/**
 * Bad input on every administration call (DESIGN.md "Security model"): whatever
 * the query or body, the answer is an envelope with HTTP 200, never 50000, and a refused call
 * writes nothing. The routes are the rows of the authorization matrix, so a new call is covered.
 */
const { send, expectEachHandled } = hostileInputBench([
  schema.units,
  schema.departments,
  schema.users,
  schema.userUnits,
  schema.roles,
  schema.roleChildren,
  schema.roleDispatches,
  schema.departmentRoles,
  schema.userRoles,
  schema.roleMenus,
  schema.roleResources,
  schema.userMenus,
  schema.userResources,
  schema.unitApps,
  schema.parameters,
  schema.securitySettings,
  schema.ipWhitelist,
  schema.securityExceptions,
  schema.loginLimits,
  schema.dataAuthGroups,
  schema.dataAuthContents,
  schema.userDataAuths,
]);
const HOSTILE: [string, Hostile][] = [
  ['nothing at all', {}],
  [
    'junk in the query',
    {
      query: {
        id: "1' or '1'='1",
        unitId: LONG,
        firstResult: '-1',
        pageSize: 'NaN',
        keyword: '%_\\',
        type: 'CASTLE',
        kind: 'x',
      },
    },
  ],
  ['NUL in the query', { query: { id: NUL, keyword: NUL, unitCode: NUL, userCode: NUL } }],
  ['year 0 dates', { query: { startDate: '0000-01-01', endDate: '0000-12-31' } }],
  ['a JSON string as the body', { body: '"text"' }],
  ['a JSON array as the body', { body: '[1,2,3]' }],
  ['JSON null as the body', { body: 'null' }],
  ['broken JSON', { body: '{"id":' }],
  ['a prototype-polluting body', { body: '{"__proto__":{"admin":true},"id":"x"}' }],
  [
    'every field of the wrong type',
    {
      body: {
        id: 123,
        unitId: {},
        userId: [],
        userIds: 'x',
        roleIds: [null],
        unitIds: [{}],
        ids: [1],
        entries: 'x',
        units: [{ unitId: 1 }],
        code: 7,
        name: true,
        descript: [],
        type: 1,
        parentId: 'root',
        password: {},
        passwd: 1,
        complexity: 'digit',
        length: {},
        enabled: 'yes',
        sso: 'Y',
        status: 'gone',
        kind: 'x',
        weekdays: 1,
        startTime: 25,
        codes: 'x',
        mode: 'x',
      },
    },
  ],
  [
    'unknown ids with plausible fields',
    {
      body: {
        id: UNKNOWN,
        unitId: UNKNOWN,
        userId: UNKNOWN,
        parentId: UNKNOWN,
        userIds: [UNKNOWN],
        roleIds: [UNKNOWN],
        unitIds: [UNKNOWN],
        ids: [UNKNOWN],
        units: [{ unitId: UNKNOWN }],
        code: 'MATRIX',
        name: 'x',
        descript: 'x',
        type: 'HOTEL',
        appCode: 'GC',
        kind: 'menu',
        status: 'enabled',
        weekdays: '1111111',
        startTime: '08:00',
        endTime: '09:00',
        passwd: 'Portico#2027',
        passwdCheck: 'Portico#2027',
        userCode: 'frontdesk',
        codes: ['GC_ROOMS'],
        email: 'x@example.com',
        unitName: 'x',
        password: 'Portico#2027',
        entries: [],
        enabled: true,
      },
      query: { id: UNKNOWN, unitId: UNKNOWN, appCode: 'GC' },
    },
  ],
  [
    'NUL and over-long text in the body',
    {
      body: {
        id: NUL,
        code: LONG,
        name: NUL,
        descript: LONG,
        keyword: NUL,
        entries: [{ ip: NUL }],
      },
    },
  ],
  [
    'out-of-range dates and numbers',
    {
      body: {
        birth: '0000-01-01',
        expireTime: '0000-01-01T00:00:00Z',
        sort: 1e12,
        lockMinutes: -1,
        maxFailedAttempts: 1e9,
        lockScreenMinutes: 1.5,
        maxAgeDays: 'forever',
      },
    },
  ],
];

describe('hostile input to every administration call (DESIGN.md "Security model")', () => {
  it.each(ADMIN_MATRIX_ROWS.map((row) => [row.call] as const))('%s', async (call) => {
    await expectEachHandled(call, HOSTILE);
  });

  it('answers random JSON bodies and queries without 50000 (fast-check)', async () => {
    const value = fc.oneof(
      fc.string({ maxLength: 80 }),
      fc.constantFrom(UNKNOWN, NUL, '', ' ', '%', '0000-01-01', 'T', 'F', 'HOTEL'),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.constantFrom(UNKNOWN, 1, 'x', null), { maxLength: 3 }),
    );
    const fields = fc.dictionary(
      fc.constantFrom(
        'id',
        'unitId',
        'userId',
        'code',
        'name',
        'ids',
        'roleIds',
        'keyword',
        'type',
      ),
      value,
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ADMIN_MATRIX_ROWS.map((r) => r.call)),
        fields,
        async (call, body) => {
          const query = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)]));
          const answer = await send(call, call.startsWith('GET') ? { query } : { body });
          return answer.result !== ServerCode.INTERNAL;
        },
      ),
      { numRuns: 300, seed: 4 },
    );
  });
});

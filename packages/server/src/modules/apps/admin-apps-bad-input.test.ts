import { describe, expect, it } from 'vitest';
import * as schema from '../../db/schema';
import { APP_CALLS, REPORT_CALLS, TAG_CALLS } from '@portico/sdk/contract';
import { domainRows } from '../../test/matrix/call-fixtures';
import { TAG_FIXTURES } from '../../test/matrix/tags';
import { APP_FIXTURES } from '../../test/matrix/apps';
import { REPORT_FIXTURES } from '../../test/matrix/reports';
import { hostileInputBench, LONG, NUL, UNKNOWN, type Hostile } from '../../test/admin-test-kit';

/**
 * Bad input on the application, report and managed-tag calls (DESIGN.md
 * "Security model"): an envelope with HTTP 200, never 50000, a message, and nothing written when
 * refused. Asked as the platform administrator, so that only validation stands in the way.
 */
const { send, expectEachHandled } = hostileInputBench([
  schema.apps,
  schema.unitApps,
  schema.appLinks,
  schema.appOpenSteps,
  schema.resources,
  schema.managedTags,
  schema.userManagedTags,
]);
const HOSTILE: [string, Hostile][] = [
  ['nothing at all', {}],
  [
    'junk in the query',
    {
      query: {
        id: "1' or '1'='1",
        unitId: LONG,
        userId: 'x',
        code: LONG,
        appCode: '%_\\',
        type: 'MENU',
        status: 'LATER',
        pageSize: 'NaN',
      },
    },
  ],
  ['NUL in the query', { query: { id: NUL, code: NUL, appCode: NUL, userId: NUL } }],
  ['a JSON array as the body', { body: '[1,2,3]' }],
  ['broken JSON', { body: '{"id":' }],
  ['a prototype-polluting body', { body: '{"__proto__":{"admin":true},"id":"x"}' }],
  [
    'every field of the wrong type',
    {
      body: {
        id: 1,
        unitId: {},
        userId: [],
        tagIds: 'x',
        code: 7,
        name: true,
        descript: [],
        appCode: null,
        type: 1,
        parentId: 'root',
        url: 5,
        href: {},
        logo: [],
        color: 1,
        sso: 'Y',
        status: 'gone',
        sort: 'first',
      },
    },
  ],
  [
    'unknown ids and hostile text',
    {
      body: {
        id: UNKNOWN,
        unitId: UNKNOWN,
        userId: UNKNOWN,
        parentId: UNKNOWN,
        tagIds: [UNKNOWN],
        code: 'NOPE',
        name: NUL,
        descript: LONG,
        appCode: 'NOPE',
        type: 'REPORT',
        status: 'DONE',
        href: 'javascript:alert(1)',
        url: 'javascript:alert(1)',
        color: 'red',
        sort: 1e12,
      },
      query: { id: UNKNOWN, unitId: UNKNOWN, userId: UNKNOWN, code: 'NOPE', appCode: 'NOPE' },
    },
  ],
];

const ROWS = [
  ...domainRows(APP_CALLS, APP_FIXTURES),
  ...domainRows(REPORT_CALLS, REPORT_FIXTURES),
  ...domainRows(TAG_CALLS, TAG_FIXTURES),
];

describe('hostile input to the application, report and tag calls (DESIGN.md "Security model")', () => {
  it.each(ROWS.map((row) => [row.call] as const))('%s', async (call) => {
    await expectEachHandled(call, HOSTILE, { onlyReadsPass: true });
  });

  it('names the field in a refusal', async () => {
    const href = await send('POST /uc/apply/add', {
      body: { code: 'SPA', descript: 'Spa', href: 'javascript:alert(1)' },
    });
    expect(href).toMatchObject({ result: 40001, msg: expect.stringContaining('href') });
    const tags = await send('POST /uc/userManagedTag', { body: { userId: UNKNOWN, tagIds: 'x' } });
    expect(tags).toMatchObject({ result: 40001, msg: expect.stringContaining('tagIds') });
    const type = await send('GET /uc/apply/resources', { query: { appCode: 'GC', type: 'MENU' } });
    expect(type).toMatchObject({ result: 40001, msg: expect.stringContaining('type') });
  });
});

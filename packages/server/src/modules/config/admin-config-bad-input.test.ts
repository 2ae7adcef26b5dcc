import { describe, expect, it } from 'vitest';
import * as schema from '../../db/schema';
import { CONFIG_CALLS } from '@portico/sdk/contract';
import { domainRows } from '../../test/matrix/call-fixtures';
import { CONFIG_FIXTURES } from '../../test/matrix/config';
import { hostileInputBench, LONG, UNKNOWN, type Hostile } from '../../test/admin-test-kit';

/**
 * Bad input on the configuration calls (DESIGN.md "Security model"): an envelope
 * with HTTP 200, never 50000, a message that says what is wrong, and nothing written when refused.
 * Asked as the platform administrator, so that only validation stands in the way.
 */
const { send, expectEachHandled } = hostileInputBench([
  schema.domains,
  schema.brands,
  schema.appMacros,
  schema.codeDicts,
  schema.settings,
]);
const HOSTILE: [string, Hostile][] = [
  ['nothing at all', {}],
  [
    'junk in the query',
    { query: { id: "1' or '1'='1", code: LONG, pageSize: 'NaN', domain: '%_\\' } },
  ],
  ['a JSON array as the body', { body: '[1,2,3]' }],
  ['broken JSON', { body: '{"id":' }],
  ['a prototype-polluting body', { body: '{"__proto__":{"admin":true},"id":"x"}' }],
  [
    'every field of the wrong type',
    {
      body: {
        id: 1,
        domain: {},
        orgCode: [],
        code: 7,
        appCode: true,
        macroCode: null,
        sort: 'first',
        state: 'on',
        isHalt: 'yes',
        apiBases: 'x',
        modules: [],
      },
    },
  ],
  [
    'unknown ids and hostile text',
    {
      body: {
        id: UNKNOWN,
        domain: 'evil.example.com',
        orgCode: 'NOPE',
        code: 'NOPE',
        appCode: 'NOPE',
        macroCode: 'X',
        config: 'x',
        type: 'x',
        content: 'x',
        descript: LONG,
        state: 'T',
        isHalt: 'T',
        logoUrl: 'javascript:alert(1)',
      },
      query: { id: UNKNOWN, code: 'NOPE' },
    },
  ],
];

const CONFIG_ROWS = domainRows(CONFIG_CALLS, CONFIG_FIXTURES);

describe('hostile input to the configuration calls (DESIGN.md "Security model")', () => {
  it.each(CONFIG_ROWS.map((row) => [row.call] as const))('%s', async (call) => {
    await expectEachHandled(call, HOSTILE, { onlyReadsPass: true });
  });

  it('names the field in a refusal (product.md §5 style messages)', async () => {
    const answer = await send('POST /uc/domain/add', { body: { domain: 'a b', orgCode: 'H001' } });
    expect(answer.msg).toBe('The domain must be a host name (e.g. login.example.com)');
    const project = await send('PUT /uc/projectConfig/save', { body: { apiBases: {} } });
    expect(project.msg).toMatch(/^Invalid input: apiBases\.UC/);
  });
});

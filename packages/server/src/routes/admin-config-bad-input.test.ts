import { ServerCode, type Envelope } from '@portico/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../db/schema';
import { createTestApp, loginAs, type TestApp } from '../test/test-app';
import { CONFIG_MATRIX_ROWS } from './admin-matrix-rows-config';

/**
 * Bad input on the configuration calls (issue 4 item 6, DESIGN.md "Security model"): an envelope
 * with HTTP 200, never 50000, a message that says what is wrong, and nothing written when refused.
 * Asked as the platform administrator, so that only validation stands in the way.
 */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await loginAs(t.app, 'PLATFORM', 'admin')).jwtToken;
});
afterAll(async () => {
  await t?.close();
});

const WATCHED = [
  schema.domains,
  schema.brands,
  schema.appMacros,
  schema.codeDicts,
  schema.settings,
];
async function snapshot(): Promise<string> {
  const tables = await Promise.all(WATCHED.map((table) => t.db.select().from(table)));
  return JSON.stringify(tables.map((rows) => rows.map((r) => JSON.stringify(r)).sort()));
}

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const LONG = 'x'.repeat(100_000);
const HOSTILE: [string, { query?: Record<string, string>; body?: unknown }][] = [
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

async function send(call: string, input: { query?: Record<string, string>; body?: unknown }) {
  const [method, url] = call.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
  const raw = typeof input.body === 'string';
  const response = await t.app.inject({
    method,
    url,
    query: input.query,
    headers: {
      authorization: token,
      language: 'en-US',
      ...(input.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(input.body === undefined
      ? {}
      : { payload: raw ? (input.body as string) : JSON.stringify(input.body) }),
  });
  expect(response.statusCode, `${call}: HTTP ${response.statusCode}`).toBe(200);
  return response.json<Envelope<unknown>>();
}

describe('hostile input to the configuration calls (issue 4 item 6)', () => {
  it.each(CONFIG_MATRIX_ROWS.map((row) => [row.call] as const))('%s', async (call) => {
    for (const [what, input] of HOSTILE) {
      const before = await snapshot();
      const answer = await send(call, input);
      expect(answer.result, `${call} with ${what}: ${answer.msg}`).not.toBe(ServerCode.INTERNAL);
      if (answer.result !== 0) {
        expect(answer.msg, `${call} with ${what}`).not.toBe('');
        expect(await snapshot(), `${call} with ${what} wrote although refused`).toBe(before);
      } else {
        // Only reads may pass hostile input: every write needs its fields.
        expect(call, `${call} with ${what} succeeded`).toMatch(/^GET /);
      }
    }
  });

  it('names the field in a refusal (product.md §5 style messages)', async () => {
    const answer = await send('POST /uc/domain/add', { body: { domain: 'a b', orgCode: 'H001' } });
    expect(answer.msg).toBe('The domain must be a host name (e.g. login.example.com)');
    const project = await send('PUT /uc/projectConfig/save', { body: { apiBases: {} } });
    expect(project.msg).toMatch(/^Invalid input: apiBases\.UC/);
  });
});

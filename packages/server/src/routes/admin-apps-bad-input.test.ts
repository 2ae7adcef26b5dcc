import { ServerCode, type Envelope } from '@portico/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../db/schema';
import { createTestApp, loginAs, type TestApp } from '../test/test-app';
import { APP_MATRIX_ROWS } from './admin-matrix-rows-apps';
import { REPORT_MATRIX_ROWS } from './admin-matrix-rows-reports';
import { TAG_MATRIX_ROWS } from './admin-matrix-rows-tags';

/**
 * Bad input on the application, report and managed-tag calls (issue 4 item 6, DESIGN.md
 * "Security model"): an envelope with HTTP 200, never 50000, a message, and nothing written when
 * refused. Asked as the platform administrator, so that only validation stands in the way.
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
  schema.apps,
  schema.unitApps,
  schema.appLinks,
  schema.appOpenSteps,
  schema.resources,
  schema.managedTags,
  schema.userManagedTags,
];
async function snapshot(): Promise<string> {
  const tables = await Promise.all(WATCHED.map((table) => t.db.select().from(table)));
  return JSON.stringify(tables.map((rows) => rows.map((r) => JSON.stringify(r)).sort()));
}

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const LONG = 'x'.repeat(100_000);
const NUL = 'a\u0000b';
type Hostile = { query?: Record<string, string>; body?: unknown };
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

async function send(call: string, input: Hostile) {
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

const ROWS = [...APP_MATRIX_ROWS, ...REPORT_MATRIX_ROWS, ...TAG_MATRIX_ROWS];

describe('hostile input to the application, report and tag calls (issue 4 item 6)', () => {
  it.each(ROWS.map((row) => [row.call] as const))('%s', async (call) => {
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

import { ResultCode, type Envelope } from '@portico/sdk';
import { CALL_BASES, CALL_LIST, type CallDecl } from '@portico/sdk/contract';
import { ServerCode } from '@portico/sdk/internal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LONG, NUL } from '../test/admin-test-kit';
import { createTestApp, loginAs, type TestApp } from '../test/test-app';

/**
 * Hostile input on every declared call, not only the administration ones (DESIGN.md "Security
 * model": the server never answers 500 to user input): sign-in and its second step, passkeys,
 * the user's own calls, messages, translations, configuration. Each call gets the same corpus —
 * broken and mistyped JSON, a prototype-polluting body, SQL, NUL bytes and 100 kB strings in the
 * query and in path parameters — from a signed-in platform administrator, and must answer an
 * envelope (HTTP 200) that is not 50000. The list is the contract's, so a call added later is
 * covered without touching this file.
 */
let t: TestApp;
let token = '';

beforeAll(async () => {
  t = await createTestApp(undefined, { oidc: { issuer: 'http://127.0.0.1:9/oidc' } });
  token = (await loginAs(t.app, 'PLATFORM', 'admin')).jwtToken;
});
afterAll(async () => {
  await t?.close();
});

interface Hostile {
  /** What goes in each `:param` of the path. */
  param: string;
  query?: Record<string, string>;
  /** A string is sent as it is (broken JSON); anything else as JSON. */
  body?: unknown;
}

const SQL = "1' or '1'='1";
const CORPUS: [string, Hostile][] = [
  ['nothing at all', { param: 'x' }],
  [
    'SQL, NUL and over-long text in the query and the path',
    {
      param: SQL,
      query: {
        id: SQL,
        code: NUL,
        keyword: '%_\\',
        firstResult: '-1',
        pageSize: 'NaN',
        token: LONG,
      },
    },
  ],
  ['a NUL byte in the path', { param: NUL }],
  ['a path that climbs out', { param: '..%2F..%2Fetc%2Fpasswd' }],
  ['broken JSON', { param: 'x', body: '{"id":' }],
  ['a JSON array as the body', { param: 'x', body: '[1,2,3]' }],
  ['JSON null as the body', { param: 'x', body: 'null' }],
  ['a prototype-polluting body', { param: 'x', body: '{"__proto__":{"admin":true},"id":"x"}' }],
  [
    'every common field of the wrong type',
    {
      param: 'x',
      body: {
        id: 1,
        ids: 'x',
        code: {},
        unitCode: [],
        userCode: 7,
        password: { $ne: '' },
        mfaToken: [null],
        response: 'x',
        name: true,
        messageId: {},
        language: 'xx',
        email: ['a@b.c'],
        enabled: 'yes',
      },
    },
  ],
  [
    'NUL and over-long text in the body',
    {
      param: 'x',
      body: { id: NUL, code: LONG, unitCode: NUL, userCode: LONG, password: LONG, name: NUL },
    },
  ],
];

/** The URL of `call` with every path parameter replaced (encoded unless it is already). */
function urlOf(call: CallDecl, param: string): string {
  const value = /%[0-9A-F]{2}/.test(param) ? param : encodeURIComponent(param);
  return `${CALL_BASES[call.base]}${call.path}`.replace(/:\w+/g, value);
}

async function send(
  call: CallDecl,
  input: Hostile,
): Promise<{ status: number; body: string; location?: string }> {
  const raw = typeof input.body === 'string';
  const response = await t.app.inject({
    method: call.method,
    url: urlOf(call, input.param),
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
  const location = response.headers.location;
  return { status: response.statusCode, body: response.body, location: location?.toString() };
}

/** One row per declared `METHOD /path` (a call declared twice under two names is sent once). */
const CALLS = [...new Map(CALL_LIST.map((call) => [`${call.method} ${call.path}`, call])).values()];

describe('every declared call answers hostile input with an envelope, never 50000', () => {
  it('covers the whole contract', () => {
    expect(CALLS.length).toBeGreaterThan(200);
  });

  it.each(CALLS.map((call) => [`${call.method} ${CALL_BASES[call.base]}${call.path}`, call]))(
    '%s',
    async (_name, call) => {
      for (const [what, input] of CORPUS) {
        const { status, body, location } = await send(call as CallDecl, input);
        const where = `${call.method} ${call.path} with ${what}`;
        // The corporate sign-in's browser steps answer a navigation: back to one of the hub's
        // own pages, with the error in its address, never a bare failure or another site.
        if (status === 303 && call.method === 'GET') {
          expect(location, where).toMatch(/^\/(?!\/)/);
          continue;
        }
        expect(status, `${where}: HTTP ${status} ${body.slice(0, 200)}`).toBe(200);
        const answer = JSON.parse(body) as Envelope<unknown>;
        expect(answer.result, `${where}: ${answer.msg}`).not.toBe(ServerCode.INTERNAL);
        if (answer.result !== 0) expect(answer.msg, where).not.toBe('');
        // A call that ended the session (a logout taking junk) leaves the next call a fresh one.
        if (answer.result === ResultCode.LOGOUT && call.family !== 'public') {
          token = (await loginAs(t.app, 'PLATFORM', 'admin')).jwtToken;
        }
      }
    },
  );
});

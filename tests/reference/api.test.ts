import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from '../../packages/server/src/test/test-app';
import { answerCodesByRoute } from '../../scripts/docs-reference/answer-codes';
import {
  answerDeclared,
  answerRows,
  answerSchema,
  apiReference,
  codesOfOperation,
  inputRows,
  loadOpenApi,
  type FieldRow,
} from '../../scripts/docs-reference/api';

/**
 * The HTTP API reference (docs/reference/api.md, "HTTP API") against the server: its field rows
 * say what the fields mean, nested bodies are shown nested, and no call answers a code its
 * "Answer codes" omit. The answers are driven here: every documented call, with no input, as
 * nobody, as a hotel user and as the platform administrator (the way the fuzz
 * test reaches every route), and the refusals the sign-in answers to a person.
 */

type OpenApi = Awaited<ReturnType<typeof loadOpenApi>>;

let document: OpenApi;
let codes: Map<string, number[]>;
let t: TestApp;

beforeAll(async () => {
  // One after the other: reading the server's code holds the event loop, and an app booting
  // meanwhile would miss its plugins' start timeout.
  codes = answerCodesByRoute();
  document = await loadOpenApi();
  // The same options as the document's app: the OpenID Connect client calls are mounted too.
  t = await createTestApp(undefined, { oidc: { issuer: 'http://127.0.0.1:9/oidc' } });
}, 240_000);

afterAll(async () => {
  await t?.close();
});

function operations(): {
  method: string;
  path: string;
  rows: FieldRow[];
  answer: FieldRow[];
  answerSchema: ReturnType<typeof answerSchema>;
}[] {
  return Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({
      method,
      path,
      rows: inputRows(operation, document),
      answer: answerRows(operation, document),
      answerSchema: answerSchema(operation, document),
    })),
  );
}

/** The envelope's result, or null for an answer that is no envelope (a file, a redirect). */
function resultOf(response: LightMyRequestResponse): number | null {
  try {
    const body = response.json<{ result?: unknown }>();
    return typeof body.result === 'number' ? body.result : null;
  } catch {
    return null;
  }
}

describe('the HTTP API reference (docs/reference/api.md)', () => {
  it('gives at least 95% of the field rows a meaning', () => {
    const rows = operations().flatMap((operation) => operation.rows);
    const described = rows.filter((row) => row.meaning.trim() !== '');
    expect(rows.length).toBeGreaterThan(900);
    expect(described.length / rows.length).toBeGreaterThanOrEqual(0.95);
  });

  it('gives at least 95% of the request and answer rows together a meaning, each kind 90%', () => {
    const input = operations().flatMap((operation) => operation.rows);
    const answer = operations().flatMap((operation) => operation.answer);
    const share = (rows: FieldRow[]) =>
      rows.filter((row) => row.meaning.trim() !== '').length / rows.length;
    expect(answer.length).toBeGreaterThan(2000);
    expect(share([...input, ...answer])).toBeGreaterThanOrEqual(0.95);
    expect(share(input)).toBeGreaterThanOrEqual(0.9);
    expect(share(answer)).toBeGreaterThanOrEqual(0.9);
  });

  it('declares the answer (`retVal`) of every call that answers an envelope', () => {
    const envelopeCalls = operations().filter((operation) => operation.answerSchema);
    expect(envelopeCalls.length).toBeGreaterThan(250);
    const undeclared = envelopeCalls
      .filter((operation) => !answerDeclared(operation.answerSchema!))
      .map((operation) => `${operation.method.toUpperCase()} ${operation.path}`);
    expect(undeclared).toEqual([]);
  });

  it('shows answers nested: the unit list as retVal.datas[] rows with their meanings', async () => {
    const list = operations().find((o) => o.method === 'get' && o.path === '/uc/unit/list');
    const byName = new Map(list?.answer.map((row) => [row.name, row]));
    expect([...byName.keys()]).toEqual(
      expect.arrayContaining(['retVal', 'retVal.datas', 'retVal.datas[].code', 'retVal.totalRows']),
    );
    expect(byName.get('retVal.datas')?.schema?.type).toBe('array');
    expect(byName.get('retVal.totalRows')?.meaning).toMatch(/rows/);
    const page = await apiReference({ document, answerCodes: codes });
    const section = page.slice(page.indexOf('### GET `/uc/unit/list`\n'));
    const answer = section.slice(section.indexOf('**Answer fields**'), section.indexOf('\n### '));
    expect(answer).toContain('| `retVal.datas[].userCount` |');
  });

  it('shows nested bodies nested: audience.users[] as objects with their own fields', () => {
    const publish = operations().find(
      (o) => o.method === 'post' && o.path === '/internal-message/api/backstage/messages',
    );
    const names = publish?.rows.map((row) => row.name) ?? [];
    expect(names).toEqual(
      expect.arrayContaining([
        'audience',
        'audience.users',
        'audience.users[].unitCode',
        'audience.users[].userCode',
        'audience.roles[].code',
        'audience.units[].withSubUnits',
      ]),
    );
    const users = publish?.rows.find((row) => row.name === 'audience.users');
    expect(users?.schema?.type).toBe('array');
  });

  it('writes each call heading with its path as code, parameters kept (`/passkey/{id}`)', async () => {
    const page = await apiReference({ document, answerCodes: codes });
    const headings = page.split('\n').filter((line) => line.startsWith('### '));
    expect(headings.length).toBeGreaterThan(100);
    // A heading ending in `{…}` is an attribute block to the site's Markdown: the path would
    // lose its parameter and `{id}` would give the heading an empty id.
    expect(headings.filter((line) => !/^### [A-Z]+ `\/[^`]*`$/.test(line))).toEqual([]);
    expect(headings).toContain('### PUT `/uc/self/mfa/passkey/{id}`');
  });

  it('lists 40101 among the answer codes of POST /uc/sso/login', async () => {
    const page = await apiReference({ document, answerCodes: codes });
    const section = page.slice(page.indexOf('### POST `/uc/sso/login`\n'));
    const line = section.split('\n').find((l) => l.startsWith('- **Answer codes:**')) ?? '';
    expect(line).toContain('[40101]');
    expect(line).toContain('[42900]');
  });

  it('no call answers a code its reference omits, whoever calls it with no input', async () => {
    const admin = await loginAs(t.app, 'PLATFORM', 'admin');
    const hotel = await loginAs(t.app, 'H001', 'frontdesk');
    const callers: (string | undefined)[] = [undefined, hotel.jwtToken];
    const omitted: string[] = [];
    let answered = 0;
    for (const { method, path } of operations()) {
      const url = path.replace(/\{\w+\}/g, 'NOPE');
      // The administrator last: a call it makes may end its own session (a logout).
      for (const token of [...callers, admin.jwtToken]) {
        const response = await t.app.inject({
          method: method.toUpperCase() as 'GET',
          url,
          headers: token ? { authorization: token } : {},
          ...(method === 'get' ? {} : { payload: {} }),
        });
        const result = resultOf(response);
        if (result === null || result === 0) continue;
        answered += 1;
        if (!codesOfOperation(codes, method, path).includes(result)) {
          omitted.push(`${method.toUpperCase()} ${path}: ${result}`);
        }
      }
    }
    expect(answered).toBeGreaterThan(500);
    expect([...new Set(omitted)]).toEqual([]);
  }, 240_000);

  it('no sign-in refusal a person meets is missing from the answer codes of its call', async () => {
    const cases: [string, Record<string, unknown>, number][] = [
      ['/uc/sso/login', { unitCode: 'H001', userCode: 'frontdesk', password: 'wrong-1' }, 40101],
      ['/uc/sso/login', { unitCode: 'H001' }, 40001],
      ['/uc/sso/resetPassword', { unitCode: 'H001', userCode: 'frontdesk' }, 40001],
    ];
    for (const [url, payload, expected] of cases) {
      const response = await t.app.inject({ method: 'POST', url, payload });
      expect(resultOf(response), url).toBe(expected);
      expect(codesOfOperation(codes, 'post', url), url).toContain(expected);
    }
    const ticket = await t.app.inject({
      method: 'GET',
      url: '/uc/sso/iamCheck',
      query: { ticket: 'ST-unknown', service: 'http://127.0.0.1:9/', appCode: 'DEMO_CHILD' },
    });
    const result = resultOf(ticket);
    expect(result).not.toBe(0);
    expect(codesOfOperation(codes, 'get', '/uc/sso/iamCheck')).toContain(result);
  });
});

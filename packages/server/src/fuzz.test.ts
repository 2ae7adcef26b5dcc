import { ServerCode } from '@portico/sdk/internal';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from './db/schema';
import { createTestApp, loginAs, type TestApp } from './test/test-app';
import { fuzzBody, fuzzPath, fuzzQuery, type FuzzBody } from './test/fuzz-inputs';

/**
 * The fuzz test (DESIGN.md "Security model": a bad input gets an envelope
 * error, never a 500, and never a half-written record). Random and hostile requests go to every
 * route the app registers — enumerated from the instance, so a new route is fuzzed too — without
 * a session, with a junk token, as the platform administrator and as a hotel user. Every answer
 * must be below HTTP 500, an envelope (or one of the few documented non-envelopes), never
 * result 50000; and no row that existed before may have changed afterwards.
 */

interface FuzzRoute {
  method: string;
  url: string;
}

type Caller = 'none' | 'junk' | 'admin' | 'hotel';

let t: TestApp;
const routes: FuzzRoute[] = [];
const tokens: Record<Caller, string | undefined> = {
  none: undefined,
  junk: 'x'.repeat(43),
  admin: undefined,
  hotel: undefined,
};
let callerIds: string[] = [];

/** Tables whose existing rows no fuzzed call may change (the fuzz never knows a real id). */
const WATCHED = {
  units: schema.units,
  users: schema.users,
  departments: schema.departments,
  userUnits: schema.userUnits,
  roles: schema.roles,
  userRoles: schema.userRoles,
  roleMenus: schema.roleMenus,
  apps: schema.apps,
  unitApps: schema.unitApps,
  menus: schema.menus,
  parameters: schema.parameters,
  securitySettings: schema.securitySettings,
  ipWhitelist: schema.ipWhitelist,
  loginLimits: schema.loginLimits,
  logos: schema.logos,
  domains: schema.domains,
  translations: schema.translations,
  messages: schema.messages,
};

/** Each watched table's rows as sorted JSON lines; the callers' own user rows are left out. */
async function snapshot(): Promise<Record<string, string[]>> {
  const result: Record<string, string[]> = {};
  for (const [name, table] of Object.entries(WATCHED)) {
    const rows = (await t.db.select().from(table)) as Record<string, unknown>[];
    result[name] = rows
      .filter((row) => name !== 'users' || !callerIds.includes(row.id as string))
      .map((row) => JSON.stringify(row))
      .sort();
  }
  return result;
}

/** Answers that are not envelopes by design (README "Routes"). */
function documentedNonEnvelope(route: FuzzRoute, response: LightMyRequestResponse): boolean {
  if (route.url.startsWith('/app-config/')) return true; // startup JSON, api-contract.md §7.2
  if (route.url === '/uc/logo/file/:code' && response.statusCode === 200) return true; // bytes
  if (route.url.startsWith('/uc/docs')) return true; // the OpenAPI document and its UI
  if (route.url === '/bootstrap/setup') return true; // the setup link's HTML page (production guide)
  return false;
}

function isEnvelope(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.result === 'number' && typeof v.msg === 'string' && 'retVal' in v;
}

async function send(
  route: FuzzRoute,
  caller: Caller,
  path: string[],
  query: Record<string, string | string[]>,
  payload: FuzzBody | undefined,
  language?: string,
): Promise<void> {
  let segment = 0;
  const url = route.url.replace(/:[A-Za-z]+/g, () => path[segment++ % path.length] ?? 'x');
  const headers: Record<string, string> = {};
  // Logging out would end the caller's session for the rest of the run.
  const token = route.url === '/uc/sso/logout' ? undefined : tokens[caller];
  if (token) headers.authorization = token;
  if (language !== undefined) headers.language = language;
  if (payload) headers['content-type'] = payload.contentType;
  const response = await t.app.inject({
    method: route.method as 'GET',
    url,
    query,
    headers,
    ...(payload ? { payload: payload.payload } : {}),
  });
  const what = `${route.method} ${url.slice(0, 120)} as ${caller}`;
  expect(response.statusCode, `${what}: HTTP ${response.statusCode} ${response.body}`).toBeLessThan(
    500,
  );
  if (documentedNonEnvelope(route, response)) return;
  let parsed: unknown;
  try {
    parsed = response.json();
  } catch {
    parsed = undefined;
  }
  expect(isEnvelope(parsed), `${what}: not an envelope: ${response.body.slice(0, 300)}`).toBe(true);
  const envelope = parsed as { result: number; msg: string };
  expect([200, 404], `${what}: HTTP ${response.statusCode}`).toContain(response.statusCode);
  expect(envelope.result, `${what}: ${envelope.msg}`).not.toBe(ServerCode.INTERNAL);
  if (envelope.result !== 0) expect(envelope.msg, what).not.toBe('');
  if (process.env.FUZZ_STATS) stats.set(envelope.result, (stats.get(envelope.result) ?? 0) + 1);
}
const stats = new Map<number, number>();
afterAll(() => {
  if (process.env.FUZZ_STATS) console.log([...stats].sort((a, b) => b[1] - a[1]));
});

beforeAll(async () => {
  t = await createTestApp();
  t.app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      // HEAD mirrors GET; the STOMP endpoint answers WebSocket upgrades, tested in stomp/.
      if (method === 'HEAD' || route.websocket) continue;
      routes.push({ method, url: route.url });
    }
  });
  await t.app.ready();
  const admin = await loginAs(t.app, 'PLATFORM', 'admin');
  const hotel = await loginAs(t.app, 'H001', 'frontdesk');
  tokens.admin = admin.jwtToken;
  tokens.hotel = hotel.jwtToken;
  callerIds = [admin.userPkId, hotel.userPkId];
});
afterAll(async () => {
  await t?.close();
});

describe('fuzz: hostile requests to every route', () => {
  it('finds the routes of every family on the instance', () => {
    const urls = routes.map((r) => r.url);
    for (const prefix of [
      '/uc/sso/',
      '/uc/user/',
      '/uc/unit/',
      '/internal-message/',
      '/translate/',
    ]) {
      expect(
        urls.some((url) => url.startsWith(prefix)),
        prefix,
      ).toBe(true);
    }
    expect(routes.length).toBeGreaterThan(100);
  });

  it('answers 2,000 random requests with envelopes, never a 5xx, and changes no existing row', async () => {
    const before = await snapshot();
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.constantFrom<Caller>('none', 'junk', 'admin', 'hotel', 'admin', 'hotel'),
        fc.array(fuzzPath, { minLength: 1, maxLength: 2 }),
        fuzzQuery,
        fuzzBody,
        fc.option(fc.constantFrom('en-US', 'zh-CN', 'xx', '\u00e9', ''), { nil: undefined }),
        async (route, caller, path, query, payload, language) => {
          sent += 1;
          await send(route, caller, path, query, payload, language);
        },
      ),
      // A fixed seed: a failure is replayed by running the test again.
      {
        numRuns: Number(process.env.FUZZ_RUNS ?? 2_000),
        seed: Number(process.env.FUZZ_SEED ?? 4_2026),
        endOnFailure: true,
      },
    );
    expect(sent).toBeGreaterThanOrEqual(2_000);
    const after = await snapshot();
    for (const [name, rows] of Object.entries(before)) {
      const now = new Set(after[name]);
      const changed = rows.filter((row) => !now.has(row));
      expect(changed, `${name}: rows changed or deleted by the fuzz`).toEqual([]);
    }
  }, 120_000);

  it('answers an over-long path id and a broken percent-encoding with an envelope', async () => {
    for (const url of [`/uc/org/code/${'x'.repeat(20_000)}`, '/uc/org/code/%E0%A4%A']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ result: ServerCode.INVALID_INPUT });
    }
  });
});

import { type Envelope, type PagedResult } from '@portico/sdk';
import { ServerCode } from '@portico/sdk/internal';
import { CALL_LIST, isAdminFamily, type LoginLogRow, USER_CODE_CALLS } from '@portico/sdk/contract';
import { routeKeyOf } from '../../openapi/call-docs';
import Fastify from 'fastify';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema';
import { createMailer } from '../../shared/mail';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  createMatrixContext,
  MATRIX_APP_OPTIONS,
  type MatrixContext,
  type MatrixRow,
} from '../../test/matrix/context';
import { ADMIN_MATRIX_ROWS } from '../../test/matrix/rows';
import { oidcClientRoutes } from '../../oidc/client-routes';
import { upstreamIdpRoutes } from '../../oidc/upstream/routes';
import { adminRoutes } from './admin-routes';
import { customDataAuthRoutes } from '../custom-data/custom-data-auth-routes';
import { userRelationRoutes } from '../users/user-relations-routes';
import { createCaller } from '../../test/admin-test-kit';
import { MATRIX_ENVELOPE_CALLS } from '../../test/answer-schemas';

/**
 * The authorization matrix (product.md §6): every administration call about
 * hotel H001's data, made by administrators of other units (sibling hotel H002, other group
 * G002) and by a plain user of H001, is refused and changes nothing; the platform administrator
 * is allowed. Records out of scope answer 40401 like unknown ones; a caller who administers
 * nothing, or a platform-only call, answers 40301 (README "Administration").
 */
let t: TestApp;
let as: ReturnType<typeof createCaller>;
let ctx: MatrixContext;

const FOREIGN_ADMINS = ['H002/manager', 'G002/summitadmin'];
const PLAIN_USER = 'H001/frontdesk';
const PLATFORM_ADMIN = 'PLATFORM/admin';

// Every table an administration call may write (sessions and login logs change by signing in).
const WATCHED = [
  schema.units,
  schema.areas,
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
];

async function snapshot(): Promise<string[]> {
  const tables = await Promise.all(WATCHED.map((table) => t.db.select().from(table)));
  return tables.map((rows) =>
    rows
      .map((row) => JSON.stringify(row))
      .sort()
      .join('\n'),
  );
}

beforeAll(async () => {
  t = await createTestApp(undefined, MATRIX_APP_OPTIONS);
  as = createCaller(t);
  ctx = await createMatrixContext(t.db);
  // Sign everyone in first, so that the snapshots compare administration writes only.
  for (const account of [...FOREIGN_ADMINS, PLAIN_USER, PLATFORM_ADMIN]) {
    await as(account, 'GET', '/uc/user/getBackgroundUnit');
  }
});
afterAll(async () => {
  await t?.close();
});

async function send(
  account: string,
  row: MatrixRow,
  request: Awaited<ReturnType<MatrixRow['request']>>,
) {
  const [method, url] = row.call.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
  return as<unknown>(account, method, url!, request);
}

/** Where a real answer leaves its declared schema: path and message of each issue. */
function answerIssues(schema: z.ZodType, retVal: unknown): string[] {
  const parsed = schema.safeParse(retVal);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

function expectForeign(row: MatrixRow, answer: Envelope<unknown>) {
  if (row.foreign === 'own-unit') {
    expect(answer.result).toBe(0);
    const rows = (answer.retVal as PagedResult<LoginLogRow>).datas;
    expect(rows.filter((r) => r.unitCode === 'H001')).toEqual([]);
    return;
  }
  expect({ result: answer.result, retVal: answer.retVal }).toEqual({
    result: row.foreign ?? ServerCode.NOT_FOUND,
    retVal: null,
  });
}

describe('authorization matrix of the administration calls (product.md §6)', () => {
  it.each(ADMIN_MATRIX_ROWS.map((row) => [row.call, row] as const))('%s', async (_call, row) => {
    const request = await row.request(ctx);
    const before = await snapshot();
    for (const account of FOREIGN_ADMINS) {
      expectForeign(row, await send(account, row, request));
    }
    const plain = await send(PLAIN_USER, row, request);
    expect({ result: plain.result, msg: plain.msg }).toEqual({
      result: ServerCode.FORBIDDEN,
      msg: 'No permission',
    });
    expect(await snapshot()).toEqual(before);
    const allowed = await send(PLATFORM_ADMIN, row, request);
    expect({ result: allowed.result, msg: allowed.msg }).toEqual({ result: 0, msg: '' });
    // What the server really answers is what the declaration says it answers.
    if (row.answer) expect(answerIssues(row.answer, allowed.retVal)).toEqual([]);
  });

  it('knows the answer schema of every envelope call it makes', () => {
    expect(ADMIN_MATRIX_ROWS.filter((row) => row.answer).length).toBe(MATRIX_ENVELOPE_CALLS.length);
  });

  it('has a row for every administration route (adding a call adds a row)', async () => {
    const probe = Fastify();
    const routes = new Set<string>();
    probe.addHook('onRoute', (route) => {
      const methods = [route.method].flat().filter((m) => m !== 'HEAD');
      for (const method of methods) routes.add(`${method} ${route.url}`);
    });
    await probe.register(adminRoutes, {
      prefix: '/uc',
      db: t.db,
      mailer: createMailer({ log: () => {} }),
      casLoginUrl: null,
    });
    await probe.register(oidcClientRoutes, { prefix: '/uc', db: t.db });
    const options = { prefix: '/uc', db: t.db, mailer: createMailer({ log: () => {} }) };
    await probe.register(userRelationRoutes, { ...options, casLoginUrl: null });
    await probe.register(customDataAuthRoutes, { ...options, casLoginUrl: null });
    await probe.register(upstreamIdpRoutes, {
      prefix: '/uc',
      db: t.db,
      redirectUri: 'https://x/cb',
    });
    await probe.ready();
    const covered = new Set(ADMIN_MATRIX_ROWS.map((row) => row.call.split(' ')[1]));
    // Decrypt shares the user relations' plugin but any signed-in user may call it.
    const open = new Set(Object.values(USER_CODE_CALLS).map((call) => `/uc${call.path}`));
    const missing = [...routes]
      .map((route) => route.split(' ')[1]!)
      .filter((url) => !covered.has(url) && !open.has(url));
    expect(missing).toEqual([]);
    // One row per call, and no row for a call that does not exist.
    expect(new Set(ADMIN_MATRIX_ROWS.map((row) => row.call)).size).toBe(ADMIN_MATRIX_ROWS.length);
    const declared = CALL_LIST.filter((call) => isAdminFamily(call.family)).map(routeKeyOf);
    const urls = new Set([...routes, ...declared].map((route) => route.split(' ')[1]));
    expect([...covered].filter((url) => !urls.has(url))).toEqual([]);
    // Every declared administration call, wherever its domain, is a row.
    const rows = new Set(ADMIN_MATRIX_ROWS.map((row) => row.call));
    expect(declared.filter((call) => !rows.has(call as MatrixRow['call']))).toEqual([]);
    await probe.close();
  });
});

import { and, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Database } from '../db/client';
import { departments, roles, units, users } from '../db/schema';
import { type Envelope } from '@portico/sdk';
import { ServerCode } from '@portico/sdk/internal';
import { MATRIX_APP_OPTIONS } from './matrix/app-options';
import { createTestApp, loginAs, type CallOptions, type TestApp } from './test-app';

/** Fixtures of the administration tests (admin-*.test.ts): ids of demo records, sign-ins. */

export async function unitId(db: Database, code: string): Promise<string> {
  const [row] = await db.select({ id: units.id }).from(units).where(eq(units.code, code));
  if (!row) throw new Error(`no unit ${code}`);
  return row.id;
}

export async function userId(db: Database, unitCode: string, userCode: string): Promise<string> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.unitId, await unitId(db, unitCode)), eq(users.userCode, userCode)));
  if (!row) throw new Error(`no user ${unitCode}/${userCode}`);
  return row.id;
}

export async function departmentId(db: Database, unitCode: string, code: string) {
  const [row] = await db
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.unitId, await unitId(db, unitCode)), eq(departments.code, code)));
  if (!row) throw new Error(`no department ${unitCode}/${code}`);
  return row.id;
}

export async function roleId(db: Database, unitCode: string, code: string): Promise<string> {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.unitId, await unitId(db, unitCode)), eq(roles.code, code)));
  if (!row) throw new Error(`no role ${unitCode}/${code}`);
  return row.id;
}

/** Signs in once per account and calls with that token. */
export function createCaller(t: TestApp) {
  const tokens = new Map<string, Promise<string>>();
  const tokenOf = (account: string) => {
    const [unit = '', user = ''] = account.split('/');
    if (!tokens.has(account))
      tokens.set(
        account,
        loginAs(t.app, unit, user).then((r) => r.jwtToken),
      );
    return tokens.get(account)!;
  };
  return async function as<T = unknown>(
    account: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options: Omit<CallOptions, 'token'> = {},
  ): Promise<Envelope<T>> {
    const response = await t.app.inject({
      method,
      url,
      query: options.query,
      headers: { language: 'en-US', ...options.headers, authorization: await tokenOf(account) },
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });
    // Every answer to user input is an envelope with HTTP 200 (DESIGN.md): never a 500.
    if (response.statusCode !== 200) {
      throw new Error(`${method} ${url}: HTTP ${response.statusCode} ${response.body}`);
    }
    return response.json<Envelope<T>>();
  };
}

/** Values no client should send, shared by the admin-*-bad-input tests. */
export const UNKNOWN = '00000000-0000-4000-8000-000000000000';
export const NUL = 'a\u0000b';
export const LONG = 'x'.repeat(100_000);

export interface Hostile {
  query?: Record<string, string>;
  /** An object is sent as JSON; a string is sent as the raw JSON text. */
  body?: unknown;
}

/**
 * A bad-input test (DESIGN.md "Security model"): an app signed in as the platform administrator,
 * who passes every authorization check so that only validation stands in the way, and a snapshot
 * of the `watched` tables to prove a refused call wrote nothing. Registers its own hooks.
 */
export function hostileInputBench(watched: PgTable[]) {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(undefined, MATRIX_APP_OPTIONS);
    token = (await loginAs(t.app, 'PLATFORM', 'admin')).jwtToken;
  });
  afterAll(async () => {
    await t?.close();
  });

  async function snapshot(): Promise<string> {
    const tables = await Promise.all(watched.map((table) => t.db.select().from(table)));
    return JSON.stringify(tables.map((rows) => rows.map((r) => JSON.stringify(r)).sort()));
  }

  /** `call` is `METHOD /path`; every answer to input is HTTP 200 with an envelope. */
  async function send(call: string, input: Hostile): Promise<Envelope<unknown>> {
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

  /**
   * Sends each case to `call`: never 50000; a refusal says why and writes nothing. With
   * `onlyReadsPass`, a write that accepts a hostile case fails the test (it needs its fields).
   */
  async function expectEachHandled(
    call: string,
    cases: [string, Hostile][],
    { onlyReadsPass = false } = {},
  ): Promise<void> {
    for (const [what, input] of cases) {
      const before = await snapshot();
      const answer = await send(call, input);
      expect(answer.result, `${call} with ${what}: ${answer.msg}`).not.toBe(ServerCode.INTERNAL);
      if (answer.result !== 0) {
        expect(answer.msg, `${call} with ${what}`).not.toBe('');
        expect(await snapshot(), `${call} with ${what} wrote although refused`).toBe(before);
      } else if (onlyReadsPass) {
        expect(call, `${call} with ${what} succeeded`).toMatch(/^GET /);
      }
    }
  }

  return { send, expectEachHandled };
}

import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { departments, roles, units, users } from '../db/schema';
import type { Envelope } from '@portico/sdk';
import { loginAs, type CallOptions, type TestApp } from '../test/test-app';

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

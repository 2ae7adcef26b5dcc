import type { Envelope, LoginResult } from '@portico/sdk';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app';
import type { Database } from '../db/client';
import { DEMO_PASSWORD } from '../db/demo-data';
import { seedDemo } from '../db/seed';
import type { StaticRoots } from '../modules/static/static-routes';
import { openTestDatabase } from './test-db';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  close(): Promise<void>;
}

/**
 * A seeded database and an app on it, as `npm start` would have them (without listening). The
 * rate limits are off unless given: the suites sign in far more often than a person would, all
 * from one address (rate-limits.test.ts tests them).
 */
export async function createTestApp(
  staticRoots?: StaticRoots,
  options: Pick<BuildAppOptions, 'rateLimits' | 'oidc'> = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  await seedDemo(database.handle.db);
  const app = buildApp({
    db: database.handle.db,
    staticRoots,
    rateLimits: options.rateLimits ?? false,
    oidc: options.oidc,
  });
  return {
    app,
    db: database.handle.db,
    close: async () => {
      await app.close();
      await database.teardown();
    },
  };
}

export function envelopeOf<T = unknown>(response: LightMyRequestResponse): Envelope<T> {
  return response.json<Envelope<T>>();
}

export async function postLogin(
  app: FastifyInstance,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/uc/sso/login', payload: body as object, headers });
}

/** Signs a demo user in and returns the login result; fails the test when sign-in fails. */
export async function loginAs(
  app: FastifyInstance,
  unitCode: string,
  userCode: string,
  password = DEMO_PASSWORD,
): Promise<LoginResult> {
  const envelope = envelopeOf<LoginResult>(await postLogin(app, { unitCode, userCode, password }));
  if (envelope.result !== 0) throw new Error(`login ${unitCode}/${userCode}: ${envelope.msg}`);
  return envelope.retVal;
}

export async function getWithToken(
  app: FastifyInstance,
  url: string,
  token: string,
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url, headers: { authorization: token } });
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  query?: Record<string, string>;
  headers?: Record<string, string>;
}

/** Any call, with the token as Authorization and a JSON body; answers the envelope. */
export async function call<T = unknown>(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  options: CallOptions = {},
): Promise<Envelope<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = options.token;
  const response = await app.inject({
    method,
    url,
    query: options.query,
    headers,
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
  if (response.statusCode !== 200) {
    throw new Error(`${method} ${url}: HTTP ${response.statusCode} ${response.body}`);
  }
  return envelopeOf<T>(response);
}

/**
 * An app session the way a child app gets one (DESIGN.md "Security model"): the hub's token buys
 * a one-time code for the app at /sso/check, and the app spends that code at /sso/check.
 */
export async function appTokenFor(
  app: FastifyInstance,
  hubToken: string,
  appCode: string,
): Promise<string> {
  const code = await call<string>(app, 'GET', '/uc/sso/check', {
    query: { token: hubToken, appCode },
  });
  if (code.result !== 0) throw new Error(`no code for ${appCode}: ${code.result} ${code.msg}`);
  const token = await call<string>(app, 'GET', '/uc/sso/check', {
    query: { token: code.retVal, appCode },
  });
  if (token.result !== 0) throw new Error(`code refused for ${appCode}: ${token.result}`);
  return token.retVal;
}

import { type Envelope } from '@portico/sdk';
import { CALL_BASES, CALL_LIST } from '@portico/sdk/contract';
import { ServerCode } from '@portico/sdk/internal';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { DEMO_PASSWORD } from '../db/demo-data';
import { rateLimitHits } from '../db/schema';
import { seedDemo } from '../db/seed';
import { DEFAULT_RATE_LIMITS, rateLimitsFromEnv } from './rate-limits';
import { openTestDatabase, type TestDatabase } from '../test/test-db';

/**
 * Throttling from outside (DESIGN.md security model; product.md §2.6 login and recovery): sign-in,
 * recovery and code sending are limited per client address and per account with the default
 * limits, on the database, so two nodes count together. A throttled call answers an envelope
 * error with a clear message and Retry-After; once the window ends the holder gets in.
 */
let database: TestDatabase;
let second: DatabaseHandle | null = null;
let nodeA: FastifyInstance;
let nodeB: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemo(database.handle.db);
  second = database.url ? await openDatabase({ url: database.url }) : null;
  // With the OpenID Connect provider, whose mount adds the corporate sign-in's public calls.
  nodeA = buildApp({
    db: database.handle.db,
    rateLimits: DEFAULT_RATE_LIMITS,
    oidc: { issuer: 'http://127.0.0.1:9/oidc' },
  });
  nodeB = buildApp({ db: (second ?? database.handle).db, rateLimits: DEFAULT_RATE_LIMITS });
});
afterAll(async () => {
  await nodeA?.close();
  await nodeB?.close();
  await second?.close();
  await database?.teardown();
});

let address = 0;
/** A client address no other test uses. */
const freshIp = () => `198.51.100.${++address}`;

async function send(
  node: FastifyInstance,
  ip: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
) {
  const response = await node.inject({
    method,
    url,
    payload,
    remoteAddress: ip,
    headers: { language: 'en-US' },
  });
  expect(response.statusCode).toBe(200);
  return {
    envelope: response.json<Envelope<unknown>>(),
    retryAfter: response.headers['retry-after'],
  };
}
const login = (node: FastifyInstance, ip: string, body: object) =>
  send(node, ip, 'POST', '/uc/sso/login', body);
const resetHits = () => database.handle.db.delete(rateLimitHits);

describe('sign-in limits (default: 30 a minute per address, 10 in 5 minutes per account)', () => {
  it('throttles 60 sprayed logins from one address, with a clear envelope error and Retry-After', async () => {
    const ip = freshIp();
    const answers = [];
    for (let i = 0; i < 60; i += 1) {
      answers.push(
        await login(nodeA, ip, { unitCode: 'H001', userCode: `spray${i}`, password: 'x' }),
      );
    }
    const results = answers.map((a) => a.envelope.result);
    expect(results.slice(0, 30)).toEqual(Array(30).fill(ServerCode.BAD_CREDENTIALS));
    expect(results.slice(30)).toEqual(Array(30).fill(ServerCode.TOO_MANY_REQUESTS));
    const throttled = answers[59]!;
    expect(throttled.envelope.msg).toMatch(/^Too many attempts, please try again in \d+ seconds$/);
    expect(throttled.envelope.retVal).toBeNull();
    expect(Number(throttled.retryAfter)).toBeGreaterThan(0);
    expect(Number(throttled.retryAfter)).toBeLessThanOrEqual(60);
    // Even the right password waits: the limit comes before any check.
    // Addresses of one IPv6 /64 count together.
    const v6 = [];
    for (let i = 0; i < 31; i += 1) {
      const body = { unitCode: 'H001', userCode: `v6spray${i}`, password: 'x' };
      v6.push((await login(nodeA, `2001:db8:1:2::${(i + 1).toString(16)}`, body)).envelope.result);
    }
    expect(v6.at(-1)).toBe(ServerCode.TOO_MANY_REQUESTS);
    const right = await login(nodeA, ip, {
      unitCode: 'H001',
      userCode: 'nightaudit',
      password: DEMO_PASSWORD,
    });
    expect(right.envelope.result).toBe(ServerCode.TOO_MANY_REQUESTS);
  });

  it('counts attempts on both nodes together (the store is the database)', async () => {
    const ip = freshIp();
    const results = [];
    for (let i = 0; i < 20; i += 1) {
      const node = i % 2 === 0 ? nodeA : nodeB;
      results.push(
        (await login(node, ip, { unitCode: 'X', userCode: `n${i}`, password: 'x' })).envelope
          .result,
      );
    }
    for (let i = 0; i < 20; i += 1) {
      const node = i % 2 === 0 ? nodeB : nodeA;
      results.push(
        (await login(node, ip, { unitCode: 'X', userCode: `m${i}`, password: 'x' })).envelope
          .result,
      );
    }
    expect(results.filter((r) => r === ServerCode.TOO_MANY_REQUESTS)).toHaveLength(10);
  });

  it('limits one account from many addresses; the holder gets in once the window ends', async () => {
    const results = [];
    for (let i = 0; i < 12; i += 1) {
      const body = { unitCode: 'H002', userCode: 'DUTY', password: `guess${i}` };
      results.push((await login(nodeA, freshIp(), body)).envelope.result);
    }
    expect(results).toEqual([
      ...Array(10).fill(ServerCode.BAD_CREDENTIALS),
      ServerCode.TOO_MANY_REQUESTS,
      ServerCode.TOO_MANY_REQUESTS,
    ]);
    // The account locked after 5 of those failures; the window and the lock both run out.
    await resetHits();
    await database.handle.db.execute(
      "update users set locked_until = now() - interval '1 second' where user_code = 'duty'",
    );
    const holder = await login(nodeB, freshIp(), {
      unitCode: 'H002',
      userCode: 'duty',
      password: DEMO_PASSWORD,
    });
    expect(holder.envelope.result).toBe(0);
  });
});

describe('recovery and code-sending limits (per address and per account)', () => {
  it('throttles recovery mails for one account after 5 in 15 minutes, from any address', async () => {
    const body = { unitCode: 'PLATFORM', userCode: 'translator', email: 'wrong@example.com' };
    const results = [];
    for (let i = 0; i < 7; i += 1) {
      results.push(
        (await send(nodeA, freshIp(), 'POST', '/uc/sso/sendResetPasswordMail', body)).envelope
          .result,
      );
    }
    expect(results.slice(0, 5).every((r) => r !== ServerCode.TOO_MANY_REQUESTS)).toBe(true);
    expect(results.slice(5)).toEqual([ServerCode.TOO_MANY_REQUESTS, ServerCode.TOO_MANY_REQUESTS]);
  });

  it('throttles SMS code sending from one address after 10 in 15 minutes', async () => {
    const ip = freshIp();
    const results = [];
    for (let i = 0; i < 12; i += 1) {
      const url = `/uc/sso/sendMobileCode?encodedCode=probe${i}`;
      results.push((await send(nodeB, ip, 'GET', url)).envelope.result);
    }
    expect(results.slice(0, 10).every((r) => r !== ServerCode.TOO_MANY_REQUESTS)).toBe(true);
    expect(results.slice(10)).toEqual([ServerCode.TOO_MANY_REQUESTS, ServerCode.TOO_MANY_REQUESTS]);
  });
});

/** Every call anyone may make without a session that is not a read: what a script repeats. */
function publicWrites(): { method: string; url: string }[] {
  const urls = CALL_LIST.filter(
    (call) => call.family === 'public' && call.method !== 'GET' && call.base === 'UC',
  ).map((call) => `${call.method} ${CALL_BASES[call.base]}${call.path}`);
  return [...new Set(urls)].map((key) => {
    const [method, url] = key.split(' ') as [string, string];
    return { method, url };
  });
}

describe('every public call that writes or checks a secret is throttled per address', () => {
  const calls = publicWrites();

  it('finds the sign-in, second-step, passkey, enrolment and recovery calls', () => {
    const urls = calls.map((c) => c.url);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/uc/sso/login',
        '/uc/sso/login/mfa',
        '/uc/sso/login/mfa/totp',
        '/uc/sso/login/passkey/options',
        '/uc/sso/login/passkey',
        '/uc/sso/login/mfa/passkey/options',
        '/uc/sso/sendResetPasswordMail',
      ]),
    );
  });

  // The largest per-address limit of any family, and one more.
  const most = Math.max(...Object.values(DEFAULT_RATE_LIMITS).map((rule) => rule.max)) + 1;

  it.each(calls)('$method $url answers 42900 within its limit from one address', async (call) => {
    const ip = freshIp();
    let throttled = false;
    for (let i = 0; i < most && !throttled; i += 1) {
      const response = await nodeA.inject({
        method: call.method as 'POST',
        url: call.url,
        payload: { mfaToken: `probe-${ip}`, unitCode: 'H001', userCode: `probe${i}` },
        remoteAddress: ip,
        headers: { language: 'en-US' },
      });
      // Mounted here (no 404), and never a server error for a stranger's body.
      expect(response.statusCode).toBe(200);
      throttled = response.json<Envelope<unknown>>().result === ServerCode.TOO_MANY_REQUESTS;
    }
    expect(throttled).toBe(true);
  });
});

describe('passkey options at sign-in (120 a minute per address, apart from sign-ins)', () => {
  it('an office behind one address opens the login page often without using up its sign-ins', async () => {
    await resetHits();
    const ip = freshIp();
    const options = () => send(nodeA, ip, 'POST', '/uc/sso/login/passkey/options', {});
    for (let i = 0; i < 120; i += 1) expect((await options()).envelope.result).toBe(0);
    const throttled = await options();
    expect(throttled.envelope.result).toBe(ServerCode.TOO_MANY_REQUESTS);
    expect(Number(throttled.retryAfter)).toBeGreaterThan(0);
    const signIn = await login(nodeA, ip, {
      unitCode: 'PLATFORM',
      userCode: 'admin',
      password: DEMO_PASSWORD,
    });
    expect(signIn.envelope.result).toBe(0);
  });
});

describe('configuration (README "Security")', () => {
  it('reads RATE_LIMIT_* as <max>/<seconds>, RATE_LIMITS=off, and refuses malformed values', () => {
    expect(rateLimitsFromEnv({})).toEqual(DEFAULT_RATE_LIMITS);
    expect(rateLimitsFromEnv({ RATE_LIMITS: 'off' })).toBe(false);
    const limits = rateLimitsFromEnv({ RATE_LIMIT_SIGN_IN_PER_IP: '100/30' });
    expect(limits && limits.signInPerIp).toEqual({ max: 100, windowSeconds: 30 });
    expect(() => rateLimitsFromEnv({ RATE_LIMIT_CODES_PER_IP: 'lots' })).toThrow(
      /RATE_LIMIT_CODES_PER_IP/,
    );
  });
});

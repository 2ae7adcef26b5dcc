import { createHash } from 'node:crypto';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import { ServerCode } from '@portico/sdk/internal';
import { decodeMobileCodeKey } from '@portico/sdk/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { ApiError } from '../shared/errors';
import { databaseStore } from './rate-limit-store';
import { tokenFromHeader } from './require-session';

/**
 * Rate limits of the calls an attacker repeats (DESIGN.md security model; product.md §2.6 login
 * and password recovery): sign-in, recovery and code sending, each per client IP and per account,
 * counted on the database so that several nodes share them. A throttled call answers an envelope
 * error (42900, 'Too many attempts, please try again in N seconds') with `Retry-After`, never a
 * bare HTTP 429 that clients would show as 'network request error' (api-contract.md §8).
 */
export interface RateRule {
  max: number;
  windowSeconds: number;
}

export type RateFamily = 'signIn' | 'recovery' | 'codes' | 'challenges';

export type RateLimits = Record<`${RateFamily}${'PerIp' | 'PerAccount'}`, RateRule>;

/**
 * Defaults: a person mistyping stays far below them; a script is stopped within a second. The
 * per-account limits sit above the lockout (5 failures) so that it, not the limit, answers first.
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  signInPerIp: { max: 30, windowSeconds: 60 },
  signInPerAccount: { max: 10, windowSeconds: 300 },
  recoveryPerIp: { max: 10, windowSeconds: 900 },
  recoveryPerAccount: { max: 5, windowSeconds: 900 },
  codesPerIp: { max: 10, windowSeconds: 900 },
  codesPerAccount: { max: 5, windowSeconds: 900 },
  // Passkey options: the login page asks once per visit where passwordless is allowed, so an
  // office behind one address asks far more often than it signs in; each answer stores a
  // challenge for five minutes, which this bounds.
  challengesPerIp: { max: 120, windowSeconds: 60 },
  challengesPerAccount: { max: 10, windowSeconds: 300 },
};

/** Environment names of the limits (README "Security"): `RATE_LIMIT_SIGN_IN_PER_IP=30/60`. */
export const RATE_LIMIT_ENV: Record<keyof RateLimits, string> = {
  signInPerIp: 'RATE_LIMIT_SIGN_IN_PER_IP',
  signInPerAccount: 'RATE_LIMIT_SIGN_IN_PER_ACCOUNT',
  recoveryPerIp: 'RATE_LIMIT_RECOVERY_PER_IP',
  recoveryPerAccount: 'RATE_LIMIT_RECOVERY_PER_ACCOUNT',
  codesPerIp: 'RATE_LIMIT_CODES_PER_IP',
  codesPerAccount: 'RATE_LIMIT_CODES_PER_ACCOUNT',
  challengesPerIp: 'RATE_LIMIT_CHALLENGES_PER_IP',
  challengesPerAccount: 'RATE_LIMIT_CHALLENGES_PER_ACCOUNT',
};

/**
 * The limits from the environment: `RATE_LIMITS=off` turns them off; each `RATE_LIMIT_*` is
 * `<max>/<window seconds>`. A malformed value is a start-up error, not a silent default.
 */
export function rateLimitsFromEnv(env: NodeJS.ProcessEnv): RateLimits | false {
  if (env.RATE_LIMITS === 'off') return false;
  const limits = { ...DEFAULT_RATE_LIMITS };
  for (const [name, variable] of Object.entries(RATE_LIMIT_ENV) as [keyof RateLimits, string][]) {
    const value = env[variable];
    if (!value) continue;
    const match = /^(\d+)\/(\d+)$/.exec(value.trim());
    if (!match || Number(match[1]) < 1 || Number(match[2]) < 1) {
      throw new Error(`${variable}=${value}: expected <max>/<window seconds>, e.g. 30/60`);
    }
    limits[name] = { max: Number(match[1]), windowSeconds: Number(match[2]) };
  }
  return limits;
}

type Body = Record<string, unknown> | undefined;
const field = (source: unknown, name: string): string =>
  typeof (source as Body)?.[name] === 'string'
    ? ((source as Record<string, string>)[name] ?? '').trim().toLowerCase()
    : '';
const account = (unitCode: string, name: string) =>
  unitCode && name ? `${unitCode}/${name}` : null;

/** Most throttled calls name the account by unit and user code in their body. */
const byUserInBody = (r: FastifyRequest) =>
  account(field(r.body, 'unitCode'), field(r.body, 'userCode'));

/**
 * A held sign-in's token (its own key: the body names no account), trimmed as the call's schema
 * trims it, so that spaces around one token do not make new keys.
 */
const byMfaToken = (r: FastifyRequest) => {
  const token = (r.body as Body)?.mfaToken;
  return typeof token === 'string' && token.trim() ? `mfa/${token.trim()}` : null;
};

/** Calls of a signed-in user, counted per session token as the session check reads it. */
const bySessionToken = (r: FastifyRequest) => tokenFromHeader(r.headers.authorization);

/** The throttled calls, by method and route, and the account each one is about. */
const THROTTLED: Record<string, { family: RateFamily; account(r: FastifyRequest): string | null }> =
  {
    'POST /uc/sso/login': {
      family: 'signIn',
      account: byUserInBody,
    },
    'POST /uc/login': {
      family: 'signIn',
      account: byUserInBody,
    },
    'POST /uc/login/checkOverwrite': {
      family: 'signIn',
      account: byUserInBody,
    },
    // The second step of a sign-in: per address, and per token (one held sign-in of one
    // account), so that a burst from many addresses or nodes checks no more codes than the
    // account's limit before the lockout answers; wrong codes also count toward the lockout.
    'POST /uc/sso/login/mfa': {
      family: 'signIn',
      account: byMfaToken,
    },
    // A texted code for a held sign-in: per address, as the other code sending; the code store
    // itself allows one a minute per account.
    'POST /uc/sso/login/mfa/sms': {
      family: 'codes',
      account: () => null,
    },
    // Enrolment forced at sign-in, per address and per held sign-in: each start stores a new
    // secret or challenge, each finish checks an answer.
    'POST /uc/sso/login/mfa/totp': {
      family: 'signIn',
      account: byMfaToken,
    },
    'POST /uc/sso/login/mfa/totp/confirm': {
      family: 'signIn',
      account: byMfaToken,
    },
    'POST /uc/sso/login/mfa/passkey/options': {
      family: 'challenges',
      account: byMfaToken,
    },
    'POST /uc/sso/login/mfa/passkey': {
      family: 'signIn',
      account: byMfaToken,
    },
    // Signing in with a passkey: the options store a challenge for anyone who asks (the login
    // page asks once per visit, so they have limits of their own), the answer is a sign-in; per
    // address, and per held sign-in when it is the second factor.
    'POST /uc/sso/login/passkey/options': {
      family: 'challenges',
      account: byMfaToken,
    },
    'POST /uc/sso/login/passkey': {
      family: 'signIn',
      account: byMfaToken,
    },
    // A signed-in user's enrolment code guesses, per address and per session token.
    'POST /uc/self/mfa/totp/confirm': {
      family: 'signIn',
      account: bySessionToken,
    },
    // Confirming the password before adding a factor: wrong ones also count toward the lockout.
    'POST /uc/self/verify': {
      family: 'signIn',
      account: bySessionToken,
    },
    // Removing a factor checks the password: no unlimited password guesses through a session.
    'DELETE /uc/self/mfa/totp': {
      family: 'signIn',
      account: bySessionToken,
    },
    'DELETE /uc/self/mfa/passkey/:id': {
      family: 'signIn',
      account: bySessionToken,
    },
    // So do the password change and the e-mail binding.
    'POST /uc/user/updateUserPassword': {
      family: 'signIn',
      account: bySessionToken,
    },
    'POST /uc/user/resetEmail': {
      family: 'signIn',
      account: bySessionToken,
    },
    // A corporate sign-in start makes the server call the unit's provider (once per cache life).
    'GET /uc/sso/upstream/start': {
      family: 'signIn',
      account: () => null,
    },
    // With credentials, the corporate identity is linked by the account's password.
    'POST /uc/sso/upstream/finish': {
      family: 'signIn',
      account: (r) => {
        const userCode = field(r.body, 'userCode');
        return userCode ? `upstream/${userCode}` : null;
      },
    },
    'POST /uc/sso/pmsLogin': {
      family: 'signIn',
      account: (r) => account(field(r.body, 'unitCode'), `pms:${field(r.body, 'pmsAccount')}`),
    },
    'POST /uc/sso/sendResetPasswordMail': {
      family: 'recovery',
      account: byUserInBody,
    },
    'POST /uc/sso/checkResetCode': {
      family: 'recovery',
      account: byUserInBody,
    },
    'POST /uc/sso/resetPassword': {
      family: 'recovery',
      account: byUserInBody,
    },
    'POST /uc/sso/unlockAccount': {
      family: 'recovery',
      account: byUserInBody,
    },
    // The account the key names, known or not: the count tells nothing about its existence.
    'GET /uc/sso/sendMobileCode': {
      family: 'codes',
      account: (r) => {
        const raw =
          typeof (r.query as Body)?.encodedCode === 'string' ? (r.query as Body)!.encodedCode : '';
        const key = decodeMobileCodeKey(String(raw).trim());
        return key ? account(key.unitCode.toLowerCase(), key.userCode.toLowerCase()) : null;
      },
    },
    // The session's own e-mail binding code: counted per token.
    'POST /uc/user/emailResetCode': {
      family: 'codes',
      account: bySessionToken,
    },
  };

/** Keys are hashed: bounded length, and no account names or tokens in the table. */
const digest = (value: string) => createHash('sha256').update(value).digest('base64url');

/**
 * Registers @fastify/rate-limit (no global limit) with the database store, and on each throttled
 * route a first preHandler that applies its IP and account limits (after the body is parsed, so
 * the account is known; before the session check).
 */
export function registerRateLimits(app: FastifyInstance, db: Database, limits: RateLimits): void {
  app.register(rateLimit, { global: false, store: databaseStore(db) });
  type Limiter = ReturnType<FastifyInstance['createRateLimit']>;
  // The account a request is about, found once per request by the hook below.
  const accounts = new WeakMap<FastifyRequest, string>();
  const limiters = new Map<keyof RateLimits, Limiter>();
  const limiterOf = (name: keyof RateLimits): Limiter => {
    let limiter = limiters.get(name);
    if (!limiter) {
      const rule = limits[name];
      const perIp = name.endsWith('PerIp');
      limiter = app.createRateLimit({
        max: rule.max,
        timeWindow: rule.windowSeconds * 1000,
        // An IPv6 client counts by its /64: one host holds a whole one.
        keyGenerator: (r) =>
          `${name}:${digest(perIp ? normalizeIP(r.ip) : (accounts.get(r) ?? ''))}`,
      });
      limiters.set(name, limiter);
    }
    return limiter;
  };

  // Checked per throttled route only: the other routes pay nothing for the limits.
  const limit = async (request: FastifyRequest, reply: FastifyReply, route: string) => {
    const throttled = THROTTLED[`${request.method} ${route}`];
    if (!throttled) return;
    const { family } = throttled;
    const rules: (keyof RateLimits)[] = [`${family}PerIp`];
    const name = throttled.account(request);
    if (name) {
      accounts.set(request, name);
      rules.push(`${family}PerAccount`);
    }
    let wait = 0;
    // Every limit counts the hit, so a throttled IP cannot reset an account's window meanwhile.
    for (const rule of rules) {
      const result = await limiterOf(rule)(request);
      if (!result.isAllowed && result.isExceeded) wait = Math.max(wait, result.ttlInSeconds);
    }
    if (!wait) return;
    reply.header('Retry-After', String(wait));
    throw new ApiError(ServerCode.TOO_MANY_REQUESTS, 'server.tooManyRequests', { seconds: wait });
  };
  app.addHook('onRoute', (route) => {
    const { url } = route;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((method) => THROTTLED[`${method} ${url}`])) return;
    // First among the route's own preHandlers, so before its session check.
    const own = route.preHandler ?? [];
    route.preHandler = [
      (request, reply) => limit(request, reply, url),
      ...(Array.isArray(own) ? own : [own]),
    ];
  });
}

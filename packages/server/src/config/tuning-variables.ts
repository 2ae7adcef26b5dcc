import { DEFAULT_RATE_LIMITS, RATE_LIMIT_ENV, rateLimitsFromEnv } from '../http/rate-limits';
import { DEFAULT_LIMITS, LIMIT_VARIABLES, type Limits } from '../limits';
import { envOf, variable } from './env-variable';

/** The time limits and rate limits, one variable each, documented from their defaults. */

const LIMIT_MEANINGS: Record<keyof Limits, string> = {
  dbConnectTimeoutMs: 'opening a database connection, or waiting for a free one in the pool (ms)',
  dbStatementTimeoutMs:
    'one SQL statement (PostgreSQL `statement_timeout`; the client gives up a little later) (ms)',
  httpHandlerTimeoutMs: 'a call that has not answered by then gets a 503 envelope (50300) (ms)',
  httpHeadersTimeoutMs: 'a connection must have sent its request headers by then (ms)',
  httpRequestTimeoutMs:
    'a connection must have sent its whole request, body included, by then (ms)',
  httpIdleTimeoutMs: 'a socket with no traffic either way is closed after this long (ms)',
  httpKeepAliveTimeoutMs: 'an idle keep-alive connection is closed after this long (ms)',
  httpMaxConnections: 'sockets open at once; more are refused',
  readyTimeoutMs: '`/readyz` answers unready when the database has not answered by then (ms)',
  stompConnectTimeoutMs: 'a STOMP socket that has not authenticated by then is closed (ms)',
  stompIdleTimeoutMs: 'a STOMP client that has sent nothing for this long is closed (ms)',
};

export const limitVariables = Object.fromEntries(
  (Object.keys(LIMIT_VARIABLES) as (keyof Limits)[]).map((key) => [
    LIMIT_VARIABLES[key],
    variable(
      {
        form: 'a positive whole number',
        default: `\`${DEFAULT_LIMITS[key]}\``,
        description: LIMIT_MEANINGS[key],
      },
      /^[1-9]\d*$/,
    ),
  ]),
);

const RATE_MEANINGS: Record<keyof typeof RATE_LIMIT_ENV, string> = {
  signInPerIp: 'sign-ins per client IP',
  signInPerAccount: 'sign-ins per account',
  recoveryPerIp: 'password-recovery calls per client IP',
  recoveryPerAccount: 'password-recovery calls per account',
  codesPerIp: 'verification codes sent per client IP',
  codesPerAccount: 'verification codes sent per account',
  challengesPerIp: 'passkey challenges issued at sign-in per client IP',
  challengesPerAccount: 'passkey challenges issued per held sign-in',
};

export const rateVariables = Object.fromEntries(
  (Object.keys(RATE_LIMIT_ENV) as (keyof typeof RATE_LIMIT_ENV)[]).map((key) => {
    const name = RATE_LIMIT_ENV[key];
    const { max, windowSeconds } = DEFAULT_RATE_LIMITS[key];
    return [
      name,
      variable(
        {
          form: '`<max>/<window seconds>`, e.g. `30/60`',
          default: `\`${max}/${windowSeconds}\``,
          description: `the most ${RATE_MEANINGS[key]} in the window; more answer 42900 with \`Retry-After\``,
        },
        envOf(name, rateLimitsFromEnv),
      ),
    ];
  }),
);

import { z } from 'zod';
import { StartRefused } from '../db/start-seed';
import { corsOriginsFromEnv } from '../http/cors';
import { securityHeaderOptionsFromEnv } from '../http/security-headers';
import { trustProxyFromEnv } from '../http/trust-proxy';
import { metricsConfigFromEnv } from '../metrics/config';
import { keyRingOf } from '../secrets/secret-box';
import { passkeyOriginsFromEnv, passkeyRpIdFromEnv } from '../modules/passkeys/relying-party';
import {
  envOf,
  flagOneZero,
  flagTrueFalse,
  milliseconds,
  NOT_OF_FORM,
  origin,
  port,
  variable,
  type VariableDoc,
} from './env-variable';
import { limitVariables, rateVariables } from './tuning-variables';

export type { VariableDoc } from './env-variable';

/** Every environment variable the server reads (the form of each in env-variable.ts). */
export const envShape = {
  PORT: variable(
    {
      form: 'a port number 0–65535 (0: any free port)',
      default: '`8080`',
      description: 'the HTTP port of the API, the console, the examples and the WebSocket',
    },
    port,
  ),
  HOST: variable({ form: 'an address', default: '`0.0.0.0`', description: 'the listen address' }),
  NODE_ENV: variable({
    form: '`production`, or anything else',
    default: 'unset',
    description:
      '`production`: JSON request logs at `info`, and the demo is refused: no `PORTICO_DEMO`, no demo account that still has the published password (the start stops and says which)',
  }),
  LOG_LEVEL: variable(
    {
      form: '`fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`',
      default: '`info` with `NODE_ENV=production`, else `warn`',
      description: 'the log level (pino JSON lines); at `info` one line per request',
    },
    /^(fatal|error|warn|info|debug|trace|silent)$/,
  ),
  DATABASE_URL: variable(
    {
      form: 'a PostgreSQL connection string `postgres://user:password@host:5432/db`',
      default: 'unset: the embedded PGlite database',
      description: 'the PostgreSQL database; several nodes share one',
    },
    /^postgres(ql)?:\/\//,
  ),
  DATA_DIR: variable({
    form: 'a folder, or `memory://`',
    default: '`<repo>/.data/pglite`',
    description:
      'the PGlite data folder when `DATABASE_URL` is unset (`memory://` for a throw-away database)',
  }),
  PORTICO_DEMO: variable(
    {
      form: '`1` or `0` (`true`, `false`)',
      default: 'unset (`1` under the root `npm start`)',
      description:
        '`1`: seed the demo organisation, whose accounts share a published password; refused with `NODE_ENV=production`',
    },
    flagOneZero,
  ),
  SECRETS_KEY: variable(
    {
      form: '32 random bytes in base64 (`openssl rand -base64 32`); several separated by commas',
      default:
        'unset: a key file made once in `DATA_DIR`; on PostgreSQL with `NODE_ENV=production` the start is refused',
      description:
        'seals second-factor secrets and upstream client secrets in the database (AES-256-GCM); the first key seals, every key listed opens, so a new key goes first and the old one stays until the start has resealed',
    },
    (value) => {
      // The message names the variable, never its value: a key is not to land in a log.
      try {
        keyRingOf(value);
      } catch (error) {
        throw new Error(`SECRETS_KEY is not valid: ${(error as Error).message}`, { cause: error });
      }
    },
  ),
  PORTICO_BOOTSTRAP_ADMIN: variable({
    form: 'a user code',
    default: '`admin`',
    description:
      'the user code of the administrator (unit `PLATFORM`) an empty database gets when the demo is not seeded',
  }),
  PORTICO_BOOTSTRAP_PASSWORD: variable({
    form: 'a password (not the demo password)',
    default: 'unset: the start prints a one-time setup link, valid 1 h',
    description: "that administrator's first password, to be changed at the first sign-in",
  }),
  TRUST_PROXY: variable(
    {
      form: '`true`, `false`, or addresses, CIDR ranges and `loopback`/`linklocal`/`uniquelocal`, separated by commas or spaces',
      default: 'unset: no proxy is believed',
      description:
        'behind a reverse proxy: whose `X-Forwarded-For`, `-Proto` and `-Host` to believe; the proxies’ addresses are safest',
    },
    (value) => trustProxyFromEnv(value),
  ),
  CORS_ORIGINS: variable(
    {
      form: 'http(s) origins separated by commas or spaces',
      default: 'unset: only the registered apps’ origins',
      description:
        'more origins whose pages may call the API and open the WebSocket with credentials',
    },
    envOf('CORS_ORIGINS', corsOriginsFromEnv),
  ),
  OIDC_ISSUER: variable(
    {
      form: 'an http(s) URL',
      default: '`http://localhost:<PORT>/oidc`',
      description:
        'the public address of the OpenID Connect provider (its `issuer`); set it to the address clients reach',
    },
    origin,
  ),
  PASSKEY_ORIGINS: variable(
    {
      form: 'http(s) origins separated by commas or spaces',
      default: 'unset: the origin each request reached the hub at',
      description:
        'the page origins whose passkey answers are accepted; set it behind a proxy whose public address the requests do not show',
    },
    envOf('PASSKEY_ORIGINS', passkeyOriginsFromEnv),
  ),
  PASSKEY_RP_ID: variable(
    {
      form: 'a host name, the host of every `PASSKEY_ORIGINS` origin or a parent domain of it',
      default: 'unset: the host of the first allowed origin',
      description:
        'the domain passkeys are registered for; changing it later leaves the passkeys made before unusable',
    },
    envOf('PASSKEY_RP_ID', passkeyRpIdFromEnv),
  ),
  OIDC_ALLOW_PRIVATE_NETWORK: variable(
    {
      form: '`true` or `false`',
      default: '`false`',
      description:
        '`true`: OpenID Connect back-channel logout may call loopback and private addresses',
    },
    flagTrueFalse,
  ),
  METRICS_TOKEN: variable(
    {
      form: '16 or more characters without spaces',
      default: 'unset',
      description:
        'serves Prometheus metrics at `/metrics` on `PORT` to `Authorization: Bearer <token>`',
    },
    envOf('METRICS_TOKEN', metricsConfigFromEnv),
  ),
  METRICS_PORT: variable(
    {
      form: 'a port number 1–65535',
      default: 'unset',
      description:
        'serves `/metrics` without token on a listener of its own; with neither this nor `METRICS_TOKEN`, `/metrics` answers 404 and nothing is collected',
    },
    envOf('METRICS_PORT', metricsConfigFromEnv),
  ),
  METRICS_HOST: variable({
    form: 'an address',
    default: '`127.0.0.1`',
    description: 'the listen address of the `METRICS_PORT` listener',
  }),
  SMTP_URL: variable(
    {
      form: '`smtp://user:pass@host:587` or `smtps://…`',
      default: 'unset: mail lands in the `mail_outbox` table and is printed',
      description: 'the SMTP server for mail (verification codes, lock notices)',
    },
    /^smtps?:\/\//,
  ),
  MAIL_FROM: variable({
    form: 'a sender address',
    default: '`Portico <no-reply@portico.localhost>`',
    description: 'the sender of SMTP mail',
  }),
  CAS_LOGIN_URL: variable(
    {
      form: 'an http(s) URL',
      default: 'unset',
      description: 'an external CAS/SSO login page offered by `/sso/casLoginOption`',
    },
    origin,
  ),
  CAS_ALLOW_PRIVATE_NETWORK: variable(
    {
      form: '`true` or `false`',
      default: '`false`',
      description: '`true`: CAS single-logout requests may go to loopback and private addresses',
    },
    flagTrueFalse,
  ),
  UPSTREAM_IDP_PRIVATE_NETWORK: variable(
    {
      form: '`true` or `false`',
      default: '`false`',
      description:
        '`true`: units’ corporate identity providers may be on loopback and private addresses',
    },
    flagTrueFalse,
  ),
  PORTICO_EXAMPLES_ORIGIN: variable(
    {
      form: 'an http(s) origin, e.g. `http://127.0.0.1:8080`',
      default: 'unset: relative addresses',
      description:
        'the origin the example child apps are registered under when the demo is seeded (another host than the hub’s, so single sign-on really crosses hosts)',
    },
    origin,
  ),
  PORTICO_HUB_ORIGIN: variable(
    {
      form: 'an http(s) origin',
      default: 'unset: the child app’s own origin',
      description: 'the origin of the hub whose `/sso` child apps use (`hubUrl`)',
    },
    origin,
  ),
  PORTICO_FRAME_ANCESTORS: variable(
    {
      form: 'http(s) origins separated by commas or spaces',
      default: 'unset',
      description: 'more origins that may frame Portico pages (CSP `frame-ancestors`)',
    },
    envOf('PORTICO_FRAME_ANCESTORS', securityHeaderOptionsFromEnv),
  ),
  PORTICO_CSP_CONNECT_SRC: variable(
    {
      form: 'http(s) or ws(s) origins separated by commas or spaces',
      default: 'unset',
      description:
        'more origins pages may call or connect to (CSP `connect-src`): an API or STOMP node on another host',
    },
    envOf('PORTICO_CSP_CONNECT_SRC', securityHeaderOptionsFromEnv),
  ),
  UNREAD_CACHE_MS: variable(
    {
      form: 'milliseconds, `0` or more',
      default: '`1000`',
      description: 'the per-user cache of unread message counts; `0` turns it off',
    },
    milliseconds,
  ),
  MESSAGE_SCHEDULE_MS: variable(
    {
      form: 'milliseconds, `10` or more',
      default: '`5000`',
      description:
        'how often each node looks for scheduled messages that are due and messages that have expired',
    },
    milliseconds,
  ),
  SESSION_CACHE_MS: variable(
    {
      form: 'milliseconds, `0` or more',
      default: '`30000`',
      description: 'how long a node answers a live session from memory; `0` turns the cache off',
    },
    milliseconds,
  ),
  AUDIT_RETENTION_DAYS: variable(
    {
      form: 'whole days, `1` or more',
      default: '`400`',
      description:
        'how long the audit trail keeps a record; older ones are pruned in batches, hourly, and the chain still verifies',
    },
    /^[1-9]\d{0,5}$/,
  ),
  TZ: variable({
    form: 'an IANA time zone, e.g. `Asia/Shanghai` (read by Node.js)',
    default: 'the system’s',
    description: 'the time zone of the login limits’ weekdays and times',
  }),
  RATE_LIMITS: variable(
    {
      form: '`off`, or unset',
      default: 'on',
      description: '`off` turns every `RATE_LIMIT_*` limit off',
    },
    /^(off|on)$/,
  ),
  ...rateVariables,
  ...limitVariables,
} satisfies Record<string, z.ZodType<string | undefined>>;

/** An empty value is an unset one (`DATABASE_URL=` picks PGlite, as everywhere in the server). */
const envSchema = z.object(envShape);

export type ServerEnv = z.output<typeof envSchema>;

/** The documentation of every variable, in the order of the schema. */
export function environmentVariables(): ({ name: string } & VariableDoc)[] {
  return Object.entries(envShape).map(([name, schema]) => ({
    name,
    ...(schema.meta() as unknown as VariableDoc),
  }));
}

/**
 * The environment checked against the schema; a bad value is a StartRefused naming each
 * variable, its value and the form it expects (or the server's own parser's words).
 */
export function readEnvironment(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  const values = Object.fromEntries(
    Object.keys(envShape)
      .filter((name) => env[name] !== undefined && env[name] !== '')
      .map((name) => [name, env[name]]),
  );
  const parsed = envSchema.safeParse(values);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => {
    const name = String(issue.path[0]);
    if (issue.message !== NOT_OF_FORM) return issue.message;
    const doc = (envShape as Record<string, z.ZodType>)[name]?.meta() as VariableDoc | undefined;
    const form = (doc?.form ?? '').replace(/`/g, '');
    return `${name}=${JSON.stringify(values[name])} is not valid: expected ${form}`;
  });
  throw new StartRefused(problems.join('; '));
}

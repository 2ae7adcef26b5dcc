import cors, { type FastifyCorsOptions } from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { originSetting } from '../db/demo/org';
import type { OriginPolicy } from '../modules/apps/allowed-origins';

/** The standalone elements script and its chunks: public files a module script fetches with CORS. */
export const ELEMENTS_PREFIX = '/elements/';

const PREFLIGHT_MAX_AGE = 600;

/**
 * Cross-origin calls (README "Cross-origin pages"). The API answers a preflight or a
 * credentialed call only for an origin `policy` allows, naming that exact origin with
 * `Access-Control-Allow-Credentials` (never `*` with credentials); any other origin gets no
 * grant, so the browser withholds the answer, and every such answer carries `Vary: Origin` (a
 * shared cache must not reuse a refused origin's answer for another).
 * Two kinds of route are told apart once, when they are declared, not on every request:
 * - the elements script and its chunks are public files without credentials: any page may load
 *   them as a module (`*`, no credentials);
 * - under `selfServed` (the OpenID Connect provider) and the probes this policy stays out: the
 *   provider grants CORS per client itself, to the client's own origins and without
 *   credentials (an application's page allowed on the API is not thereby a client of the
 *   provider), and a load balancer's probe is no browser's call.
 */
export function installCors(
  app: FastifyInstance,
  policy: OriginPolicy,
  selfServed: readonly string[] = [],
): void {
  const servedElsewhere = (path: string) =>
    [...selfServed, ...PROBES].some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
  app.addHook('onRoute', (route) => {
    const cors = servedElsewhere(route.url)
      ? false
      : route.url.startsWith(ELEMENTS_PREFIX)
        ? PUBLIC_FILES
        : undefined;
    // The plugin reads a route's `config.cors` (false: none; options: merged over these).
    if (cors !== undefined) route.config = { ...route.config, cors } as typeof route.config;
  });
  // Options fixed once with the origin decided per request: a request without Origin (a probe,
  // a server-to-server call, a same-origin page) is answered synchronously without building
  // options, which the plugin's per-request delegator would do on every call.
  app.register(cors, {
    hook: 'onRequest',
    ...CREDENTIALED,
    origin: (origin: string | undefined, answer: OriginAnswer) => {
      if (origin === undefined) return answer(null, false);
      policy.allows(origin).then(
        (allowed) => answer(null, allowed ? origin : false),
        (error: Error) => answer(error, false),
      );
    },
  });
}

type OriginAnswer = (error: Error | null, origin: string | false) => void;

/** The load balancer's probes (http/health.ts). */
const PROBES = ['/healthz', '/readyz'];
const PUBLIC_FILES: FastifyCorsOptions = {
  origin: '*',
  credentials: false,
  methods: ['GET', 'HEAD'],
};
/** For an allowed origin, named in the answer. */
const CREDENTIALED = {
  credentials: true,
  methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH'],
  // The request headers the preflight names are granted (the origin is already vetted):
  // the SDK sends Authorization, language, content-type and its noMessage flag.
  maxAge: PREFLIGHT_MAX_AGE,
} satisfies FastifyCorsOptions;

/** CORS_ORIGINS: http(s) origins separated by commas or spaces. */
export function corsOriginsFromEnv(env: NodeJS.ProcessEnv = process.env): string[] {
  return (env.CORS_ORIGINS ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((item) => originSetting(item, 'CORS_ORIGINS'));
}

/**
 * Whether a WebSocket upgrade from this Origin may proceed: none (a non-browser client), the
 * server's own origin, or an allowed one. Browsers always send Origin on an upgrade and do
 * not apply CORS to it, so this check is what keeps other sites' pages off the socket.
 */
export async function upgradeOriginAllowed(
  request: FastifyRequest,
  policy: OriginPolicy,
): Promise<boolean> {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  if (sameOrigin(origin, request)) return true;
  return policy.allows(origin);
}

function sameOrigin(origin: string, request: FastifyRequest): boolean {
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

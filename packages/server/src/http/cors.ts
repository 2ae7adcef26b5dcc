import cors, { type FastifyCorsOptions } from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { originSetting } from '../db/demo/org';
import type { OriginPolicy } from '../modules/apps/allowed-origins';
import { pathOf } from './request-log';

/** The standalone elements script and its chunks: public files a module script fetches with CORS. */
export const ELEMENTS_PREFIX = '/elements/';

const PREFLIGHT_MAX_AGE = 600;

/**
 * Cross-origin calls (README "Cross-origin pages"). The API answers a preflight or a
 * credentialed call only for an origin `policy` allows, naming that exact origin with
 * `Access-Control-Allow-Credentials` (never `*` with credentials); any other origin gets no
 * grant, so the browser withholds the answer. The elements script and its chunks are public
 * files without credentials: any page may load them as a module (`*`, no credentials).
 * The options are chosen per request, so the plugin sets `Vary: Origin` on every answer (a
 * refused origin's answer too: a shared cache must not reuse it for another).
 * Under `selfServed` (the OpenID Connect provider) this policy stays out: those endpoints grant
 * CORS per client themselves, to the client's own origins and without credentials, and an
 * application's page allowed on the API is not thereby a client of the provider.
 */
export function installCors(
  app: FastifyInstance,
  policy: OriginPolicy,
  selfServed: readonly string[] = [],
): void {
  const servedElsewhere = (path: string) =>
    selfServed.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
  // A callback, not a promise: most requests (no Origin, a probe, a server-to-server call) are
  // answered synchronously with options built once.
  const delegator = (request: FastifyRequest, answer: CorsAnswer): void => {
    const path = pathOf(request.url);
    if (servedElsewhere(path)) return answer(null, SELF_SERVED);
    if (path.startsWith(ELEMENTS_PREFIX)) return answer(null, PUBLIC_FILES);
    const origin = request.headers.origin;
    if (typeof origin !== 'string') return answer(null, REFUSED);
    policy.allows(origin).then(
      (allowed) => answer(null, allowed ? { ...CREDENTIALED, origin } : REFUSED),
      (error: Error) => answer(error, REFUSED),
    );
  };
  app.register(cors, { hook: 'onRequest', delegator });
}

type CorsAnswer = (error: Error | null, options: FastifyCorsOptions) => void;

const SELF_SERVED: FastifyCorsOptions = { origin: false };
const PUBLIC_FILES: FastifyCorsOptions = {
  origin: '*',
  credentials: false,
  methods: ['GET', 'HEAD'],
};
/** For an allowed origin, named in the answer; without `origin`, no grant. */
const CREDENTIALED: FastifyCorsOptions = {
  credentials: true,
  methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH'],
  // The request headers the preflight names are granted (the origin is already vetted):
  // the SDK sends Authorization, language, content-type and its noMessage flag.
  maxAge: PREFLIGHT_MAX_AGE,
};
const REFUSED: FastifyCorsOptions = { ...CREDENTIALED, origin: false };

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

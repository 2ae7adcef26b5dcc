import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { originSetting } from '../db/demo/org';
import type { OriginPolicy } from '../modules/apps/allowed-origins';
import { pathOf } from './request-log';

/** The standalone elements script and its chunks: public files a module script fetches with CORS. */
export const ELEMENTS_PREFIX = '/elements/';

const PREFLIGHT_MAX_AGE = 600;

/** A grant: the Access-Control-Allow-Origin to answer, with or without credentials. */
interface Grant {
  origin: string;
  credentials: boolean;
  methods: string;
  maxAge: string | null;
}

const PUBLIC_FILES = { credentials: false, methods: 'GET, HEAD', maxAge: null };
const CREDENTIALED = {
  credentials: true,
  methods: 'GET, HEAD, POST, PUT, DELETE, PATCH',
  maxAge: String(PREFLIGHT_MAX_AGE),
};

/**
 * Cross-origin calls (README "Cross-origin pages"). The API answers a preflight or a
 * credentialed call only for an origin `policy` allows, naming that exact origin with
 * `Access-Control-Allow-Credentials` (never `*` with credentials); any other origin gets no
 * grant, so the browser withholds the answer. The elements script and its chunks are public
 * files without credentials: any page may load them as a module (`*`, no credentials).
 * The grant depends on the request's origin, so every answer carries `Vary: Origin` (a refused
 * origin's answer too: a shared cache must not reuse it for another).
 * Under `selfServed` (the OpenID Connect provider) this policy stays out: those endpoints grant
 * CORS per client themselves, to the client's own origins and without credentials, and an
 * application's page allowed on the API is not thereby a client of the provider.
 *
 * Written here rather than with @fastify/cors: its per-request options cost more than the rest
 * of a health check. A request without Origin (a probe, a server calling /sso/available) is
 * answered synchronously; only a page's origin is looked up.
 */
export function installCors(
  app: FastifyInstance,
  policy: OriginPolicy,
  selfServed: readonly string[] = [],
): void {
  const servedElsewhere = (path: string) =>
    selfServed.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
  app.decorateRequest('corsPreflightEnabled', false);

  app.addHook('onRequest', (request, reply, done) => {
    addVary(reply, 'Origin');
    const path = pathOf(request.url);
    if (servedElsewhere(path)) return done();
    if (path.startsWith(ELEMENTS_PREFIX))
      return grant(request, reply, { origin: '*', ...PUBLIC_FILES }, done);
    const origin = request.headers.origin;
    if (typeof origin !== 'string') return done();
    policy.allows(origin).then(
      (allowed) => (allowed ? grant(request, reply, { origin, ...CREDENTIALED }, done) : done()),
      (error: Error) => done(error),
    );
  });

  // A preflight reaches the hook above only if some route matches OPTIONS; an origin without a
  // grant gets the 404 any unknown address gets.
  app.options('*', { schema: { hide: true } }, (request, reply) => {
    if (!request.corsPreflightEnabled) return reply.callNotFound();
    return reply.send();
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    /** This OPTIONS request is a preflight the CORS policy granted. */
    corsPreflightEnabled: boolean;
  }
}

function grant(
  request: FastifyRequest,
  reply: FastifyReply,
  { origin, credentials, methods, maxAge }: Grant,
  done: (error?: Error) => void,
): void {
  reply.header('Access-Control-Allow-Origin', origin);
  if (credentials) reply.header('Access-Control-Allow-Credentials', 'true');
  if (request.raw.method !== 'OPTIONS') return done();
  // A preflight names the method it asks for: without it, or without Origin, it is malformed.
  if (!request.headers.origin || !request.headers['access-control-request-method']) {
    reply.code(400).type('text/plain').send('Invalid Preflight Request');
    return;
  }
  request.corsPreflightEnabled = true;
  reply.header('Access-Control-Allow-Methods', methods);
  // The request headers the preflight names are granted (the origin is already vetted):
  // the SDK sends Authorization, language, content-type and its noMessage flag.
  addVary(reply, 'Access-Control-Request-Headers');
  const asked = request.headers['access-control-request-headers'];
  if (asked !== undefined) reply.header('Access-Control-Allow-Headers', asked);
  if (maxAge !== null) reply.header('Access-Control-Max-Age', maxAge);
  // Content-Length 0 on the 204: some browsers otherwise wait for a body.
  reply.code(204).header('Content-Length', '0').send();
}

/** Adds a field to Vary unless it (or `*`) is there already. */
function addVary(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('Vary');
  if (current === undefined || current === '') {
    reply.header('Vary', field);
    return;
  }
  const text = Array.isArray(current) ? current.join(', ') : String(current);
  const fields = text.split(',').map((f) => f.trim().toLowerCase());
  if (fields.includes('*') || fields.includes(field.toLowerCase())) return;
  reply.header('Vary', `${text}, ${field}`);
}

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

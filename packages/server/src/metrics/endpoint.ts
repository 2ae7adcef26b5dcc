import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { translate } from '@portico/sdk';
import { ServerCode } from '@portico/sdk/internal';
import type { FastifyInstance } from 'fastify';
import { fail } from '../http/envelope';
import { sendNotFound } from '../http/errors';
import { localeOf } from '../http/locale';
import type { Metrics } from './metrics';

/** Route label of requests that matched no route (404s, the console's page fallback). */
export const UNMATCHED_ROUTE = '<unmatched>';

/** Counts every finished request under its route pattern, method and status class. */
export function installRequestMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
}

/**
 * `GET /metrics` on the public port: served only with `Authorization: Bearer <METRICS_TOKEN>`
 * (401 otherwise); without a token configured it answers 404 like any unknown path, whether or
 * not a METRICS_PORT listener serves the same text (README "Production": metrics).
 */
export function registerMetricsRoute(
  app: FastifyInstance,
  metrics: Metrics | null,
  token: string | null,
): void {
  const expected = token ? digest(token) : null;
  app.get('/metrics', async (request, reply) => {
    if (!metrics || !expected) return sendNotFound(request, reply);
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!given || !timingSafeEqual(digest(given), expected)) {
      const msg = translate(localeOf(request), 'server.forbidden');
      return reply
        .code(401)
        .header('WWW-Authenticate', 'Bearer realm="metrics"')
        .send(fail(ServerCode.FORBIDDEN, msg));
    }
    return reply.type(metrics.contentType).send(await metrics.text());
  });
}

/** Equal-length digests let the comparison take the same time whatever the guess. */
function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/**
 * A listener of its own for Prometheus (METRICS_PORT, on METRICS_HOST, by default 127.0.0.1):
 * `GET /metrics` without a token, anything else 404. Resolves once listening.
 */
export async function serveMetrics(
  metrics: Metrics,
  options: { port: number; host: string },
): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found\n');
      return;
    }
    metrics.text().then(
      (text) => response.writeHead(200, { 'Content-Type': metrics.contentType }).end(text),
      () => response.writeHead(500, { 'Content-Type': 'text/plain' }).end('metrics failed\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}

import type { FastifyHttpOptions, FastifyInstance } from 'fastify';
import type { Server } from 'node:http';
import type { Limits } from '../limits';
import { sendUnavailable } from './errors';

type HttpLimits = Pick<
  Limits,
  | 'httpHeadersTimeoutMs'
  | 'httpRequestTimeoutMs'
  | 'httpIdleTimeoutMs'
  | 'httpKeepAliveTimeoutMs'
  | 'httpHandlerTimeoutMs'
  | 'httpMaxConnections'
>;

/**
 * Fastify/node:http options that close connections which never finish: a socket that sends no
 * headers (or stops half-way) within `httpHeadersTimeoutMs`, a request whose body does not arrive
 * within `httpRequestTimeoutMs`, a socket silent both ways for `httpIdleTimeoutMs`.
 */
export function boundedServerOptions(limits: HttpLimits): FastifyHttpOptions<Server> {
  const requestTimeout = Math.max(limits.httpRequestTimeoutMs, limits.httpHeadersTimeoutMs);
  return {
    connectionTimeout: limits.httpIdleTimeoutMs,
    keepAliveTimeout: limits.httpKeepAliveTimeoutMs,
    requestTimeout,
    http: {
      headersTimeout: limits.httpHeadersTimeoutMs,
      requestTimeout,
      // node checks the two timeouts above on this interval (30 s by default): a fraction of the
      // headers timeout keeps the bound close to what is configured.
      connectionsCheckingInterval: Math.min(
        5_000,
        Math.max(100, Math.floor(limits.httpHeadersTimeoutMs / 4)),
      ),
    },
  };
}

/**
 * A call that has not answered within `httpHandlerTimeoutMs` (a database that stopped answering,
 * a lock held elsewhere) gets the 503 envelope, so clients and balancers never wait unbounded.
 * Also caps open sockets at `httpMaxConnections`.
 */
export function installBoundedCalls(app: FastifyInstance, limits: HttpLimits): void {
  app.server.maxConnections = limits.httpMaxConnections;
  app.addHook('onRequest', (request, reply, done) => {
    const timer = setTimeout(() => {
      // WebSocket upgrades are hijacked (sent) and live on with their own bounds.
      if (reply.sent || reply.raw.headersSent) return;
      request.log.warn(`${request.method} ${request.url}: no answer within the handler timeout`);
      void sendUnavailable(request, reply);
    }, limits.httpHandlerTimeoutMs);
    timer.unref();
    reply.raw.once('close', () => clearTimeout(timer));
    done();
  });
}

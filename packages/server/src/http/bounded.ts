import type { FastifyHttpOptions, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Server } from 'node:http';
import type { Limits } from '../limits';
import { sendUnavailable } from './errors';
import { pathOf } from './request-log';

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
  const expire = (request: FastifyRequest, reply: FastifyReply) => {
    // WebSocket upgrades are hijacked (sent) and live on with their own bounds.
    if (reply.sent || reply.raw.headersSent) return;
    request.log.warn(
      `${request.method} ${pathOf(request.url)}: no answer within the handler timeout`,
    );
    void sendUnavailable(request, reply);
  };
  // One timer per request, kept on its response: armed on arrival, restarted (not replaced) once
  // the body is in, cleared when the response closes, with no closure or map entry per request.
  app.addHook('onRequest', (request, reply, done) => {
    const timer = setTimeout(expire, limits.httpHandlerTimeoutMs, request, reply);
    timer.unref();
    (reply.raw as TimedResponse)[DEADLINE] = timer;
    reply.raw.once('close', clearDeadline);
    done();
  });
  // Armed again once the body is in: its upload is bounded by httpRequestTimeoutMs instead.
  app.addHook('preValidation', (_request, reply, done) => {
    (reply.raw as TimedResponse)[DEADLINE]?.refresh();
    done();
  });
}

const DEADLINE = Symbol('handler deadline');
type TimedResponse = FastifyReply['raw'] & { [DEADLINE]?: NodeJS.Timeout };

function clearDeadline(this: TimedResponse): void {
  clearTimeout(this[DEADLINE]);
}

import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import {
  LogController,
  type FastifyInstance,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';

/** The header that carries a request's id in and out (README "Production": logs). */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * What an incoming `X-Request-Id` may be to be kept (a proxy's or a caller's id): letters,
 * digits and `. _ : -`, up to 128 characters, so a UUID, a trace id or a ULID pass and nothing
 * can break a log line or a header. Anything else gets an id of our own.
 */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Fastify's `genReqId`: the caller's id when it is sane, else a random UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** The path of a request without its query: queries carry tokens (`?token=`, `ssoToken=`). */
export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/**
 * Logger settings for `main.ts`: pino's JSON lines at `LOG_LEVEL`, by default `info` when
 * NODE_ENV is `production` (one line per request) and `warn` otherwise (the demo's console stays
 * readable). A logged request shows its method and path, never its query string or headers.
 */
export function loggerOptionsFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level: env.LOG_LEVEL || (env.NODE_ENV === 'production' ? 'info' : 'warn'),
    serializers: {
      req: (request: FastifyRequest) => ({ method: request.method, path: pathOf(request.url) }),
    },
  };
}

/** The header in every answer: whoever reports a problem can quote the id of the line. */
export function installRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}

/**
 * One log line per finished request instead of Fastify's two: at info (error when the answer
 * failed to send), `{ reqId, method, route, path, status, ms, ip }`. Silent wherever the logger
 * is off or above info, as in the tests.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    // Below info (the demo's warn, the tests' silence) a finished request costs nothing here.
    if (!error && !infoEnabled(reply.log)) return;
    const line = {
      method: request.method,
      route: request.routeOptions.url ?? null,
      path: pathOf(request.url),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      ip: request.ip,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request failed');
    else reply.log.info(line, 'request');
  }
}

function infoEnabled(log: FastifyBaseLogger): boolean {
  return levelEnabled(log, 'info');
}

type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type LogMethod = (...args: unknown[]) => void;

/**
 * A request's logger, bound to its id, made only when the request logs something. Below info
 * (the demo's warn) most requests never log; a pino child per request, its bindings serialised
 * to JSON, was a measurable share of what a probe costs the server.
 */
class LazyRequestLogger {
  private made: FastifyBaseLogger | null = null;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Record<string, unknown>,
    private readonly options: { level?: string },
  ) {}

  get level(): string {
    return this.made?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.real().level = level;
  }

  isLevelEnabled(level: LogLevel): boolean {
    // A route's own level (route `logLevel`) is the child's to judge.
    if (this.made || this.options.level) return levelEnabled(this.real(), level);
    return levelEnabled(this.parent, level);
  }

  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.write('trace', args);
  }
  silent(): void {}

  child(bindings: Record<string, unknown>, options?: object): FastifyBaseLogger {
    return this.real().child(bindings, options);
  }

  private write(level: LogLevel, args: unknown[]): void {
    if (!this.isLevelEnabled(level)) return;
    (this.real()[level] as LogMethod)(...args);
  }

  private real(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings, this.options));
  }
}

/** pino's level check; a logger without one is taken to log everything. */
function levelEnabled(log: FastifyBaseLogger, level: LogLevel): boolean {
  return (log as { isLevelEnabled?: (l: string) => boolean }).isLevelEnabled?.(level) ?? true;
}

/** Fastify's `childLoggerFactory`: each request's logger, made when first used. */
export const lazyRequestLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) => new LazyRequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger;

/**
 * Every bound the server puts on waiting, in milliseconds, read from the environment
 * (README "Bounded waits"). A value that is not a positive number falls back to the default.
 */
export interface Limits {
  /** Opening a database connection, or waiting for a free one in the pool. */
  dbConnectTimeoutMs: number;
  /** One SQL statement (PostgreSQL `statement_timeout`; the client gives up a little later). */
  dbStatementTimeoutMs: number;
  /** A call that has not answered by then gets a 503 envelope (50300). */
  httpHandlerTimeoutMs: number;
  /** A connection must have sent its request headers by then (slowloris, silent sockets). */
  httpHeadersTimeoutMs: number;
  /** A connection must have sent its whole request, body included, by then. */
  httpRequestTimeoutMs: number;
  /** A socket with no traffic either way for this long is closed (WebSockets excepted). */
  httpIdleTimeoutMs: number;
  /** An idle keep-alive connection is closed after this long. */
  httpKeepAliveTimeoutMs: number;
  /** Sockets open at once; more are refused. */
  httpMaxConnections: number;
  /** `/readyz` answers unready when the database has not answered `select 1` by then. */
  readyTimeoutMs: number;
  /** A STOMP socket that has not authenticated by then is closed. */
  stompConnectTimeoutMs: number;
  /** A STOMP client that has sent nothing (not even a heart-beat) for this long is closed. */
  stompIdleTimeoutMs: number;
}

export const DEFAULT_LIMITS: Limits = {
  dbConnectTimeoutMs: 5_000,
  dbStatementTimeoutMs: 10_000,
  httpHandlerTimeoutMs: 20_000,
  httpHeadersTimeoutMs: 10_000,
  httpRequestTimeoutMs: 60_000,
  httpIdleTimeoutMs: 120_000,
  // Longer than the usual load balancer idle timeout (60 s), so the balancer closes first.
  httpKeepAliveTimeoutMs: 72_000,
  httpMaxConnections: 10_000,
  readyTimeoutMs: 2_000,
  stompConnectTimeoutMs: 10_000,
  stompIdleTimeoutMs: 60_000,
};

/** The environment variable of each bound. */
export const LIMIT_VARIABLES: Record<keyof Limits, string> = {
  dbConnectTimeoutMs: 'DB_CONNECT_TIMEOUT_MS',
  dbStatementTimeoutMs: 'DB_STATEMENT_TIMEOUT_MS',
  httpHandlerTimeoutMs: 'HTTP_HANDLER_TIMEOUT_MS',
  httpHeadersTimeoutMs: 'HTTP_HEADERS_TIMEOUT_MS',
  httpRequestTimeoutMs: 'HTTP_REQUEST_TIMEOUT_MS',
  httpIdleTimeoutMs: 'HTTP_IDLE_TIMEOUT_MS',
  httpKeepAliveTimeoutMs: 'HTTP_KEEP_ALIVE_TIMEOUT_MS',
  httpMaxConnections: 'HTTP_MAX_CONNECTIONS',
  readyTimeoutMs: 'READY_TIMEOUT_MS',
  stompConnectTimeoutMs: 'STOMP_CONNECT_TIMEOUT_MS',
  stompIdleTimeoutMs: 'STOMP_IDLE_TIMEOUT_MS',
};

export function readLimits(env: NodeJS.ProcessEnv = process.env): Limits {
  const limits = { ...DEFAULT_LIMITS };
  for (const key of Object.keys(LIMIT_VARIABLES) as (keyof Limits)[]) {
    const value = Number(env[LIMIT_VARIABLES[key]]);
    if (Number.isFinite(value) && value > 0) limits[key] = Math.floor(value);
  }
  return limits;
}

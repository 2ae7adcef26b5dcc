/**
 * Whether a failure means the database cannot be reached or answer now (a restart, a failover,
 * a partition, a terminated backend, a statement past its timeout), as opposed to a bug or bad
 * input. Such calls answer 503 with ServerCode.UNAVAILABLE, and the caller may retry.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps driver errors (DrizzleQueryError) with the original as `cause`.
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as Error & { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) {
      return true;
    }
    if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(e.message))) return true;
  }
  return false;
}

const UNAVAILABLE_CODES = new Set([
  // PostgreSQL: admin_shutdown (pg_terminate_backend, fast shutdown), crash_shutdown,
  // cannot_connect_now (starting up), query_canceled (statement_timeout), too_many_connections,
  // idle_in_transaction_session_timeout, read_only_sql_transaction (a standby after failover).
  '57P01',
  '57P02',
  '57P03',
  '57014',
  '53300',
  '25P03',
  '25006',
  // The network under the connection.
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

// node-postgres reports lost connections and its own timeouts with plain messages.
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Query read timeout/,
  /is not queryable/,
  /^Client has encountered a connection error/,
];

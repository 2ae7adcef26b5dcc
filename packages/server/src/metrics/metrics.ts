import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Fanout } from '../stomp';
import type { PoolStats } from './db-pool';

/** What the gauges read when Prometheus scrapes; each is asked at scrape time only. */
export interface MetricSources {
  pool?: () => PoolStats;
  /** The node's STOMP broker (`app.stomp`), once registered. */
  stomp: () => { connectionCount: number; socketCount: number; subscriptionCount: number } | null;
  fanout: Fanout;
}

export interface Metrics {
  registry: Registry;
  /** One finished HTTP request: its route pattern, never its URL, keeps the series bounded. */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  /** Everything this node exposes, process metrics included, in the Prometheus text format. */
  text(): Promise<string>;
  readonly contentType: string;
  /** Stops listening to the fan-out. */
  close(): void;
}

/** Requests answer in milliseconds; the handler bound is 20 s. */
const REQUEST_BUCKETS = [
  0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20,
];
/** NOTIFY reaches the other nodes in about a millisecond; seconds mean trouble. */
const LAG_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/**
 * The process metrics (CPU, memory, event loop lag, GC, handles) are the process's, not an
 * app's: collected once into a registry of their own, whatever number of apps a process builds.
 */
let processRegistry: Registry | null = null;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** The metrics of one app (README "Production": metrics). */
export function createMetrics(sources: MetricSources): Metrics {
  const registry = new Registry();
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by route pattern, method and status class: latency, and rate from _count',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: REQUEST_BUCKETS,
    registers: [registry],
  });

  const pool = sources.pool;
  if (pool) {
    new Gauge({
      name: 'portico_db_pool_connections',
      help: 'Database connections open (PGlite: its one embedded connection)',
      labelNames: ['driver'] as const,
      registers: [registry],
      collect() {
        const stats = pool();
        this.set({ driver: stats.driver }, stats.total);
      },
    });
    new Gauge({
      name: 'portico_db_pool_max_connections',
      help: 'Database connections the pool may open',
      registers: [registry],
      collect() {
        this.set(pool().max);
      },
    });
    if (pool().idle !== null) {
      new Gauge({
        name: 'portico_db_pool_idle_connections',
        help: 'Open database connections not running a query',
        registers: [registry],
        collect() {
          this.set(pool().idle ?? 0);
        },
      });
      new Gauge({
        name: 'portico_db_pool_waiting_queries',
        help: 'Queries waiting for a free database connection',
        registers: [registry],
        collect() {
          this.set(pool().waiting ?? 0);
        },
      });
    }
  }

  const stompGauge = (name: string, help: string, read: (s: StompCounts) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        const stomp = sources.stomp();
        this.set(stomp ? read(stomp) : 0);
      },
    });
  stompGauge(
    'portico_stomp_connections',
    'STOMP connections authenticated on this node',
    (s) => s.connectionCount,
  );
  stompGauge(
    'portico_stomp_sockets',
    'WebSockets open on the STOMP endpoint, authenticated or not yet',
    (s) => s.socketCount,
  );
  stompGauge(
    'portico_stomp_subscriptions',
    'STOMP subscriptions of this node, every destination together',
    (s) => s.subscriptionCount,
  );

  new Gauge({
    name: 'portico_push_listening',
    help: 'Whether this node hears the live-push fan-out of the others (1) or is reconnecting (0)',
    registers: [registry],
    collect() {
      this.set(sources.fanout.deafSince == null ? 1 : 0);
    },
  });
  const lag = new Histogram({
    name: 'portico_push_fanout_lag_seconds',
    help: 'From a publish on any node to its arrival here through the fan-out (LISTEN/NOTIFY on PostgreSQL); across nodes it includes their clock difference',
    labelNames: ['kind'] as const,
    buckets: LAG_BUCKETS,
    registers: [registry],
  });
  const unsubscribe = sources.fanout.subscribe({
    event(event, publishedAt) {
      if (publishedAt === undefined) return;
      // Clocks of two nodes may disagree by a little; a negative lag is counted as none.
      lag.observe({ kind: event.kind }, Math.max(0, Date.now() - publishedAt) / 1000);
    },
  });

  return {
    registry,
    observeRequest(method, route, status, seconds) {
      const statusClass = `${Math.floor(status / 100)}xx`;
      requests.observe({ method, route, status_class: statusClass }, seconds);
    },
    text: () => Registry.merge([processMetrics(), registry]).metrics(),
    contentType: registry.contentType,
    close: unsubscribe,
  };
}

type StompCounts = NonNullable<ReturnType<MetricSources['stomp']>>;

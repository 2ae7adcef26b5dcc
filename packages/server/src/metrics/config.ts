/** How the metrics are exposed, from the environment (README "Production": metrics). */
export interface MetricsConfig {
  /** Bearer token that `/metrics` on the public port requires; null: not served there. */
  token: string | null;
  /** A listener of its own for `/metrics`, without token; null: none. */
  port: number | null;
  host: string;
}

/** Shorter tokens are guessable; a bad setting stops the start rather than exposing metrics. */
const MIN_TOKEN_LENGTH = 16;

export function metricsConfigFromEnv(env: NodeJS.ProcessEnv = process.env): MetricsConfig {
  const token = env.METRICS_TOKEN?.trim() || null;
  if (token !== null && (token.length < MIN_TOKEN_LENGTH || /\s/.test(token))) {
    throw new Error(
      `METRICS_TOKEN must be at least ${MIN_TOKEN_LENGTH} characters without spaces ` +
        '(e.g. `openssl rand -hex 32`)',
    );
  }
  const portText = env.METRICS_PORT?.trim() || null;
  let port: number | null = null;
  if (portText !== null) {
    port = Number(portText);
    if (!/^\d+$/.test(portText) || port < 1 || port > 65_535) {
      throw new Error(`METRICS_PORT must be a port number (1-65535), not ${portText}`);
    }
  }
  return { token, port, host: env.METRICS_HOST?.trim() || '127.0.0.1' };
}

/** Whether anything exposes the metrics: only then are they collected. */
export function metricsEnabled(config: MetricsConfig): boolean {
  return config.token !== null || config.port !== null;
}

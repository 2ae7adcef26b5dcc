import { describe, expect, it } from 'vitest';
import { describeReport, rollingRestart } from './rolling-restart';

/**
 * The production guide's deployment, restarted node by node (guide "Several nodes", "Reverse
 * proxy and TLS"): three compiled nodes on one PostgreSQL behind Debian's nginx with TLS, API
 * load and 200 live sockets through it, each node stopped with SIGTERM and started again in turn.
 * PostgreSQL only (the nodes share a database); `npm run test:rolling` runs the same with a
 * throwaway PostgreSQL of its own.
 */
const DATABASE_URL = process.env.DATABASE_URL;

describe.skipIf(!DATABASE_URL)('rolling restart behind nginx (PostgreSQL)', () => {
  it(
    'loses no call and no message, and every socket reconnects',
    { timeout: 170_000 },
    async () => {
      const report = await rollingRestart({ adminDatabaseUrl: DATABASE_URL });
      const summary = describeReport(report).join('\n');
      console.log(summary);
      expect(report.failures, summary).toEqual([]);
      expect(report.calls.lost, summary).toBe(0);
      expect(report.missing, summary).toBe(0);
      expect(report.published, summary).toBeGreaterThan(0);
      expect(report.steps.map((s) => s.exitCode)).toEqual([0, 0, 0]);
      expect(report.notReconnected, summary).toBe(0);
    },
  );
});

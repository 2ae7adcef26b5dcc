import type { Database } from '../../db/client';
import { pruneRecords } from './audit-chain';

/** How long a record is kept when `AUDIT_RETENTION_DAYS` is unset. */
export const DEFAULT_AUDIT_RETENTION_DAYS = 400;
const HOURLY = 60 * 60 * 1000;

/**
 * Prunes records older than the retention now and every hour after, in batches; every node may
 * run it (each batch locks the chain head, so two nodes take turns). Answers its stop.
 */
export function scheduleAuditPruning(
  db: Database,
  days: number,
  onError: (error: unknown) => void,
): () => void {
  const run = () => void pruneRecords(db, days).catch(onError);
  run();
  const timer = setInterval(run, HOURLY);
  timer.unref();
  return () => clearInterval(timer);
}

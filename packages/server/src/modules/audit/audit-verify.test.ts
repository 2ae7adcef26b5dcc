import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { migrate } from '../../db/migrate';
import { auditRecords } from '../../db/schema';
import { openTestDatabase, type TestDatabase } from '../../test/test-db';
import { appendRecord, type AuditContent } from './audit-chain';

/**
 * `npm run audit:verify -w @portico/server` (README "Audit trail"): reads the server's database
 * (`DATABASE_URL`, else `DATA_DIR`), passes an intact chain, and names the first record changed
 * directly in the database, exiting non-zero.
 */
const run = promisify(execFile);
const SERVER = path.resolve(import.meta.dirname, '../../..');

let handle: DatabaseHandle;
let env: Record<string, string>;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  if (process.env.DATABASE_URL) {
    const database: TestDatabase = await openTestDatabase();
    handle = database.handle;
    env = { DATABASE_URL: database.url! };
    cleanup = database.teardown;
  } else {
    const dir = mkdtempSync(path.join(tmpdir(), 'audit-verify-'));
    handle = await openDatabase({ dataDir: dir });
    await migrate(handle);
    env = { DATA_DIR: dir };
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  }
  const content = (targetId: string): AuditContent => ({
    time: new Date(),
    actorUnitId: null,
    actorUnitCode: 'PLATFORM',
    actorUserId: null,
    actorUserCode: 'admin',
    sessionFamily: null,
    ip: '192.0.2.1',
    userAgent: null,
    action: 'roles.saveAuth',
    targetType: 'role',
    targetId,
    unitId: null,
    unitCode: null,
    changes: [{ field: 'role_menus', before: null, after: { menu_id: 'm', role_id: targetId } }],
  });
  for (const id of ['r1', 'r2', 'r3']) {
    await handle.db.transaction((tx) => appendRecord(tx as never, content(id)));
  }
  // PGlite keeps one process per folder: the command opens it after this test lets go.
  if (!process.env.DATABASE_URL) await handle.close();
});
afterAll(async () => {
  await cleanup?.();
});

async function verify(): Promise<{ code: number; out: string }> {
  try {
    const { stdout } = await run(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', 'scripts/audit-verify.ts'],
      {
        cwd: SERVER,
        env: { ...process.env, DATABASE_URL: '', ...env },
      },
    );
    return { code: 0, out: stdout };
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    return { code: failed.code, out: failed.stderr };
  }
}

describe('audit:verify', () => {
  it('passes an intact chain, then names the record changed in the database', async () => {
    expect(await verify()).toEqual({ code: 0, out: 'audit trail intact: 3 records\n' });
    const db = process.env.DATABASE_URL
      ? handle.db
      : (handle = await openDatabase({ dataDir: env.DATA_DIR! })).db;
    const [second] = await db.select().from(auditRecords).orderBy(auditRecords.seq).offset(1);
    await db
      .update(auditRecords)
      .set({ targetId: 'someone else' })
      .where(eq(auditRecords.seq, second!.seq));
    if (!process.env.DATABASE_URL) await handle.close();
    const broken = await verify();
    expect(broken.code).toBe(1);
    expect(broken.out).toContain(`broken at record ${second!.seq}`);
    // Two starts of a TypeScript command: slow on a busy machine, not a sleep.
  }, 180_000);
});

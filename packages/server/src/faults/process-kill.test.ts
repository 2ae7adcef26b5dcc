import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { messages } from '../db/schema';
import { seedDemo } from '../db/seed';
import { PUBLISH_CALLS_PATH } from '../modules/messages/messages-publish-routes';
import { callApi, login, sleep, spawnServer, type ServerProcess } from './fault-kit';

/**
 * The server process killed with SIGKILL while publishing, then started again on the same PGlite
 * data folder (README "Bounded waits"): it starts, serves, and every publish it acknowledged
 * (result 0) before the kill is in the database. Runs on every pass: the process is always given
 * its own PGlite folder, whatever DATABASE_URL says.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'portico-fault-kill-'));
let server: ServerProcess | undefined;

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('kill -9 mid-publish, restart on the same data folder (PGlite)', () => {
  it('restarts, serves, and keeps every acknowledged write', async () => {
    // Migrated and seeded here, in process: quicker than the first start of a server process.
    const prepared = await openDatabase({ dataDir });
    await migrate(prepared);
    await seedDemo(prepared.db);
    await prepared.close();
    const env = { DATABASE_URL: '', DATA_DIR: dataDir };
    server = await spawnServer(env);
    const token = await login(server.base, 'H002', 'manager');
    const acknowledged: string[] = [];
    let writing = true;
    const writer = async (lane: number) => {
      for (let i = 0; writing; i++) {
        const { envelope } = await callApi(server!.base, 'POST', PUBLISH_CALLS_PATH, {
          token,
          body: {
            messageTitle: `kill test ${lane}-${i}`,
            messageType: 'NOTICE',
            audience: { units: [{ unitCode: 'H002' }] },
          },
        });
        const id = (envelope?.retVal as { messageId?: string } | null)?.messageId;
        // Only an answer read before the kill counts as acknowledged.
        if (envelope?.result === 0 && id && writing) acknowledged.push(id);
        if (!envelope) return;
      }
    };
    const lanes = [0, 1, 2, 3].map(writer);
    while (acknowledged.length < 40) await sleep(20);
    await server.kill9();
    const killedWith = acknowledged.length;
    writing = false;
    await Promise.all(lanes);

    server = await spawnServer(env);
    expect((await callApi(server.base, 'GET', '/readyz')).status).toBe(200);
    const again = await login(server.base, 'H002', 'manager');
    const after = await callApi(server.base, 'POST', PUBLISH_CALLS_PATH, {
      token: again,
      body: {
        messageTitle: 'after restart',
        messageType: 'NOTICE',
        audience: { units: [{ unitCode: 'H002' }] },
      },
    });
    expect(after.envelope?.result).toBe(0);
    await server.stop();
    expect(server.exitCode()).toBe(0);
    server = undefined;

    // The folder, opened directly once the process is gone: every acknowledged id is there.
    const handle = await openDatabase({ dataDir });
    try {
      const rows = await handle.db
        .select({ id: messages.id })
        .from(messages)
        .where(inArray(messages.id, acknowledged.slice(0, killedWith)));
      expect(rows.length).toBe(killedWith);
    } finally {
      await handle.close();
    }
    // Two PGlite start-ups (migrations and seed the first time) on a busy CI machine.
  }, 180_000);
});

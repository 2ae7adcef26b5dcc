import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { LoginResult } from '@portico/sdk';
import { asc, desc, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/demo-data';
import { auditRecords, units } from '../../db/schema';
import { call, envelopeOf, loginAs, postLogin } from '../../test/test-app';
import { startTwoNodes, type TwoNodes } from '../../test/two-nodes';
import { verifyChain } from './audit-chain';

/**
 * README "Audit trail", tamper evidence with several nodes: two nodes appending at once take
 * turns on the chain, so every record is there once, the sequence has no gap and no duplicate,
 * and `audit:verify` finds the chain intact. On PostgreSQL (the CI run with DATABASE_URL) the
 * nodes have connection pools of their own and meet only in the database; on PGlite they share
 * the one in-memory database.
 */
let nodes: TwoNodes;
let admin: string;
let H001: string;

beforeAll(async () => {
  nodes = await startTwoNodes();
  admin = (await loginAs(nodes.nodeA, 'PLATFORM', 'admin')).jwtToken;
  const db = nodes.database.handle.db;
  H001 = (await db.select().from(units).where(eq(units.code, 'H001')))[0]!.id;
}, 60_000);
afterAll(async () => nodes?.close());

const N = 40;

/** Operation `i`: on node A or B by turns, an administrative write or a sign-in by pairs. */
async function operation(i: number): Promise<void> {
  const node: FastifyInstance = i % 2 ? nodes.nodeB : nodes.nodeA;
  if (Math.floor(i / 2) % 2 === 0) {
    const added = await call(node, 'POST', '/uc/role/add', {
      token: admin,
      body: { unitId: H001, code: `TWO_NODES_${i}`, descript: `Two nodes ${i}` },
    });
    expect([added.result, added.msg]).toEqual([0, '']);
  } else {
    const login = envelopeOf<LoginResult>(
      await postLogin(node, { unitCode: 'H001', userCode: 'frontdesk', password: DEMO_PASSWORD }),
    );
    expect([login.result, login.msg]).toEqual([0, '']);
  }
}

/** `npm run audit:verify -w @portico/server`, against the PostgreSQL database of the nodes. */
async function verifyCommand(url: string): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', 'scripts/audit-verify.ts'],
    {
      cwd: path.resolve(import.meta.dirname, '../../..'),
      env: { ...process.env, DATABASE_URL: url },
    },
  );
  return stdout;
}

describe('two nodes appending at once', () => {
  it(`${N} writes and sign-ins on both nodes: each recorded once, no gap, chain intact`, async () => {
    const db = nodes.database.handle.db;
    const before = await lastSeq();

    await Promise.all(Array.from({ length: N }, (_, i) => operation(i)));

    const records = await db
      .select()
      .from(auditRecords)
      .where(gt(auditRecords.seq, before))
      .orderBy(asc(auditRecords.seq));
    expect(records.map((r) => r.seq)).toEqual(
      Array.from({ length: records.length }, (_, k) => before + 1 + k),
    );
    const writes = records.filter((r) => r.action === 'roles.add');
    const expected = Array.from({ length: N }, (_, i) => i)
      .filter((i) => Math.floor(i / 2) % 2 === 0)
      .map((i) => `TWO_NODES_${i}`);
    expect(writes.map((r) => r.targetId).sort()).toEqual(expected.sort());
    const signIns = records.filter(
      (r) => r.action === 'signIn.success' && r.actorUserCode === 'frontdesk',
    );
    expect(signIns).toHaveLength(N - expected.length);
    expect(records).toHaveLength(N);

    expect(await verifyChain(db)).toMatchObject({ ok: true });
    if (nodes.database.url) {
      expect(await verifyCommand(nodes.database.url)).toMatch(
        /^audit trail intact: \d+ records\n$/,
      );
    }
  }, 180_000);
});

async function lastSeq(): Promise<number> {
  const [row] = await nodes.database.handle.db
    .select({ seq: auditRecords.seq })
    .from(auditRecords)
    .orderBy(desc(auditRecords.seq))
    .limit(1);
  return row?.seq ?? 0;
}

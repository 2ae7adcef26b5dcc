import { ServerCode } from '@portico/sdk/internal';
import { CALL_LIST, isAudited, type AuditRow } from '@portico/sdk/contract';
import type { PagedResult } from '@portico/sdk';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRecords, roles, units } from '../../db/schema';
import { createTestApp, envelopeOf, loginAs, postLogin, type TestApp } from '../../test/test-app';
import {
  createMatrixContext,
  MATRIX_APP_OPTIONS,
  type MatrixContext,
} from '../../test/matrix/context';
import { ADMIN_MATRIX_ROWS } from '../../test/matrix/rows';
import { createCaller } from '../../test/admin-test-kit';
import { routeKeyOf } from '../../openapi/call-docs';
import { actionOf, audited } from './audit-record';
import { ambientDatabase } from '../../db/ambient-transaction';
import { pruneRecords, verifyChain } from './audit-chain';

/**
 * The audit trail (README "Audit trail"): every administration call that writes leaves exactly one
 * record naming its actor and target, in its own transaction; a refused call and a failed
 * transaction leave none; the chain shows a record changed in the database; the list is scoped.
 */
let t: TestApp;
let as: ReturnType<typeof createCaller>;
let ctx: MatrixContext;

const PLATFORM_ADMIN = 'PLATFORM/admin';
const REFUSED = ['H002/manager', 'G002/summitadmin', 'H001/frontdesk'];
const DECLS = new Map(CALL_LIST.map((call) => [routeKeyOf(call), call]));

beforeAll(async () => {
  t = await createTestApp(undefined, MATRIX_APP_OPTIONS);
  as = createCaller(t);
  ctx = await createMatrixContext(t.db);
  for (const account of [...REFUSED, PLATFORM_ADMIN]) {
    await as(account, 'GET', '/uc/user/getBackgroundUnit');
  }
});
afterAll(async () => {
  await t?.close();
});

async function lastSeq(): Promise<number> {
  const [row] = await t.db
    .select({ seq: auditRecords.seq })
    .from(auditRecords)
    .orderBy(desc(auditRecords.seq))
    .limit(1);
  return row?.seq ?? 0;
}

const recordsAfter = (seq: number) =>
  t.db
    .select()
    .from(auditRecords)
    .where(sql`${auditRecords.seq} > ${seq}`);

const writes = ADMIN_MATRIX_ROWS.filter((row) => {
  const call = DECLS.get(row.call);
  return call && isAudited(call);
});

describe('every administration write leaves one audit record', () => {
  it('covers every audited administration declaration', () => {
    expect(writes.length).toBeGreaterThan(60);
  });

  it.each(writes.map((row) => [row.call, row] as const))('%s', async (key, row) => {
    const call = DECLS.get(key)!;
    const request = await row.request(ctx);
    const [method, url] = key.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
    const before = await lastSeq();
    for (const account of REFUSED) {
      const refused = await as(account, method, url, request);
      expect([ServerCode.FORBIDDEN, ServerCode.NOT_FOUND]).toContain(refused.result);
    }
    expect(await recordsAfter(before)).toEqual([]);
    const allowed = await as(PLATFORM_ADMIN, method, url, request);
    expect(allowed.result).toBe(0);
    const records = await recordsAfter(before);
    const { action, type } = actionOf(call);
    expect(records.map((r) => [r.action, r.actorUnitCode, r.actorUserCode, r.targetType])).toEqual([
      [action, 'PLATFORM', 'admin', type],
    ]);
    expect(records[0]!.sessionFamily).toBeTruthy();
  });

  it('leaves none for bad input (40001)', async () => {
    const before = await lastSeq();
    const answer = await as(PLATFORM_ADMIN, 'PUT', '/uc/safety/save', { body: { unitId: 'x' } });
    expect(answer.result).toBe(ServerCode.INVALID_INPUT);
    expect(await recordsAfter(before)).toEqual([]);
  });

  it('leaves none, and no change, when the transaction fails', async () => {
    const before = await lastSeq();
    const [role] = await t.db.select().from(roles).limit(1);
    const call = CALL_LIST.find((c) => c.path === '/role/update')!;
    await expect(
      audited(
        t.db,
        call,
        { id: role!.id },
        { session: null, ip: null, userAgent: null },
        async () => {
          // The routes' database: inside the call it is the call's transaction.
          await ambientDatabase(t.db)
            .update(roles)
            .set({ descript: 'half written' })
            .where(eq(roles.id, role!.id));
          throw new Error('fails after writing');
        },
      ),
    ).rejects.toThrow('fails after writing');
    expect(await recordsAfter(before)).toEqual([]);
    const [after] = await t.db.select().from(roles).where(eq(roles.id, role!.id));
    expect(after!.descript).toBe(role!.descript);
  });

  it('records the changed fields before → after, secrets as "changed"', async () => {
    const before = await lastSeq();
    const { ids } = ctx;
    const answer = await as(PLATFORM_ADMIN, 'PUT', '/uc/safety/save', {
      body: { unitId: ids.H001, maxFailedAttempts: 7 },
    });
    expect([answer.result, answer.msg]).toEqual([0, '']);
    const [record] = await recordsAfter(before);
    expect(record!.unitCode).toBe('H001');
    expect(JSON.stringify(record!.changes)).toContain('7');
    const reset = await as(PLATFORM_ADMIN, 'POST', '/uc/user/resetPassword', {
      body: { id: ids.contractor, passwd: 'Audit2026x', passwdCheck: 'Audit2026x' },
    });
    expect(reset.result).toBe(0);
    const [resetRecord] = (await recordsAfter(before)).slice(-1);
    const hashes = resetRecord!.changes.filter((c) => /password/.test(c.field));
    expect(hashes.length).toBeGreaterThan(0);
    for (const change of hashes)
      expect([change.before, change.after]).toEqual(['changed', 'changed']);
  });
});

describe('the chain', () => {
  it('verifies, and names a record changed in the database', async () => {
    for (const maxFailedAttempts of [3, 4, 5]) {
      await as(PLATFORM_ADMIN, 'PUT', '/uc/safety/save', {
        body: { unitId: ctx.ids.H001, maxFailedAttempts },
      });
    }
    expect(await verifyChain(t.db)).toMatchObject({ ok: true });
    const [victim] = await t.db
      .select()
      .from(auditRecords)
      .orderBy(auditRecords.seq)
      .limit(1)
      .offset(2);
    await t.db
      .update(auditRecords)
      .set({ targetId: 'someone else' })
      .where(eq(auditRecords.seq, victim!.seq));
    expect(await verifyChain(t.db)).toMatchObject({ ok: false, seq: victim!.seq });
    await t.db
      .update(auditRecords)
      .set({ targetId: victim!.targetId })
      .where(eq(auditRecords.seq, victim!.seq));
    expect(await verifyChain(t.db)).toMatchObject({ ok: true });
  });

  it('still verifies after retention pruned the oldest records in batches', async () => {
    const total = (await t.db.select().from(auditRecords)).length;
    const later = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
    // Everything is older than one day two days from now: all of it goes, five at a time.
    expect(await pruneRecords(t.db, 1, 5, later)).toBe(total);
    expect(await verifyChain(t.db)).toEqual({ ok: true, records: 0 });
    await as(PLATFORM_ADMIN, 'PUT', '/uc/safety/save', {
      body: { unitId: ctx.ids.H001, maxFailedAttempts: 6 },
    });
    expect(await verifyChain(t.db)).toEqual({ ok: true, records: 1 });
  });
});

describe('sign-in events', () => {
  it('records a failure with its reason, a success and a logout', async () => {
    const before = await lastSeq();
    const bad = await postLogin(t.app, {
      unitCode: 'G001',
      userCode: 'groupadmin',
      password: 'wrong',
    });
    expect(envelopeOf(bad).result).not.toBe(0);
    const { jwtToken } = await loginAs(t.app, 'G001', 'groupadmin');
    await t.app.inject({ method: 'GET', url: `/uc/sso/logout?token=${jwtToken}` });
    // Only this person's records: the suite's own sign-ins are recorded too.
    const records = (await recordsAfter(before)).filter((r) => r.actorUserCode === 'groupadmin');
    expect(records.map((r) => [r.action, r.actorUnitCode, r.actorUserCode, r.unitCode])).toEqual([
      ['signIn.failure', 'G001', 'groupadmin', 'G001'],
      ['signIn.success', 'G001', 'groupadmin', 'G001'],
      ['signIn.logout', 'G001', 'groupadmin', 'G001'],
    ]);
    expect(records[0]!.changes).toEqual([
      { field: 'reason', before: null, after: 'badCredentials' },
    ]);
    expect(await verifyChain(t.db)).toMatchObject({ ok: true });
  });
});

describe('GET /uc/audit/list', () => {
  it('shows a unit administrator their units’ records only, the platform every record', async () => {
    const { ids } = ctx;
    const [h002] = await t.db.select({ id: units.id }).from(units).where(eq(units.code, 'H002'));
    await as(PLATFORM_ADMIN, 'PUT', '/uc/safety/save', {
      body: { unitId: h002!.id, maxFailedAttempts: 6 },
    });
    await as(PLATFORM_ADMIN, 'PUT', '/uc/safety/save', {
      body: { unitId: ids.H001, maxFailedAttempts: 5 },
    });
    const query = { firstResult: '0', pageSize: '50' };
    const all = await as<PagedResult<AuditRow>>(PLATFORM_ADMIN, 'GET', '/uc/audit/list', { query });
    expect(all.result).toBe(0);
    const unitsSeen = all.retVal.datas.map((r) => r.unitCode);
    expect(unitsSeen).toContain('H001');
    expect(unitsSeen).toContain('H002');
    const own = await as<PagedResult<AuditRow>>('H002/manager', 'GET', '/uc/audit/list', { query });
    expect([own.result, own.msg]).toEqual([0, '']);
    expect(own.retVal.datas.length).toBeGreaterThan(0);
    expect(own.retVal.datas.filter((r) => r.unitCode !== 'H002')).toEqual([]);
    const foreign = await as('H002/manager', 'GET', '/uc/audit/list', {
      query: { ...query, unitId: ids.H001 },
    });
    expect(foreign.result).toBe(ServerCode.NOT_FOUND);
    const filtered = await as<PagedResult<AuditRow>>(PLATFORM_ADMIN, 'GET', '/uc/audit/list', {
      query: { ...query, action: 'security.save', unitId: ids.H001 },
    });
    expect(
      filtered.retVal.datas.every((r) => r.action === 'security.save' && r.unitCode === 'H001'),
    ).toBe(true);
    const next = await as<PagedResult<AuditRow>>(PLATFORM_ADMIN, 'GET', '/uc/audit/list', {
      query: { ...query, beforeSeq: String(all.retVal.datas[0]!.seq) },
    });
    expect(next.retVal.datas.map((r) => r.seq)).toEqual(
      all.retVal.datas.slice(1).map((r) => r.seq),
    );
  });
});

describe('GET /uc/audit/list filters', () => {
  const page = { firstResult: '0', pageSize: '200' };
  const list = (query: Record<string, string>) =>
    as<PagedResult<AuditRow>>(PLATFORM_ADMIN, 'GET', '/uc/audit/list', {
      query: { ...page, ...query },
    });

  it('actor and targetType keep the matching records only', async () => {
    await as(PLATFORM_ADMIN, 'PUT', '/uc/safety/save', {
      body: { unitId: ctx.ids.H001, maxFailedAttempts: 7 },
    });
    const byActor = await list({ actor: 'admin' });
    expect(byActor.retVal.datas.length).toBeGreaterThan(0);
    expect(byActor.retVal.datas.filter((r) => r.actorUserCode !== 'admin')).toEqual([]);
    expect((await list({ actor: 'nobody-here' })).retVal).toEqual({ datas: [], totalRows: 0 });

    const byType = await list({ targetType: 'security' });
    expect(byType.retVal.datas.length).toBeGreaterThan(0);
    expect(byType.retVal.datas.filter((r) => r.targetType !== 'security')).toEqual([]);
    expect(byType.retVal.totalRows).toBeLessThan((await list({})).retVal.totalRows);
  });

  it('from and to bound the time (a date-time, or a whole date), from after to is 40001', async () => {
    const all = (await list({})).retVal;
    const times = all.datas.map((r) => r.time).sort();
    const middle = times[Math.floor(times.length / 2)]!;
    const later = (await list({ from: middle })).retVal;
    expect(later.datas.length).toBeGreaterThan(0);
    expect(later.datas.filter((r) => r.time < middle)).toEqual([]);
    const earlier = (await list({ to: middle })).retVal;
    expect(earlier.datas.length).toBeGreaterThan(0);
    expect(earlier.datas.filter((r) => r.time > middle)).toEqual([]);
    // Every record is on one side of the middle (those at it on both), none on neither.
    expect(later.totalRows + earlier.totalRows).toBeGreaterThanOrEqual(all.totalRows);
    expect(later.totalRows).toBeLessThan(all.totalRows);

    const today = new Date().toISOString().slice(0, 10);
    expect((await list({ from: today, to: today })).retVal.totalRows).toBe(
      (await list({})).retVal.totalRows,
    );
    expect((await list({ from: '2999-01-01' })).retVal.totalRows).toBe(0);
    expect((await list({ to: '2001-01-01' })).retVal.totalRows).toBe(0);
    const reversed = await list({ from: today, to: '2001-01-01' });
    expect(reversed.result).toBe(ServerCode.INVALID_INPUT);
  });
});

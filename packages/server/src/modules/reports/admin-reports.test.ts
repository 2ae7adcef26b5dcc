import type { OpenedReport, ReportGroup, ReportNode } from '@portico/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createCaller, unitId } from '../../test/admin-test-kit';

let t: TestApp;
let as: ReturnType<typeof createCaller>;
beforeAll(async () => {
  t = await createTestApp();
  as = createCaller(t);
});
afterAll(async () => {
  await t?.close();
});

const codes = (nodes: ReportNode[]): string[] =>
  nodes.flatMap((node) => [node.code, ...codes(node.children)]);

describe('GET /uc/report/mine (product.md §2.5 /report/myReport)', () => {
  it("answers the user's own and role reports with their folders, grouped by app", async () => {
    const mine = await as<ReportGroup[]>('H001/frontdesk', 'GET', '/uc/report/mine');
    const gc = mine.retVal.find((group) => group.appCode === 'GC')!;
    // HOTEL_STAFF → REPORT_VIEWER gives revenue, its daily report and occupancy.
    expect(codes(gc.reports)).toEqual(
      expect.arrayContaining(['GC_RPT_REVENUE', 'GC_RPT_REVENUE_DAILY', 'GC_RPT_OCCUPANCY']),
    );
    expect(codes(gc.reports)).not.toContain('GC_RPT_REVENUE_MONTHLY');
    // The report granted to the user directly.
    const uc = mine.retVal.find((group) => group.appCode === 'UC')!;
    expect(codes(uc.reports)).toContain('UC_RPT_LOGIN');
  });
});

describe('GET /uc/report/open (product.md §2.5 /report/openReport)', () => {
  it('answers the address of a report the user holds', async () => {
    const opened = await as<OpenedReport>('H001/frontdesk', 'GET', '/uc/report/open', {
      query: { code: 'GC_RPT_REVENUE_DAILY' },
    });
    expect(opened.retVal).toMatchObject({ appCode: 'GC', url: expect.stringContaining('report=') });
  });

  it("refuses a report the user does not hold with 40301 'No permission to view the page.'", async () => {
    const refused = await as('H001/frontdesk', 'GET', '/uc/report/open', {
      query: { code: 'GC_RPT_REVENUE_MONTHLY' },
    });
    expect(refused).toMatchObject({
      result: 40301,
      msg: 'No permission to view the page.',
      retVal: null,
    });
    const unknown = await as('H001/frontdesk', 'GET', '/uc/report/open', {
      query: { code: 'NOPE' },
    });
    expect(unknown.result).toBe(40401);
    const missing = await as('H001/frontdesk', 'GET', '/uc/report/open');
    expect(missing).toMatchObject({ result: 40001, msg: expect.stringContaining('code') });
  });
});

describe('GET /uc/report/center (product.md §2.5 /report/reportCenter)', () => {
  it("lists every report of the unit's opened apps for its administrators", async () => {
    const center = await as<ReportGroup[]>('G001/groupadmin', 'GET', '/uc/report/center', {
      query: { unitId: await unitId(t.db, 'H001') },
    });
    const gc = center.retVal.find((group) => group.appCode === 'GC')!;
    expect(codes(gc.reports)).toContain('GC_RPT_REVENUE_MONTHLY');
  });

  it('refuses plain users (40301) and hides other units (40401)', async () => {
    const plain = await as('H001/frontdesk', 'GET', '/uc/report/center');
    expect(plain.result).toBe(40301);
    const foreign = await as('H002/manager', 'GET', '/uc/report/center', {
      query: { unitId: await unitId(t.db, 'H001') },
    });
    expect(foreign).toMatchObject({ result: 40401, retVal: null });
  });
});

import { ServerCode } from '@portico/sdk/internal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { APP_CALLS, REPORT_CALLS, TAG_CALLS } from '@portico/sdk/contract';
import { domainRows } from '../../test/matrix/call-fixtures';
import { TAG_FIXTURES } from '../../test/matrix/tags';
import { APP_FIXTURES } from '../../test/matrix/apps';
import { REPORT_FIXTURES } from '../../test/matrix/reports';
import { createMatrixContext, type MatrixContext, type MatrixRow } from '../../test/matrix/context';
import { createCaller } from '../../test/admin-test-kit';

/**
 * The application, report and tag calls about H001's data, made by administrators of other units
 * (H002, G002) and by a plain user of H001 (product.md §6, README "Administration"): refused, and
 * none of the tables these calls write changes. admin-matrix.test.ts checks the answers of the
 * same rows; this file watches the tables that one does not.
 */
let t: TestApp;
let as: ReturnType<typeof createCaller>;
let ctx: MatrixContext;

const WATCHED = [
  schema.apps,
  schema.unitApps,
  schema.appLinks,
  schema.appOpenSteps,
  schema.resources,
  schema.managedTags,
  schema.userManagedTags,
];
async function snapshot(): Promise<string> {
  const tables = await Promise.all(WATCHED.map((table) => t.db.select().from(table)));
  return JSON.stringify(tables.map((rows) => rows.map((r) => JSON.stringify(r)).sort()));
}

beforeAll(async () => {
  t = await createTestApp();
  as = createCaller(t);
  ctx = await createMatrixContext(t.db);
});
afterAll(async () => {
  await t?.close();
});

const ROWS: MatrixRow[] = [
  ...domainRows(APP_CALLS, APP_FIXTURES),
  ...domainRows(REPORT_CALLS, REPORT_FIXTURES),
  ...domainRows(TAG_CALLS, TAG_FIXTURES),
];

describe("other units' administrators and plain users change nothing (product.md §6)", () => {
  it.each(ROWS.map((row) => [row.call, row] as const))('%s', async (call, row) => {
    const [method, url] = call.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
    const request = await row.request(ctx);
    const before = await snapshot();
    for (const account of ['H002/manager', 'G002/summitadmin', 'H001/frontdesk']) {
      const answer = await as(account, method, url, request);
      expect(answer.result, `${account}: ${call}`).toBe(
        account === 'H001/frontdesk' ? ServerCode.FORBIDDEN : (row.foreign ?? ServerCode.NOT_FOUND),
      );
    }
    expect(await snapshot()).toBe(before);
  });
});

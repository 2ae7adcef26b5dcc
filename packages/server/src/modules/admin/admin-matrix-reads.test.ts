import { ServerCode } from '@portico/sdk/internal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  createReadContext,
  READ_MATRIX_ROWS,
  readSubject,
  type ReadContext,
  type ReadSubject,
} from '../../test/matrix/reads';
import { createCaller } from '../../test/admin-test-kit';

/**
 * The read half of the authorization matrix (product.md §6; DESIGN.md security model: "reads are
 * authorized as strictly as writes"). Reading another user's account, permissions or trees needs
 * administration rights over that user's unit; sharing the unit, or being a user of the platform
 * unit, is not enough. Plain users answer 40301 'No permission'; administrators of other units
 * 40401, as for an unknown record. The caller's own record stays readable.
 */
let t: TestApp;
let as: ReturnType<typeof createCaller>;
let ctx: ReadContext;
const subjects = new Map<string, ReadSubject>();

const ACCOUNTS = [
  'PLATFORM/admin',
  'PLATFORM/translator',
  'H001/frontdesk',
  'H001/nightaudit',
  'H002/manager',
  'G001/groupadmin',
  'G002/summitadmin',
];

/** [caller, subject, answer]: the attacks seen from outside, then the allowed controls. */
const CASES: [string, string, number][] = [
  ['PLATFORM/translator', 'PLATFORM/admin', ServerCode.FORBIDDEN],
  ['PLATFORM/translator', 'H001/nightaudit', ServerCode.FORBIDDEN],
  ['H001/frontdesk', 'H001/nightaudit', ServerCode.FORBIDDEN],
  ['H002/manager', 'H001/nightaudit', ServerCode.NOT_FOUND],
  ['G001/groupadmin', 'G002/summitadmin', ServerCode.NOT_FOUND],
  ['G001/groupadmin', 'PLATFORM/admin', ServerCode.NOT_FOUND],
  ['G001/groupadmin', 'H001/nightaudit', 0],
  ['PLATFORM/admin', 'H001/nightaudit', 0],
];

beforeAll(async () => {
  t = await createTestApp();
  as = createCaller(t);
  ctx = await createReadContext(t.db);
  for (const account of ACCOUNTS) {
    const [unit, user] = account.split('/') as [string, string];
    subjects.set(account, await readSubject(t.db, unit, user));
  }
});
afterAll(async () => {
  await t?.close();
});

describe('authorization matrix of the reads about other users (product.md §6)', () => {
  for (const row of READ_MATRIX_ROWS) {
    it.each(CASES)(`${row.call}: %s reading %s answers %i`, async (caller, subject, result) => {
      const url = row.call.slice('GET '.length);
      const answer = await as(caller, 'GET', url, {
        query: row.query(subjects.get(subject)!, ctx),
      });
      if (result === 0) {
        expect({ result: answer.result, msg: answer.msg }).toEqual({ result: 0, msg: '' });
        return;
      }
      // An envelope error with nothing of the record in it.
      expect({ result: answer.result, retVal: answer.retVal }).toEqual({ result, retVal: null });
      expect(answer.msg).toBe(
        result === ServerCode.FORBIDDEN ? 'No permission' : 'The record does not exist',
      );
    });
  }

  const selfRows = READ_MATRIX_ROWS.filter((row) => row.self);
  it.each(selfRows.map((row) => [row.call, row] as const))(
    '%s: the caller reads its own record',
    async (_call, row) => {
      for (const caller of ['PLATFORM/translator', 'H001/frontdesk', 'H002/manager']) {
        const url = row.call.slice('GET '.length);
        const answer = await as(caller, 'GET', url, {
          query: row.query(subjects.get(caller) ?? (await own(caller)), ctx),
        });
        expect({ caller, result: answer.result }).toEqual({ caller, result: 0 });
      }
    },
  );
});

async function own(account: string): Promise<ReadSubject> {
  const [unit, user] = account.split('/') as [string, string];
  const subject = await readSubject(t.db, unit, user);
  subjects.set(account, subject);
  return subject;
}

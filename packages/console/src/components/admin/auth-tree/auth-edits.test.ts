import { describe, expect, it } from 'vitest';
import type { AuthEdits } from './auth-editor';
import { listsByApp } from './auth-edits';

describe('user permission saves (api-contract.md §7.4 saveUserAuthInfo and saveUserAuthInfoBatch)', () => {
  it('send one call per app with the list of each kind edited there, and no list for a kind left alone', () => {
    const edits: AuthEdits = new Map([
      ['UC|menu', { appCode: 'UC', kind: 'menu', ids: ['m1', 'm2'] }],
      ['PMS|REPORT', { appCode: 'PMS', kind: 'REPORT', ids: [] }],
      ['UC|OPERATION', { appCode: 'UC', kind: 'OPERATION', ids: ['o1'] }],
    ]);
    expect([...listsByApp(edits)]).toEqual([
      ['UC', { menuIds: ['m1', 'm2'], operationIds: ['o1'] }],
      ['PMS', { reportIds: [] }],
    ]);
  });
});

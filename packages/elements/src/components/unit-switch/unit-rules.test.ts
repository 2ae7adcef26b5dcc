import { describe, expect, it } from 'vitest';
import { createFakeClient } from '../../testing/fake-client';
import { barFakeFetch, createBarFakes, FAKE_LOGIN_GROUPS } from '../user-bar/bar-fakes';
import { unitPage } from './unit-api';
import { filterUnits, ownAndLoginUnits, pageOf } from './unit-rules';

describe('unit-switch list rules (product.md §6 "Unit-switch list")', () => {
  it('others see their own unit first, then their possible login units, each once', () => {
    const rows = ownAndLoginUnits(
      { code: 'H002', name: 'Harbour Airport Hotel' },
      FAKE_LOGIN_GROUPS,
    );
    expect(rows.map((row) => row.code)).toEqual(['H002', 'G001', 'H003']);
  });

  it('searches code or name, in any case, trimmed', () => {
    const rows = ownAndLoginUnits({ code: 'H001', name: 'Harbour View Hotel' }, FAKE_LOGIN_GROUPS);
    expect(filterUnits(rows, '  AIRPORT ').map((row) => row.code)).toEqual(['H002']);
    expect(filterUnits(rows, 'g00').map((row) => row.code)).toEqual(['G001']);
    expect(filterUnits(rows, '')).toHaveLength(4);
  });

  it('pages by 10 (api-contract.md §9)', () => {
    const rows = Array.from({ length: 23 }, (_, i) => i);
    expect(pageOf(rows, 1)).toHaveLength(10);
    expect(pageOf(rows, 3)).toEqual([20, 21, 22]);
    expect(pageOf(rows, 0)).toEqual(pageOf(rows, 1));
  });

  it('managed units are paged and searched by the server; login units read once', async () => {
    const fakes = createBarFakes();
    const client = createFakeClient({ fetch: barFakeFetch(fakes, fetch) });
    const managed = await unitPage(client, 'managed', { page: 2, search: ' ' }, {});
    expect(fakes.calls.at(-1)?.query).toEqual({ firstResult: '10', pageSize: '10' });
    expect(managed.total).toBe(13);
    expect(managed.rows.map((row) => row.code)).toEqual(['H107', 'H108', 'O002']);
    await unitPage(client, 'managed', { page: 1, search: 'hotel' }, {});
    expect(fakes.calls.at(-1)?.query).toMatchObject({ firstResult: '0', search: 'hotel' });

    const cache = {};
    const first = await unitPage(client, 'possible', { page: 1, search: '' }, cache);
    const searched = await unitPage(client, 'possible', { page: 1, search: 'inn' }, cache);
    expect(first.rows.map((row) => row.code)).toEqual(['H001', 'G001', 'H002', 'H003']);
    expect(searched).toEqual({ rows: [{ code: 'H003', name: 'Harbour Old Town Inn' }], total: 1 });
    expect(fakes.calls.filter((c) => c.path === '/uc/user/possibleLoginUnits')).toHaveLength(1);
  });
});

import type { TranslationDTO } from '@portico/sdk/contract';
import { describe, expect, it } from 'vitest';
import { batchOf, filterRows, mergePulled, NO_PAGE, pagesOf, type KvRow } from './kv-admin-rows';

const dto = (key: string, value: string, page: string | null = 'menu'): TranslationDTO => ({
  key,
  value,
  page,
  appCode: 'UC',
  lang: 'en-US',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

describe('the translations screen rows (api-contract.md §7.8)', () => {
  it('an incremental pull replaces the keys it brings and keeps the others', () => {
    const first = mergePulled([], [dto('b', 'B'), dto('a', 'A', null)]);
    expect(first.map((r) => r.key)).toEqual(['a', 'b']);
    const next = mergePulled(first, [dto('b', 'B2'), dto('c', 'C')]);
    expect(next.map((r) => [r.key, r.value])).toEqual([
      ['a', 'A'],
      ['b', 'B2'],
      ['c', 'C'],
    ]);
    expect(pagesOf(next)).toEqual([NO_PAGE, 'menu'].sort());
  });

  it('filters by page and by key or text, edited text included', () => {
    const rows: KvRow[] = mergePulled([], [dto('menu.A', 'Units'), dto('x', 'Other', 'login')]);
    const edits = new Map([['x', 'Hotels']]);
    expect(filterRows(rows, { page: 'login', text: '' }, edits).map((r) => r.key)).toEqual(['x']);
    expect(filterRows(rows, { page: '', text: 'hotel' }, edits).map((r) => r.key)).toEqual(['x']);
    expect(filterRows(rows, { page: '', text: 'MENU' }, edits).map((r) => r.key)).toEqual([
      'menu.A',
    ]);
  });

  it('the batch holds only the texts that differ from the stored ones', () => {
    const rows = mergePulled([], [dto('a', 'A'), dto('b', 'B')]);
    const edits = new Map([
      ['a', 'A'],
      ['b', 'B!'],
    ]);
    expect(batchOf(rows, edits)).toEqual([{ key: 'b', value: 'B!', page: 'menu' }]);
  });
});

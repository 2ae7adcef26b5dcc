import { describe, expect, it } from 'vitest';
import { BLANK_VALUE, toPageQuery } from './paging';

describe('paged list query (api-contract.md §5, §7.1)', () => {
  it('turns current into firstResult with the default page size of 10', () => {
    expect(toPageQuery({ current: 3 })).toEqual({ firstResult: 20, pageSize: 10 });
  });

  it('drops empty filter values and turns BLANK_VALUE into an empty string', () => {
    expect(
      toPageQuery({
        current: 1,
        pageSize: 20,
        a: '',
        b: undefined,
        c: null,
        d: BLANK_VALUE,
        e: 'x',
        f: 0,
      }),
    ).toEqual({ firstResult: 0, pageSize: 20, d: '', e: 'x', f: 0 });
  });
});

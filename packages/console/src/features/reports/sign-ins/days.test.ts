import { describe, expect, it } from 'vitest';
import { lastDays } from './days';

describe('daily sign-ins report days (product.md §2.5 /report: a report of the user centre)', () => {
  it('lists the last seven days newest first, across a month end, in the reader clock', () => {
    expect(lastDays(new Date(2026, 2, 3, 9, 30))).toEqual([
      '2026-03-03',
      '2026-03-02',
      '2026-03-01',
      '2026-02-28',
      '2026-02-27',
      '2026-02-26',
      '2026-02-25',
    ]);
  });
});

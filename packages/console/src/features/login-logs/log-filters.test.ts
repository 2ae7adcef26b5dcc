import { describe, expect, it } from 'vitest';
import { BLANK_LOG_FILTERS, logQuery } from './log-filters';

// product.md §2.5 /login-log: filters by unit, user, login state and a date range.
describe('login log filters', () => {
  it('trims, keeps the unit for the all-units log only, and drops an unknown state', () => {
    const draft = {
      ...BLANK_LOG_FILTERS,
      unitCode: ' H001 ',
      userCode: ' frontdesk ',
      loginState: 'x',
    };
    expect(logQuery(draft, 'all')).toEqual({
      ...BLANK_LOG_FILTERS,
      unitCode: 'H001',
      userCode: 'frontdesk',
    });
    expect(logQuery(draft, 'unit').unitCode).toBe('');
    expect(logQuery({ ...draft, loginState: 'failure' }, 'all').loginState).toBe('failure');
  });

  it('swaps a backwards date range', () => {
    const query = logQuery(
      { ...BLANK_LOG_FILTERS, startDate: '2026-02-01', endDate: '2026-01-01' },
      'all',
    );
    expect([query.startDate, query.endDate]).toEqual(['2026-01-01', '2026-02-01']);
  });
});

import { describe, expect, it } from 'vitest';
import { formatUnreadBadge } from './message-types';

describe('unread badge (api-contract.md §9 "Unread badge 99+ above 99")', () => {
  it.each([
    [0, ''],
    [-3, ''],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [5000, '99+'],
    [Number.NaN, ''],
  ])('%s → %j', (count, badge) => {
    expect(formatUnreadBadge(count)).toBe(badge);
  });
});

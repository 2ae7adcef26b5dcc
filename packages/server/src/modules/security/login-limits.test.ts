import { describe, expect, it } from 'vitest';
import { withinWindows } from './login-limits';

/** Login limits (product.md §2.5 /login-limit): weekdays Monday first, times inclusive, local time. */
describe('withinWindows', () => {
  // 2026-03-04 is a Wednesday (index 2, Monday first).
  const wednesday = (hh: number, mm: number) => new Date(2026, 2, 4, hh, mm, 30);
  const office = { weekdays: '1111100', startTime: '08:00', endTime: '18:00' };

  it.each([
    [wednesday(8, 0), true],
    [wednesday(18, 0), true],
    [wednesday(7, 59), false],
    [wednesday(18, 1), false],
  ])('office hours at %s → %s', (at, allowed) => {
    expect(withinWindows([office], at)).toBe(allowed);
  });

  it('refuses on a weekday that is off, allows when another window covers it', () => {
    const saturday = new Date(2026, 2, 7, 10, 0);
    expect(withinWindows([office], saturday)).toBe(false);
    const weekend = { weekdays: '0000011', startTime: '09:00', endTime: '12:00' };
    expect(withinWindows([office, weekend], saturday)).toBe(true);
  });

  it('a window with no weekday allows nothing', () => {
    const never = { weekdays: '0000000', startTime: '00:00', endTime: '23:59' };
    expect(withinWindows([never], wednesday(12, 0))).toBe(false);
  });
});

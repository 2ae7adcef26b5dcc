import { describe, expect, it } from 'vitest';
import { BLANK_LIMIT, daysOf, limitWindow, validateLimitForm, weekdaysOf } from './limit-form';

// product.md §2.5 /login-limit/login-limit-list: days of the week and a time window per limit.
describe('login limit form', () => {
  it('turns the seven 0/1 characters into days and back, Monday first', () => {
    expect(daysOf('1000001')).toEqual([true, false, false, false, false, false, true]);
    expect(weekdaysOf(daysOf('0110100'))).toBe('0110100');
    expect(daysOf('')).toEqual(Array(7).fill(false));
  });

  it('refuses the blank form (no day pre-chosen), bad times and a start after the end', () => {
    // Saving at once must not create a Monday-to-Friday limit that keeps the unit out at weekends.
    expect(BLANK_LIMIT.days).toEqual(Array(7).fill(false));
    expect(validateLimitForm(BLANK_LIMIT)).toEqual({ days: 'loginLimit.weekdaysRequired' });
    const monday = { ...BLANK_LIMIT, days: [true, ...Array(6).fill(false)] as boolean[] };
    expect(validateLimitForm(monday)).toEqual({});
    expect(validateLimitForm({ ...monday, startTime: '24:00', endTime: '9:00' })).toEqual({
      startTime: 'loginLimit.timeInvalid',
      endTime: 'loginLimit.timeInvalid',
    });
    expect(validateLimitForm({ ...monday, startTime: '18:00', endTime: '09:00' })).toEqual({
      endTime: 'loginLimit.timeOrder',
    });
    // Both rules are reported at once: no day and a start after the end.
    expect(validateLimitForm({ ...BLANK_LIMIT, startTime: '18:00', endTime: '09:00' })).toEqual({
      days: 'loginLimit.weekdaysRequired',
      endTime: 'loginLimit.timeOrder',
    });
  });

  it('names a limit by its days and hours', () => {
    const names = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
    expect(
      limitWindow({ weekdays: '1000010', startTime: '09:00', endTime: '18:00' }, (i) => names[i]!),
    ).toBe('Mon Sat 09:00–18:00');
  });
});
